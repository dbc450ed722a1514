import type { Me } from '@common/contracts/account';
import { ChevronDown, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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

export function Avatar({ me, className }: { me: Me; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full bg-primary-100 font-semibold text-primary-800 text-sm',
        className,
      )}
    >
      {initialsOf(me)}
    </span>
  );
}

type UserMenuProps = { me: Me; onSignOut: () => void; signingOut: boolean };

/** The signed-in user's name and e-mail, with sign-out. */
export function UserMenu({ me, onSignOut, signingOut }: UserMenuProps) {
  const { t } = useTranslation();
  const name = `${me.firstName} ${me.lastName}`.trim();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('userMenu.trigger')}
        className="flex items-center gap-2 rounded-full py-1 ps-1 pe-2 text-start transition-colors hover:bg-slate-100 data-[state=open]:bg-slate-100"
      >
        <Avatar me={me} />
        <span className="hidden min-w-0 flex-col leading-tight sm:flex">
          <span className="max-w-44 truncate font-semibold text-ink text-sm">{name}</span>
          <span className="max-w-44 truncate text-ink-muted text-xs">{me.email}</span>
        </span>
        <ChevronDown className="size-4 text-ink-muted" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar me={me} />
          <span className="grid min-w-0">
            <span className="truncate font-semibold text-ink">{name}</span>
            <span className="truncate text-ink-muted text-xs">{me.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          destructive
          disabled={signingOut}
          onSelect={(event) => {
            event.preventDefault();
            onSignOut();
          }}
        >
          <LogOut aria-hidden="true" />
          {signingOut ? t('userMenu.signingOut') : t('userMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
