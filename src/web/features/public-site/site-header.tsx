import '@/i18n/landing';
import { Menu, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/components/brand';
import { PublicLanguageLink } from '@/components/language-switch';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/paths';
import { NAV_SECTIONS, sectionHref } from './sections';

const MENU_ID = 'site-menu';

/**
 * The public top bar. On / it starts transparent over the hero; public-client.ts sets
 * `data-scrolled` after 50 px, which makes it white with a shadow. Other pages keep it solid.
 * Small screens get a menu (a native popover: no script needed to open or close it).
 */
export function SiteHeader({ onLanding = false }: { onLanding?: boolean }) {
  const { t } = useTranslation('landing');
  const links = NAV_SECTIONS.map((id) => ({ id, href: sectionHref(id, onLanding) }));
  return (
    <header
      data-site-header
      data-solid={onLanding ? undefined : ''}
      className="group/header fixed inset-x-0 top-0 z-40 border-transparent border-b transition-[background-color,box-shadow,border-color] duration-200 data-solid:border-border data-solid:bg-surface data-solid:shadow-card data-scrolled:border-border data-scrolled:bg-surface data-scrolled:shadow-card"
    >
      <nav
        aria-label={t('topNav')}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Brand />
        <ul className="hidden items-center gap-1 lg:flex">
          {links.map(({ id, href }) => (
            <li key={id}>
              <a
                href={href}
                className="rounded-md px-3 py-2 font-medium text-slate-700 text-sm hover:bg-primary-50 hover:text-primary-800"
              >
                {t(`nav.${id}`)}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <PublicLanguageLink className="max-sm:px-2" />
          <a
            href={paths.auth.href({ mode: 'login' })}
            className={buttonVariants({ variant: 'primary', size: 'md' })}
          >
            {t('login')}
          </a>
          <button
            type="button"
            popoverTarget={MENU_ID}
            aria-controls={MENU_ID}
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'lg:hidden')}
          >
            <Menu aria-hidden="true" />
            <span className="sr-only">{t('menu.open')}</span>
          </button>
        </div>
      </nav>
      <div
        id={MENU_ID}
        popover="auto"
        data-site-menu
        className="m-0 ms-auto h-dvh max-h-none w-[min(20rem,85vw)] border-border border-s bg-surface p-0 shadow-pop backdrop:bg-slate-900/40 lg:hidden"
      >
        <div className="flex h-16 items-center justify-between border-border border-b px-4">
          <span className="font-semibold text-ink">{t('menu.title')}</span>
          <button
            type="button"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
          >
            <X aria-hidden="true" />
            <span className="sr-only">{t('menu.close')}</span>
          </button>
        </div>
        <ul className="grid gap-1 p-3">
          {links.map(({ id, href }) => (
            <li key={id}>
              <a
                href={href}
                className="block rounded-lg px-3 py-3 font-medium text-slate-800 hover:bg-primary-50 hover:text-primary-800"
              >
                {t(`nav.${id}`)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
