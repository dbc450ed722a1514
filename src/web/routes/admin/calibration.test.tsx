import type { CalibrationProposal, CalibrationProposals } from '@common/contracts/calibration';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const proposal = (
  id: string,
  stem: string,
  extra: Partial<CalibrationProposal> = {},
): CalibrationProposal => ({
  id,
  stem,
  subject: { id: 's1', name: 'AP Physics 1' },
  topic: { id: 't1', name: 'Kinematics' },
  responses: 412,
  facility: 0.62,
  pointBiserial: 0.41,
  current: { a: 1, b: 0, c: 0.25 },
  proposed: { a: 1.34, b: 0.52, c: 0.25 },
  seA: 0.12,
  seB: 0.08,
  aEstimated: true,
  converged: true,
  calibratedAt: null,
  flags: [],
  ...extra,
});

const PROPOSALS: CalibrationProposals = {
  threshold: 200,
  totals: { all: 40, eligible: 30, flagged: 1 },
  items: [
    proposal('q1', 'What is the **acceleration** of a ball in free fall?'),
    proposal('q2', 'Which graph shows constant velocity?', {
      facility: 0.97,
      pointBiserial: 0.05,
      proposed: { a: 1, b: -3.1, c: 0.25 },
      seA: null,
      aEstimated: false,
      flags: ['low_discrimination', 'facility_near_1'],
      calibratedAt: '2026-03-01T10:00:00.000Z',
    }),
  ],
  total: 30,
  page: 1,
  pageSize: 25,
};

const EMPTY: CalibrationProposals = {
  threshold: 200,
  totals: { all: 0, eligible: 0, flagged: 0 },
  items: [],
  total: 0,
  page: 1,
  pageSize: 25,
};

function openPage(url = '/admin/calibration', body: CalibrationProposals = PROPOSALS) {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/subjects', () => ({ status: 200, body: { subjects: [] } }));
  api.on('GET /api/admin/calibration', () => ({ status: 200, body }));
  api.on('POST /api/admin/calibration/apply', () => ({
    status: 200,
    body: { updated: 1, skipped: [] },
  }));
  return { api, ...renderApp(url) };
}

const lastQuery = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((c) => c.path === '/api/admin/calibration').at(-1)?.query ??
  new URLSearchParams();
const applies = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((c) => c.path === '/api/admin/calibration/apply');

describe('admin item calibration', () => {
  it('shows old → new parameters, standard errors, kept a and flags in words', async () => {
    openPage();
    const table = await screen.findByRole('table', { name: 'Proposed item parameters' });
    const moved = within(table).getByRole('row', { name: /acceleration/ });
    expect(within(moved).getByText('1.00 → 1.34')).toBeTruthy();
    expect(within(moved).getByText('0.00 → 0.52')).toBeTruthy();
    expect(within(moved).getByText('SE 0.12')).toBeTruthy();
    expect(within(moved).getByText('412')).toBeTruthy();
    expect(within(moved).getByText('Never calibrated')).toBeTruthy();
    expect(within(moved).getByRole('link').getAttribute('href')).toBe('/admin/questions/manage/q1');

    const weak = within(table).getByRole('row', { name: /constant velocity/ });
    expect(within(weak).getByText('kept')).toBeTruthy();
    expect(within(weak).getByText('0.00 → -3.10')).toBeTruthy();
    expect(within(weak).getByText('Low discrimination')).toBeTruthy();
    expect(within(weak).getByText('Almost everybody right')).toBeTruthy();
    expect(within(weak).getByText(/Last calibrated/)).toBeTruthy();

    expect(screen.getByText('30')).toBeTruthy();
    expect(screen.getByText('Confirmed, with at least 200 responses')).toBeTruthy();
  });

  it('applies the selected items after confirmation', async () => {
    const { api, user } = openPage();
    const table = await screen.findByRole('table', { name: 'Proposed item parameters' });
    const applySelected = screen.getByRole('button', { name: 'Apply selected' });
    expect(applySelected.hasAttribute('disabled')).toBe(true);
    await user.click(within(table).getByRole('checkbox', { name: /Select question: What is the/ }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    await user.click(applySelected);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/of 1 question will be saved/)).toBeTruthy();
    expect(applies(api)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(applies(api)).toHaveLength(1));
    expect(applies(api)[0]?.body).toEqual({ questionIds: ['q1'] });
    expect(await screen.findByText('1 question updated')).toBeTruthy();
  });

  it('applies all proposals after confirmation, and cancelling sends nothing', async () => {
    const { api, user } = openPage();
    await screen.findByRole('table', { name: 'Proposed item parameters' });
    await user.click(screen.getByRole('button', { name: 'Apply all' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/all 40 eligible questions/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(applies(api)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Apply all' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(applies(api)).toHaveLength(1));
    expect(applies(api)[0]?.body).toEqual({ all: true });
  });

  it('filters weak items, searches and pages on the server, keeping the state in the address', async () => {
    const { api, user, router } = openPage();
    await screen.findByRole('table', { name: 'Proposed item parameters' });
    await user.click(screen.getByRole('checkbox', { name: 'Only weak items' }));
    await waitFor(() => expect(lastQuery(api).get('flagged')).toBe('true'));
    await user.type(screen.getByRole('searchbox', { name: 'Search question text' }), 'graph');
    await waitFor(() => expect(lastQuery(api).get('q')).toBe('graph'));
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(lastQuery(api).get('page')).toBe('2'));
    expect(currentUrl(router)).toContain('flagged=true');
    expect(currentUrl(router)).toContain('q=graph');
  });

  it('explains the response threshold when nothing is ready', async () => {
    openPage('/admin/calibration', EMPTY);
    expect(await screen.findByText('No items to calibrate yet')).toBeTruthy();
    expect(screen.getByText(/needs at least 200 responses to a confirmed question/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply all' }).hasAttribute('disabled')).toBe(true);
  });
});
