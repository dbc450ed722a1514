import type { OwnPackage } from '@common/contracts/commerce';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const held = (overrides: Partial<OwnPackage>): OwnPackage => ({
  id: 'up-1',
  packageId: 'pkg-basic',
  name: 'Basic',
  description: 'Two subjects for 3 months.',
  unlockPoints: 2,
  availability: 1,
  examLimit: 20,
  isTrial: false,
  purchaseDate: '2026-11-01T10:00:00.000Z',
  expiryDate: '2027-02-01T10:00:00.000Z',
  status: 'active',
  ...overrides,
});

describe('my packages page', { timeout: 20_000 }, () => {
  it('lists packages with the points left, expiry and status, expired ones marked', async () => {
    const api = installFakeApi({ me: makeMe({ unlockPoints: 1 }) });
    api.on('GET /api/student/packages', () => ({
      status: 200,
      body: {
        points: 1,
        packages: [
          held({}),
          held({
            id: 'up-0',
            name: 'Free Trial',
            isTrial: true,
            unlockPoints: 1,
            availability: 1,
            purchaseDate: '2026-10-01T10:00:00.000Z',
            expiryDate: '2026-10-04T10:00:00.000Z',
            status: 'expired',
          }),
        ],
      },
    }));
    renderApp('/student/packages');
    const basic = (await screen.findByRole('heading', { name: 'Basic' })).closest(
      '[data-package-status]',
    ) as HTMLElement;
    expect(within(basic).getByText('Active')).toBeTruthy();
    expect(within(basic).getByText('1 of 2 points left')).toBeTruthy();
    expect(within(basic).getByText('Expires Feb 1, 2027')).toBeTruthy();
    const trial = screen
      .getByRole('heading', { name: 'Free Trial' })
      .closest('[data-package-status]') as HTMLElement;
    expect(trial.dataset.packageStatus).toBe('expired');
    expect(within(trial).getByText('Expired')).toBeTruthy();
    expect(within(trial).getByText('Expired Oct 4, 2026')).toBeTruthy();
    // The total counts only what can be spent.
    expect(
      screen.getByRole('heading', { name: 'Unlock points' }).nextElementSibling?.textContent,
    ).toBe('1');
  });

  it('invites a student without packages to buy one', async () => {
    const api = installFakeApi({ me: makeMe({ unlockPoints: 0 }) });
    api.on('GET /api/student/packages', () => ({ status: 200, body: { points: 0, packages: [] } }));
    renderApp('/student/packages');
    expect(await screen.findByText('No packages yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Buy a package' }).length).toBeGreaterThan(0);
  });
});
