import type { AffiliateSummary } from '@common/contracts/affiliates';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { makeFreshSummary, makeSummary } from '@/features/affiliates/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

function setup(summary: AffiliateSummary = makeSummary()) {
  const api = installFakeApi({
    me: makeMe({ role: 'affiliate', firstName: 'Noura', code: 'NOURA10' }),
  });
  api.on('GET /api/affiliate/summary', () => ({ status: 200, body: summary }));
  return api;
}

afterEach(() => toast.dismiss());

describe('affiliate dashboard', { timeout: 20_000 }, () => {
  it('shows the code, the link with its QR code, and the figures', async () => {
    setup();
    renderApp('/affiliate/dashboard');
    expect(await screen.findByRole('heading', { name: 'Affiliate Dashboard' })).toBeTruthy();
    expect((await screen.findByTestId('affiliate-code')).textContent).toBe('NOURA10');
    const link = screen.getByLabelText('Referral link') as HTMLInputElement;
    expect(link.value).toBe('https://tafawuq.example/?code=NOURA10');
    const qr = screen.getByRole('img', {
      name: 'QR code of your referral link https://tafawuq.example/?code=NOURA10',
    });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);

    // Terms, counts, rates (Intl percent) and commissions by status (Intl currency).
    expect(screen.getByText('10%')).toBeTruthy();
    expect(screen.getByText('12.5%')).toBeTruthy();
    expect(screen.getByText('1,240')).toBeTruthy();
    expect(screen.getByText('62')).toBeTruthy();
    expect(screen.getByText('5%')).toBeTruthy();
    expect(screen.getByText('14.5%')).toBeTruthy();
    const earnings = screen.getByRole('region', { name: 'Commissions' });
    expect(within(earnings).getByText('$22.83')).toBeTruthy();
    expect(within(earnings).getByText('$15.22')).toBeTruthy();
    expect(within(earnings).getByText('$30.44')).toBeTruthy();
    expect(within(earnings).getByText('3 commissions · Waiting for approval')).toBeTruthy();

    // The months: a chart and the numbers in a table beside it.
    expect(
      screen.getByRole('img', {
        name: 'Visits, sign-ups and commissions per month over the last 12 months',
      }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Figures per month' });
    const november = within(table).getByRole('row', { name: /November 2026/ });
    expect(
      within(november)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['840', '42', '$53.27']);
    // That table is the chart's only one: no hidden copy, no "Show table", the drawing points at it.
    expect(screen.getAllByRole('table')).toEqual([table]);
    expect(screen.queryByRole('button', { name: 'Show table' })).toBeNull();
    expect(
      screen
        .getByRole('img', {
          name: 'Visits, sign-ups and commissions per month over the last 12 months',
        })
        .getAttribute('aria-describedby'),
    ).toBe(table.id);
  });

  it('copies the link and downloads the QR code as an SVG file', async () => {
    setup();
    const { user } = renderApp('/affiliate/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to the clipboard')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('https://tafawuq.example/?code=NOURA10');

    let saved: { name: string; blob: Blob } | undefined;
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.set('blob:qr', blob as Blob);
      return 'blob:qr';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = { name: this.download, blob: blobs.get(this.href) as Blob };
    });
    await user.click(screen.getByRole('button', { name: 'Download QR code' }));
    expect(saved?.name).toBe('tafawuq-referral-NOURA10.svg');
    expect(saved?.blob.type).toBe('image/svg+xml');
    const svg = await saved?.blob.text();
    expect(svg).toContain('<svg');
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  });

  it('says so when copying fails', async () => {
    setup();
    const { user } = renderApp('/affiliate/dashboard');
    const button = await screen.findByRole('button', { name: 'Copy link' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(button);
    expect(
      await screen.findByText('Could not copy. Select the link and copy it by hand.'),
    ).toBeTruthy();
  });

  it('on a first visit explains how to share the link instead of empty charts', async () => {
    setup(makeFreshSummary());
    renderApp('/affiliate/dashboard');
    expect(await screen.findByRole('heading', { name: 'Get your first referrals' })).toBeTruthy();
    expect(
      screen.getByText('Students who register through your link get 12.5% off every package.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Figures per month' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Commissions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download QR code' })).toBeTruthy();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    const api = setup();
    api.on('GET /api/affiliate/summary', () => ({ status: 500, body: {} }));
    const { user } = renderApp('/affiliate/dashboard');
    expect(await screen.findByText('Could not load your figures. Please try again.')).toBeTruthy();
    api.on('GET /api/affiliate/summary', () => ({ status: 200, body: makeSummary() }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('affiliate-code').textContent).toBe('NOURA10'));
  });
});
