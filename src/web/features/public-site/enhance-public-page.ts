// What the public pages do in the browser, without React: the same code runs in the
// pre-rendered pages (public-client.ts) and, from an effect, when the app renders them.
import { fillPackageLists } from './package-lists';

/** The bar turns white with a shadow after this many pixels of scrolling (spec section 9). */
export const SCROLL_THRESHOLD_PX = 50;
/** An anchor in the address scrolls there after this delay (spec section 9). */
export const ANCHOR_DELAY_MS = 100;

function trackScroll(header: HTMLElement): () => void {
  const update = () => {
    header.toggleAttribute('data-scrolled', window.scrollY > SCROLL_THRESHOLD_PX);
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  return () => window.removeEventListener('scroll', update);
}

/** A link chosen in the small-screen menu closes it. */
function closeMenuOnNavigate(menu: HTMLElement): () => void {
  const onClick = (event: Event) => {
    if ((event.target as Element | null)?.closest('a') && menu.matches(':popover-open')) {
      menu.hidePopover();
    }
  };
  menu.addEventListener('click', onClick);
  return () => menu.removeEventListener('click', onClick);
}

function scrollToAddressAnchor(): () => void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return () => undefined;
  const timer = window.setTimeout(() => {
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, ANCHOR_DELAY_MS);
  return () => window.clearTimeout(timer);
}

/** The page was rendered at build time: keep the copyright year current. */
function refreshYear(root: ParentNode) {
  const year = String(new Date().getFullYear());
  for (const el of root.querySelectorAll<HTMLElement>('[data-current-year]')) {
    el.textContent = el.textContent?.replace(/\d{4}/, year) ?? year;
  }
}

/** Wires a public page's behaviour; returns the undo for React's effect cleanup. */
export function enhancePublicPage(root: Document = document): () => void {
  const cleanups: (() => void)[] = [];
  const header = root.querySelector<HTMLElement>('[data-site-header]');
  if (header && !header.hasAttribute('data-solid')) cleanups.push(trackScroll(header));
  const menu = root.querySelector<HTMLElement>('[data-site-menu]');
  if (menu) cleanups.push(closeMenuOnNavigate(menu));
  cleanups.push(scrollToAddressAnchor());
  refreshYear(root);
  void fillPackageLists(root);
  return () => {
    for (const undo of cleanups) undo();
  };
}
