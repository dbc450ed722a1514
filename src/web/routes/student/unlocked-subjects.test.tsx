import type { CatalogueSubject } from '@common/contracts/commerce';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCatalogueSubject } from '@/features/commerce/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const calculus = makeCatalogueSubject({
  unlocked: true,
  unlockedAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2027-02-01T10:00:00.000Z',
});
const physics = makeCatalogueSubject({
  id: 'sub-phys',
  name: 'AP Physics 1',
  slug: 'ap-physics-1',
});
const english = makeCatalogueSubject({
  id: 'sub-eng',
  name: 'EST Literacy',
  slug: 'est-literacy',
  board: 'EST',
});

function setup(points: number) {
  const api = installFakeApi({ me: makeMe({ unlockPoints: points }) });
  const state = { points, subjects: [calculus, physics, english] as CatalogueSubject[] };
  api.on('GET /api/student/subjects', () => ({
    status: 200,
    body: { points: state.points, subjects: state.subjects },
  }));
  return { api, state };
}

const card = (name: string) =>
  screen.getByRole('heading', { name }).closest('[data-subject]') as HTMLElement;

describe('unlocked-subjects page', { timeout: 20_000 }, () => {
  it('shows each subject locked or unlocked with the date access ends', async () => {
    setup(2);
    renderApp('/student/unlocked-subjects');
    await screen.findByRole('heading', { name: 'AP Calculus AB' });
    expect(screen.getByText('You have 2 unlock points to spend.')).toBeTruthy();
    expect(within(card('AP Calculus AB')).getByText('Unlocked')).toBeTruthy();
    expect(within(card('AP Calculus AB')).getByText('Until Feb 1, 2027')).toBeTruthy();
    expect(within(card('AP Physics 1')).getByText('Locked')).toBeTruthy();
    expect(within(card('AP Calculus AB')).queryByRole('button')).toBeNull();
  });

  it('unlocks a subject for one point after asking', async () => {
    const { api, state } = setup(2);
    api.on('POST /api/student/subjects/sub-phys/unlock', () => {
      state.points = 1;
      state.subjects = [
        calculus,
        { ...physics, unlocked: true, expiresAt: '2027-02-01T10:00:00.000Z' },
        english,
      ];
      return {
        status: 201,
        body: { subjectId: 'sub-phys', expiresAt: '2027-02-01T10:00:00.000Z', points: 1 },
      };
    });
    const { user } = renderApp('/student/unlocked-subjects');
    await user.click(await screen.findByRole('button', { name: 'Unlock AP Physics 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Unlock AP Physics 1?')).toBeTruthy();
    expect(within(dialog).getByText(/spends 1 of your 2 points/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Unlock for 1 point' }));
    expect(await screen.findByText('AP Physics 1 unlocked until Feb 1, 2027')).toBeTruthy();
    await waitFor(() => expect(within(card('AP Physics 1')).getByText('Unlocked')).toBeTruthy());
    expect(screen.getByText('You have 1 unlock point to spend.')).toBeTruthy();
    // The pressed button is gone; focus stays on the card, on its new state.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(card('AP Physics 1')).getByText('Unlocked')),
    );
  });

  it('offers to buy a package instead when there are no points, and spends nothing', async () => {
    const { api } = setup(0);
    const { user } = renderApp('/student/unlocked-subjects');
    expect(await screen.findByText('You have no unlock points left.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unlock AP Physics 1' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Not enough points')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Buy a package' }).getAttribute('href')).toBe(
      '/student/buy-package',
    );
    expect(api.calls.some((c) => c.path.includes('/unlock'))).toBe(false);
  });

  it("shows the server's message when the last point was spent elsewhere", async () => {
    const { api } = setup(1);
    api.on('POST /api/student/subjects/sub-phys/unlock', () => ({
      status: 402,
      body: {
        statusCode: 402,
        code: 'PAYMENT_REQUIRED',
        message: 'You have no unlock points left. Buy a package to unlock more subjects.',
      },
    }));
    const { user } = renderApp('/student/unlocked-subjects');
    await user.click(await screen.findByRole('button', { name: 'Unlock AP Physics 1' }));
    await user.click(await screen.findByRole('button', { name: 'Unlock for 1 point' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'You have no unlock points left. Buy a package to unlock more subjects.',
      ),
    ).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Buy a package' })).toBeTruthy();
  });

  it('filters the catalogue by board', async () => {
    setup(1);
    const { user } = renderApp('/student/unlocked-subjects');
    await screen.findByRole('heading', { name: 'EST Literacy' });
    await user.click(screen.getByRole('button', { name: 'EST' }));
    expect(screen.queryByRole('heading', { name: 'AP Calculus AB' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'EST Literacy' })).toBeTruthy();
  });
});
