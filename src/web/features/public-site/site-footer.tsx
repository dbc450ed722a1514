import '@/i18n/landing';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/components/brand';
import { paths, SUPPORT_EMAIL } from '@/paths';
import { CardBrands } from './card-brands';
import { localPublicPath } from './local-public-path';
import { NAV_SECTIONS, sectionHref } from './sections';

const SUPPORT_LINKS = ['helpCenter', 'terms', 'privacy', 'refund', 'cookies'] as const;

const linkClass = 'text-primary-100 hover:text-white hover:underline underline-offset-4';

/** The public footer: quick links, affiliates, support pages, cards accepted, copyright. */
export function SiteFooter({ onLanding = false }: { onLanding?: boolean }) {
  const { t } = useTranslation('landing');
  const year = new Date().getFullYear();
  return (
    <footer className="bg-primary-950 text-primary-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="grid content-start gap-3">
          <Brand inverse />
          <p className="max-w-xs text-primary-100 text-sm">{t('footer.tagline')}</p>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} text-sm`}>
            {SUPPORT_EMAIL}
          </a>
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="font-semibold text-sm text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-4 grid gap-2.5 text-sm">
            {NAV_SECTIONS.filter((id) => id !== 'contact').map((id) => (
              <li key={id}>
                <a href={sectionHref(id, onLanding)} className={linkClass}>
                  {t(`nav.${id}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className="font-semibold text-sm text-white">
            {t('footer.support')}
          </h2>
          <ul className="mt-4 grid gap-2.5 text-sm">
            {SUPPORT_LINKS.map((key) => (
              <li key={key}>
                <a
                  href={
                    key === 'helpCenter'
                      ? localPublicPath(paths.help.tutorials.href())
                      : localPublicPath(paths.termsAndPolicies.href())
                  }
                  className={linkClass}
                >
                  {t(`footer.links.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-sm text-white">{t('footer.partners')}</h2>
          <p className="mt-4 text-sm">{t('footer.affiliateText')}</p>
          <a
            href={paths.auth.href({ role: 'affiliate', mode: 'register' })}
            className="mt-3 inline-flex h-10 items-center rounded-lg bg-accent-400 px-4 font-semibold text-accent-950 text-sm hover:bg-accent-300"
          >
            {t('footer.affiliateRegister')}
          </a>
          <p className="mt-6 text-primary-200 text-xs">{t('footer.cardsTitle')}</p>
          <div className="mt-2">
            <CardBrands />
          </div>
        </div>
      </div>
      <div className="border-primary-900 border-t">
        <p
          data-current-year
          className="mx-auto max-w-6xl px-4 py-5 text-primary-200 text-sm sm:px-6"
        >
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
