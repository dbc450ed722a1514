import type { Me } from '@common/contracts/account';
import type { AreaRole } from '@common/roles';
import { LifeBuoy, Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Brand } from '@/components/brand';
import { LanguageSwitch } from '@/components/language-switch';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { useSignOut } from '@/features/auth/use-sign-out';
import { paths, SUPPORT_EMAIL } from '@/paths';
import { RequireRole } from '../guards';
import { AreaNav } from './area-nav';
import { AREAS, type AreaConfig } from './areas';
import { Avatar, UserMenu } from './user-menu';

function SupportCard() {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl bg-primary-900 p-4 text-primary-50">
      <LifeBuoy className="mb-2 size-5 text-accent-300" aria-hidden="true" />
      <p className="font-semibold text-sm text-white">{t('support.title')}</p>
      <p className="mt-1 text-primary-100 text-xs">{t('support.text')}</p>
      <a
        href={`mailto:${SUPPORT_EMAIL}`}
        className="mt-3 inline-block break-all font-semibold text-accent-200 text-xs underline-offset-2 hover:underline"
      >
        {SUPPORT_EMAIL}
      </a>
    </div>
  );
}

function MobileNav({ area, me, onSignOut }: { area: AreaConfig; me: Me; onSignOut: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="-ms-2 lg:hidden"
          aria-label={t('ui.openMenu')}
        >
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <div className="flex h-16 items-center border-border border-b px-5">
          <Brand to={area.home} />
        </div>
        <SheetTitle className="sr-only">{t('nav.main')}</SheetTitle>
        <SheetDescription className="sr-only">{t(area.label)}</SheetDescription>
        <div className="flex-1 overflow-y-auto px-3 py-5">
          <AreaNav sections={area.nav} onNavigate={() => setOpen(false)} />
        </div>
        <div className="grid gap-3 border-border border-t p-4">
          <div className="flex items-center gap-3">
            <Avatar me={me} />
            <div className="grid min-w-0 text-sm">
              <span className="truncate font-semibold">
                {me.firstName} {me.lastName}
              </span>
              <span className="truncate text-ink-muted text-xs">{me.email}</span>
            </div>
          </div>
          <Button
            variant="secondary"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
          >
            {t('userMenu.signOut')}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}

function AreaShell({ area, me }: { area: AreaConfig; me: Me }) {
  const { t } = useTranslation();
  const signOut = useSignOut({ to: paths.home.href(), errorMessage: t('session.logoutFailed') });
  const handleSignOut = () => signOut.mutate();

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] print:block print:min-h-0">
      <aside
        aria-label={t('nav.sidebar')}
        className="sticky top-0 hidden h-dvh flex-col border-border border-e bg-surface lg:flex print:hidden"
      >
        <div className="flex h-16 items-center gap-2 px-5">
          <Brand to={area.home} />
          <Badge variant="accent" className="ms-auto">
            {t(area.label)}
          </Badge>
        </div>
        <div className="flex-1 overflow-y-auto px-3 py-5">
          <AreaNav sections={area.nav} />
        </div>
        {/* Administrators are the support team; their long navigation needs the room. */}
        {area.role !== 'admin' && (
          <div className="p-4">
            <SupportCard />
          </div>
        )}
      </aside>

      <div className="flex min-h-dvh min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-border border-b bg-surface/90 px-4 backdrop-blur sm:px-6 lg:px-8 print:hidden">
          <MobileNav area={area} me={me} onSignOut={handleSignOut} />
          <Brand to={area.home} className="lg:hidden" />
          <Badge variant="accent" className="hidden sm:inline-flex lg:hidden">
            {t(area.label)}
          </Badge>
          <div className="ms-auto flex items-center gap-1 sm:gap-2">
            <LanguageSwitch />
            <UserMenu me={me} onSignOut={handleSignOut} signingOut={signOut.isPending} />
          </div>
        </header>
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8 print:p-0">
          <div className="mx-auto w-full max-w-6xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}

/** Guard and frame of an area: sidebar (desktop), drawer (mobile), user menu. */
export function AreaLayout({ area }: { area: AreaRole }) {
  const config = AREAS[area];
  return <RequireRole role={area}>{(me) => <AreaShell area={config} me={me} />}</RequireRole>;
}
