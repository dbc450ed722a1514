import { localPublicPath } from './local-public-path';

/** The landing page's in-page sections, in page order (spec section 2). */
export const SECTIONS = [
  'home',
  'about',
  'who-we-are',
  'services',
  'pricing',
  'faq',
  'contact',
  'partners',
] as const;
export type SectionId = (typeof SECTIONS)[number];

/** Sections the top navigation links to (partners has no entry; contact does). */
export const NAV_SECTIONS = [
  'home',
  'about',
  'who-we-are',
  'services',
  'pricing',
  'faq',
  'contact',
] as const satisfies readonly SectionId[];

/**
 * On the landing page an anchor scrolls in place; elsewhere it opens the landing page (of the
 * page's language) at that section.
 */
export const sectionHref = (id: SectionId, onLanding: boolean) =>
  onLanding ? `#${id}` : `${localPublicPath('/')}#${id}`;
