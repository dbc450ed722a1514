import type { Me } from '@common/contracts/account';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';

export function initialsOf(me: Pick<Me, 'firstName' | 'lastName' | 'email'>) {
  const letters = `${me.firstName.trim().charAt(0)}${me.lastName.trim().charAt(0)}`;
  return (letters || me.email.charAt(0)).toUpperCase();
}

/**
 * The user's initials in a circle. In the menu trigger the letters are drawn by CSS
 * (`decorative`), so the button's accessible name stays exactly 'Account menu'.
 */
export function Avatar({
  me,
  className,
  decorative = false,
}: {
  me: Me;
  className?: string;
  decorative?: boolean;
}) {
  const classes = cn(
    'grid size-9 shrink-0 place-items-center rounded-full bg-primary-100 font-semibold text-primary-800 text-sm',
    className,
  );
  if (decorative) {
    return (
      <span
        aria-hidden="true"
        data-initials={initialsOf(me)}
        className={cn(classes, 'before:content-[attr(data-initials)]')}
      />
    );
  }
  return (
    <span aria-hidden="true" className={classes}>
      {initialsOf(me)}
    </span>
  );
}

type UserMenuProps = { me: Me; onSignOut: () => void; signingOut: boolean };

/** The signed-in user's name and e-mail, their profile and settings, and sign-out. */
export function UserMenu({ me, onSignOut, signingOut }: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = `${me.firstName} ${me.lastName}`.trim();
  return (
    <DropdownMenu>
      <div className="flex items-center gap-3">
        <div className="hidden min-w-0 text-end leading-tight sm:grid">
          <span className="max-w-48 truncate font-semibold text-ink text-sm">{name}</span>
          <span className="max-w-48 truncate text-ink-muted text-xs">{me.email}</span>
        </div>
        <DropdownMenuTrigger
          aria-label={t('userMenu.trigger')}
          className="flex items-center gap-1 rounded-full p-1 transition-colors hover:bg-slate-100 data-[state=open]:bg-slate-100"
        >
          <Avatar me={me} decorative />
          <ChevronDown className="size-4 text-ink-muted" aria-hidden="true" />
        </DropdownMenuTrigger>
      </div>
      <DropdownMenuContent>
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar me={me} />
          <span className="grid min-w-0">
            <span className="truncate font-semibold text-ink">{name}</span>
            <span className="truncate text-ink-muted text-xs">{me.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {me.role === 'inactive' ? null : (
          <>
            <DropdownMenuItem onSelect={() => void navigate(`/${me.role}/profile`)}>
              <UserRound aria-hidden="true" />
              {t('nav.profile')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void navigate(`/${me.role}/settings`)}>
              <Settings aria-hidden="true" />
              {t('nav.settings')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem
          destructive
          disabled={signingOut}
          onSelect={(event) => {
            event.preventDefault();
            onSignOut();
          }}
        >
          <LogOut className="rtl-flip" aria-hidden="true" />
          {signingOut ? t('userMenu.signingOut') : t('userMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
