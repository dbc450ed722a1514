import type { Locale } from '@common/locales';
import { APP_URL_PLACEHOLDER, publicPathIn } from '@common/public-pages';
import { SUPPORT_EMAIL } from '@/paths';

export type PageMeta = {
  /** The page's English address; the Arabic one is derived (publicPathIn). */
  path: string;
  locale: Locale;
  title: string;
  description: string;
  /** schema.org objects besides the organisation (e.g. the FAQ). */
  structuredData?: object[];
};

const escapeHtml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** JSON inside <script>: `</script>` and `<!--` must not end or confuse it. */
const safeJson = (value: object) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The organisation, on every public page. */
export function organisation(description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: 'Tafawuq',
    url: `${APP_URL_PLACEHOLDER}/`,
    logo: `${APP_URL_PLACEHOLDER}/icon-512.png`,
    description,
    email: SUPPORT_EMAIL,
    areaServed: ['EG', 'AE', 'SA', 'JO', 'KW', 'QA', 'BH', 'OM'],
  };
}

/** FAQPage structured data from the landing page's questions. */
export function faqPage(items: { q: string; a: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: item.a },
    })),
  };
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags and structured data of a
 * pre-rendered page. URLs carry the APP_URL placeholder, which the server fills in.
 */
export function pageHead(meta: PageMeta, siteDescription: string): string {
  const urlIn = (locale: Locale) => `${APP_URL_PLACEHOLDER}${publicPathIn(meta.path, locale)}`;
  const url = urlIn(meta.locale);
  const image = `${APP_URL_PLACEHOLDER}/og-image.png`;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const data = [organisation(siteDescription), ...(meta.structuredData ?? [])];
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<link rel="alternate" hreflang="en" href="${urlIn('en')}" />`,
    `<link rel="alternate" hreflang="ar" href="${urlIn('ar')}" />`,
    `<link rel="alternate" hreflang="x-default" href="${urlIn('en')}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Tafawuq" />',
    `<meta property="og:locale" content="${meta.locale === 'ar' ? 'ar_AR' : 'en_US'}" />`,
    `<meta property="og:locale:alternate" content="${meta.locale === 'ar' ? 'en_US' : 'ar_AR'}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    ...data.map((d) => `<script type="application/ld+json">${safeJson(d)}</script>`),
  ].join('\n    ');
}
