// Fills the package lists of the public pages (pricing cards on /, the price table on
// /terms-and-policies) from GET /api/packages. Plain DOM code: it runs in the pre-rendered
// pages without React, and in the app from an effect. The markup, its <template> and the
// translated strings (data-* attributes) come from the React components.
import type { PublicPackage } from '@common/contracts/packages';

/** The spec labels the third card. */
const POPULAR_INDEX = 2;

/** The page's language (the pre-rendered pages carry it on <html>). */
const pageLanguage = () => document.documentElement.lang || 'en';

/** Picks the `data-{name}-{plural form}` string of `el` for `count`, filling {{count}}. */
function countLabel(el: HTMLElement, name: string, count: number): string {
  const form = new Intl.PluralRules(pageLanguage()).select(count);
  const key = (f: string) => `${name}${f.charAt(0).toUpperCase()}${f.slice(1)}`;
  const text = el.dataset[key(form)] ?? el.dataset[key('other')] ?? '';
  return text.replaceAll('{{count}}', String(count));
}

export const formatPrice = (price: number) =>
  new Intl.NumberFormat(pageLanguage(), { style: 'currency', currency: 'USD' }).format(price);

function fieldsOf(list: HTMLElement, pkg: PublicPackage): Record<string, string> {
  return {
    name: pkg.name,
    description: pkg.description,
    price: formatPrice(pkg.price),
    points: countLabel(list, 'points', pkg.unlockPoints),
    validity: pkg.isTrial
      ? (list.dataset.trialValidity ?? '')
      : countLabel(list, 'months', pkg.validityMonths),
    exams:
      pkg.examLimit === null
        ? (list.dataset.examsUnlimited ?? '')
        : countLabel(list, 'exams', pkg.examLimit),
    discount:
      pkg.discountPercent > 0
        ? (list.dataset.discount ?? '').replaceAll('{{percent}}', String(pkg.discountPercent))
        : '',
  };
}

function render(list: HTMLElement, packages: PublicPackage[]) {
  const template = list.querySelector<HTMLTemplateElement>('template[data-packages-template]');
  const target = list.querySelector<HTMLElement>('[data-packages-target]');
  const items = list.querySelector<HTMLElement>('[data-packages-items]');
  const status = list.querySelector<HTMLElement>('[data-packages-status]');
  if (!template || !target) return;
  // Parsed HTML puts a template's markup in .content; React, rendering in the browser,
  // appends it as the element's children.
  const source: ParentNode = template.content.firstElementChild ? template.content : template;
  target.replaceChildren(
    ...packages.map((pkg, index) => {
      const item = document.createDocumentFragment();
      for (const child of source.children) item.append(child.cloneNode(true));
      const fields = fieldsOf(list, pkg);
      for (const slot of item.querySelectorAll<HTMLElement>('[data-field]')) {
        const value = fields[slot.dataset.field ?? ''];
        if (value === undefined) continue;
        slot.textContent = value;
        if (!value) slot.hidden = true;
      }
      const popular = index === POPULAR_INDEX;
      for (const badge of item.querySelectorAll<HTMLElement>('[data-popular-badge]')) {
        badge.hidden = !popular;
      }
      const root = item.firstElementChild as HTMLElement | null;
      if (root && popular) root.dataset.popular = '';
      return item;
    }),
  );
  if (items) items.hidden = packages.length === 0;
  // Loaded, or failed: the spec leaves the list empty on failure, without a message.
  status?.remove();
  list.dataset.state = 'ready';
}

async function fetchPackages(): Promise<PublicPackage[]> {
  try {
    const res = await fetch('/api/packages', { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET /api/packages answered ${res.status}`);
    const body = (await res.json()) as { packages?: PublicPackage[] };
    return Array.isArray(body.packages) ? body.packages : [];
  } catch (err) {
    console.warn('packages could not be loaded', err);
    return [];
  }
}

/** Fills every package list in `root` (or `root` itself); one request for all of them. */
export async function fillPackageLists(root: ParentNode = document): Promise<void> {
  const lists = [
    ...(root instanceof HTMLElement && root.matches('[data-package-list]') ? [root] : []),
    ...root.querySelectorAll<HTMLElement>('[data-package-list]'),
  ].filter((list) => list.dataset.state !== 'ready');
  if (lists.length === 0) return;
  const packages = await fetchPackages();
  for (const list of lists) render(list, packages);
}
