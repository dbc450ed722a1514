import type { PublicPackage } from '@common/contracts/packages';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { TermsPageContent } from './terms-page-content';

const packages: PublicPackage[] = [
  {
    id: 'basic',
    name: 'Basic',
    description: 'Two subjects for a term',
    price: 29,
    discountPercent: 0,
    unlockPoints: 2,
    validityMonths: 3,
    examLimit: 20,
    isTrial: false,
  },
  {
    id: 'premium',
    name: 'Premium',
    description: 'Five subjects for the year',
    price: 79.5,
    discountPercent: 10,
    unlockPoints: 5,
    validityMonths: 12,
    examLimit: 100,
    isTrial: false,
  },
];

const SECTIONS = [
  ['contact', 'Contact Us'],
  ['terms', 'Terms and Conditions'],
  ['privacy', 'Privacy Policy'],
  ['refund', 'Refund Policy'],
  ['cancellation', 'Cancellation Policy'],
  ['prices', 'Prices'],
  ['delivery', 'Delivery Policy'],
] as const;

function renderPage() {
  const api = installFakeApi();
  api.on('GET /api/packages', () => ({ status: 200, body: { packages } }));
  render(
    <MemoryRouter initialEntries={['/terms-and-policies']}>
      <TermsPageContent />
    </MemoryRouter>,
  );
  return api;
}

const region = (name: string) => screen.getByRole('region', { name });

describe('terms and policies content', () => {
  it('has the page title, the last-updated date and the seven sections in order', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Policies' })).toBeTruthy();
    const updated = screen.getByText('22 November 2026');
    expect(updated.tagName).toBe('TIME');
    expect(updated.getAttribute('datetime')).toBe('2026-11-22');

    const sections = SECTIONS.map(([id, title]) => {
      const heading = screen.getByRole('heading', { level: 2, name: title });
      const section = region(title);
      expect(section.id).toBe(id);
      expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
      expect(section.className).toContain('scroll-mt-24');
      return section;
    });
    for (let i = 1; i < sections.length; i++) {
      const previous = sections[i - 1] as HTMLElement;
      const position = previous.compareDocumentPosition(sections[i] as HTMLElement);
      expect(position & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('lists every section in the table of contents, linking to its anchor', () => {
    renderPage();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      SECTIONS.map(([id]) => `#${id}`),
    );
    for (const [id, title] of SECTIONS) {
      const link = within(toc).getByRole('link', { name: title });
      expect(link.getAttribute('href')).toBe(`#${id}`);
      expect(document.getElementById(id)).toBe(region(title));
    }
  });

  it('keeps heading levels in order (no skipped levels)', () => {
    renderPage();
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) {
      expect((levels[i] as number) - (levels[i - 1] as number)).toBeLessThanOrEqual(1);
    }
  });

  it('states the purchase terms: final sales, discounts, instant points, card handling, trial', () => {
    renderPage();
    const terms = region('Terms and Conditions');
    expect(
      within(terms).getByText(/All purchases are final: there are no refunds and no cancellations/),
    ).toBeTruthy();
    expect(within(terms).getByText(/Bulk packages get discounts of 5% or more/)).toBeTruthy();
    expect(
      within(terms).getByText(/Users linked to an affiliate may get discounts of 5% to 15%/),
    ).toBeTruthy();
    expect(
      within(terms).getByText('Points are credited to your account instantly after payment.'),
    ).toBeTruthy();
    expect(within(terms).getByText(/card details are not stored by Tafawuq/)).toBeTruthy();
    expect(within(terms).getByText(/payment goes through Stripe/i)).toBeTruthy();
    expect(
      within(terms).getByText(
        /free trial with limited access: 1 unlock point, valid for 3 days, with 2 practice exams/,
      ),
    ).toBeTruthy();
    expect(
      within(terms).getByText(/1 point unlocks 1 subject until the package's expiry/),
    ).toBeTruthy();
    expect(within(terms).getByText('20 practice exams')).toBeTruthy();
    expect(within(terms).getByText('100+ practice exams')).toBeTruthy();
    expect(within(terms).getByText('Unlimited practice exams')).toBeTruthy();

    expect(
      within(region('Delivery Policy')).getByText(
        /Points are credited to your account instantly after successful payment/,
      ),
    ).toBeTruthy();
    expect(within(region('Refund Policy')).getByText(/within 14 days of the payment/)).toBeTruthy();
    expect(
      within(region('Cancellation Policy')).getByText(
        /cannot be cancelled once it has been bought/,
      ),
    ).toBeTruthy();
  });

  it('gives the contact details with working phone and e-mail links', () => {
    renderPage();
    const contact = region('Contact Us');
    expect(
      within(contact).getByRole('link', { name: '+1 (415) 555-0132' }).getAttribute('href'),
    ).toBe('tel:+14155550132');
    expect(
      within(contact).getByRole('link', { name: '+971 4 555 0199' }).getAttribute('href'),
    ).toBe('tel:+97145550199');
    expect(
      within(contact).getByRole('link', { name: 'support@tafawuq.com' }).getAttribute('href'),
    ).toBe('mailto:support@tafawuq.com');
    expect(within(contact).getByText('548 Market Street')).toBeTruthy();
    expect(within(contact).getByText('Mon-Fri')).toBeTruthy();
    expect(within(contact).getByText('9:00-18:00')).toBeTruthy();
  });

  it('explains cookies and data sharing in the privacy policy', () => {
    renderPage();
    const privacy = region('Privacy Policy');
    expect(within(privacy).getByText(/one cookie: an httpOnly session cookie/)).toBeTruthy();
    expect(within(privacy).getByText(/no advertising cookies/)).toBeTruthy();
    expect(within(privacy).getByText(/We do not sell your personal data/)).toBeTruthy();
  });

  it('shows the live price list from GET /api/packages in the prices section', async () => {
    const api = renderPage();
    const prices = region('Prices');
    const table = await within(prices).findByRole('table', { name: 'Package prices' });
    expect(await within(table).findByText('Basic')).toBeTruthy();
    expect(within(table).getByText('$29.00')).toBeTruthy();
    expect(within(table).getByText('$79.50')).toBeTruthy();
    expect(within(prices).getByText(/Prices are in US dollars/)).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'GET' && call.path === '/api/packages')).toBe(
      true,
    );
  });
});
