import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const PACKAGES = [
  { name: 'Free Trial', price: 0, unlockPoints: 1, validityMonths: 0, examLimit: 2, isTrial: true },
  { name: 'Basic', price: 49, unlockPoints: 2, validityMonths: 3, examLimit: 20, isTrial: false },
  {
    name: 'Premium',
    price: 89.5,
    unlockPoints: 4,
    validityMonths: 6,
    examLimit: 120,
    isTrial: false,
  },
].map((p, i) => ({ id: `p${i}`, description: `${p.name} package`, discountPercent: 0, ...p }));

function withPackages() {
  const api = installFakeApi();
  api.on('GET /api/packages', () => ({ status: 200, body: { packages: PACKAGES } }));
  return api;
}

// The public pages arrive pre-rendered on a first visit; these are the same pages when the
// app is already running (after signing out, or following a link from the app).
describe('public pages inside the app', () => {
  it('the landing page fills its pricing cards from the API, the third labelled Most Popular', async () => {
    withPackages();
    renderApp('/');
    await waitFor(() =>
      expect(document.querySelectorAll('#pricing [data-packages-target] > li')).toHaveLength(3),
    );
    const cards = [...document.querySelectorAll('#pricing [data-packages-target] > li')];
    expect(cards.map((c) => c.querySelector('[data-field="price"]')?.textContent)).toEqual([
      '$0.00',
      '$49.00',
      '$89.50',
    ]);
    const badges = cards.map(
      (c) => !(c.querySelector('[data-popular-badge]') as HTMLElement).hidden,
    );
    expect(badges).toEqual([false, false, true]);
    expect(cards[1]?.textContent).toContain('2 subject unlocks');
    expect(cards[0]?.textContent).toContain('Valid 3 days');
    expect(screen.queryByText('Loading packages...')).toBeNull();
  });

  it('/terms-and-policies lists the prices in its table', async () => {
    withPackages();
    renderApp('/terms-and-policies');
    await waitFor(() =>
      expect(document.querySelectorAll('#prices [data-packages-target] tr')).toHaveLength(3),
    );
    expect(document.querySelector('#prices')?.textContent).toContain('$89.50');
  });

  it('/help opens the tutorials, and a tutorial opens from the index', async () => {
    withPackages();
    const { user, router } = renderApp('/help');
    await waitFor(() => expect(currentUrl(router)).toBe('/help/tutorials'));
    const link = await screen.findByRole('link', { name: /Troubleshooting/ });
    await user.click(link);
    await waitFor(() => expect(currentUrl(router)).toBe('/help/tutorials/troubleshooting'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});
