/** Help tutorials, in reading order (public under /help/tutorials, and in each area's help). */
export const TUTORIAL_SLUGS = [
  'getting-started',
  'account-setup',
  'exam-creation',
  'analytics',
  'package-management',
  'troubleshooting',
] as const;
export type TutorialSlug = (typeof TUTORIAL_SLUGS)[number];

/** Arabic versions of the public pages live under this prefix (`/ar`, `/ar/help/tutorials` …). */
export const ARABIC_PREFIX = '/ar';

/** A public page's address in a language. */
export const publicPathIn = (path: string, locale: 'en' | 'ar') =>
  locale === 'ar' ? `${ARABIC_PREFIX}${path === '/' ? '' : path}` : path;

/** The English address of a public page, whichever language it is in. */
export const englishPathOf = (path: string) =>
  path === ARABIC_PREFIX ? '/' : path.startsWith(`${ARABIC_PREFIX}/`) ? path.slice(3) : path;

/**
 * Pages rendered to static HTML at build time and served as they are: what search engines
 * index (sitemap.xml) and what a first visit downloads without the app's code.
 */
export const ENGLISH_PUBLIC_PAGE_PATHS = [
  '/',
  '/terms-and-policies',
  '/help/tutorials',
  ...TUTORIAL_SLUGS.map((slug) => `/help/tutorials/${slug}`),
] as const;
export const PUBLIC_PAGE_PATHS = [
  ...ENGLISH_PUBLIC_PAGE_PATHS,
  ...ENGLISH_PUBLIC_PAGE_PATHS.map((path) => publicPathIn(path, 'ar')),
] as const;

/** Where a pre-rendered page is written inside dist/web. */
export const pageFileFor = (path: string) => `pages${path === '/' ? '/index' : path}.html`;

/** Replaced by the server with APP_URL: canonical and social URLs must be absolute. */
export const APP_URL_PLACEHOLDER = '%APP_URL%';
