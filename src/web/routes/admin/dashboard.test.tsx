import type { AdminPaymentRow, PaymentTotals } from '@common/contracts/commerce';
import type { Subject } from '@common/contracts/subjects';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const row = (overrides: Partial<AdminPaymentRow>): AdminPaymentRow => ({
  id: 'pay-1',
  student: { id: 'u1', email: 'lina@example.com', name: 'Lina Haddad' },
  packageId: 'pkg-premium',
  packageName: 'Premium',
  provider: 'sandbox',
  providerRef: 'sandbox_cs_1',
  status: 'succeeded',
  failureReason: null,
  amountList: 89,
  amountPaid: 76.09,
  currency: 'usd',
  createdAt: '2026-11-01T10:00:00.000Z',
  completedAt: '2026-11-01T10:01:00.000Z',
  ...overrides,
});

const totals = (overrides: Partial<PaymentTotals> = {}): PaymentTotals => ({
  count: 0,
  succeededCount: 0,
  succeededAmount: 0,
  refundedCount: 0,
  refundedAmount: 0,
  pendingCount: 0,
  failedCount: 0,
  expiredCount: 0,
  ...overrides,
});

const subject = (overrides: Partial<Subject>): Subject => ({
  id: 'sub-1',
  slug: 'ap-calculus-ab',
  name: 'AP Calculus AB',
  board: 'AP',
  description: '',
  isActive: true,
  sortOrder: 0,
  questionCount: 120,
  confirmedCount: 90,
  topics: [],
  ...overrides,
});

const today = new Date().toISOString().slice(0, 10);
const monthStart = `${today.slice(0, 8)}01`;
const STATUS_COUNTS: Record<string, number> = {
  draft: 5,
  pending_review: 12,
  confirmed: 90,
  archived: 3,
};

function paymentsAnswer(req: FakeRequest) {
  const from = req.query.get('from');
  if (from === today && req.query.get('to') === today) {
    return { items: [], totals: totals({ count: 3, succeededCount: 2, succeededAmount: 150.5 }) };
  }
  if (from === monthStart) {
    return { items: [], totals: totals({ count: 14, succeededCount: 11, succeededAmount: 980 }) };
  }
  return {
    items: [
      row({}),
      row({
        id: 'pay-2',
        student: { id: 'u2', email: 'sami@example.com', name: 'Sami Aziz' },
        packageName: 'Starter',
        amountPaid: 19,
        status: 'failed',
        createdAt: '2026-10-30T10:00:00.000Z',
      }),
    ],
    totals: totals({
      count: 40,
      succeededCount: 30,
      succeededAmount: 2450.75,
      refundedCount: 1,
      refundedAmount: 89,
    }),
  };
}

function setup() {
  const api = installFakeApi({ me: makeMe({ role: 'admin', firstName: 'Huda' }) });
  api.on('GET /api/admin/questions', (req) => {
    const status = req.query.get('status') ?? '';
    return {
      status: 200,
      body: { items: [], total: STATUS_COUNTS[status] ?? 0, page: 1, pageSize: 1 },
    };
  });
  api.on('GET /api/admin/subjects', () => ({
    status: 200,
    body: {
      subjects: [
        subject({}),
        subject({
          id: 'sub-2',
          slug: 'igcse-physics',
          name: 'IGCSE Physics',
          board: 'IGCSE',
          isActive: false,
          questionCount: 0,
          confirmedCount: 0,
        }),
      ],
    },
  }));
  api.on('GET /api/admin/payments', (req) => ({
    status: 200,
    body: {
      page: 1,
      pageSize: Number(req.query.get('pageSize') ?? 25),
      total: 0,
      ...paymentsAnswer(req),
    },
  }));
  return api;
}

const stat = (label: string) =>
  screen.getByRole('heading', { name: label }).parentElement as HTMLElement;
const panel = async (name: string) => screen.findByRole('region', { name });

describe('admin dashboard', { timeout: 20_000 }, () => {
  it('counts the questions by status and links pending review to the filtered list', async () => {
    setup();
    const { user, router } = renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    await waitFor(() => expect(within(stat('Pending review')).getByText('12')).toBeTruthy());
    expect(within(stat('Confirmed questions')).getByText('90')).toBeTruthy();
    expect(within(stat('Confirmed questions')).getByText('of 110 questions in the bank'));

    const questions = within(await panel('Questions by status'));
    expect(questions.getByText('110 questions in the bank')).toBeTruthy();
    expect(questions.getByRole('link', { name: 'Draft 5' }).getAttribute('href')).toBe(
      '/admin/questions?status=draft',
    );
    expect(questions.getByRole('link', { name: 'Archived 3' }).getAttribute('href')).toBe(
      '/admin/questions?status=archived',
    );
    await user.click(questions.getByRole('link', { name: 'Review pending questions' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/questions?status=pending_review'));
  });

  it('shows the subjects with their confirmed questions', async () => {
    setup();
    renderApp('/admin/dashboard');
    const subjects = within(await panel('Questions by subject'));
    expect(await subjects.findByText('AP Calculus AB')).toBeTruthy();
    expect(subjects.getByText('90 of 120 confirmed')).toBeTruthy();
    expect(subjects.getByText('Inactive')).toBeTruthy();
    expect(subjects.getByRole('link', { name: 'Manage subjects' }).getAttribute('href')).toBe(
      '/admin/subjects',
    );
    await waitFor(() => expect(within(stat('Subjects')).getByText('2')).toBeTruthy());
    expect(within(stat('Subjects')).getByText('1 active · manage')).toBeTruthy();
  });

  it('shows payments today, this month and revenue from the payments API', async () => {
    const api = setup();
    renderApp('/admin/dashboard');
    await waitFor(() => expect(within(stat('Payments today')).getByText('3')).toBeTruthy());
    const todayLink = within(stat('Payments today')).getByRole('link', {
      name: '$150.50 received (UTC day)',
    });
    expect(todayLink.getAttribute('href')).toBe(`/admin/payments?from=${today}&to=${today}`);
    const month = within(stat('Revenue this month'));
    expect(month.getByText('$980.00')).toBeTruthy();
    expect(month.getByRole('link', { name: '14 payments this month' }).getAttribute('href')).toBe(
      `/admin/payments?from=${monthStart}&to=${today}`,
    );
    const revenue = within(stat('Revenue, all time'));
    expect(revenue.getByText('$2,450.75')).toBeTruthy();
    expect(revenue.getByText('$89.00 refunded · see payments')).toBeTruthy();
    const asked = api.calls.filter((c) => c.path === '/api/admin/payments');
    expect(asked.some((c) => c.query.get('from') === today && c.query.get('to') === today)).toBe(
      true,
    );
  });

  it('lists the recent payments with amount and status', async () => {
    setup();
    renderApp('/admin/dashboard');
    const payments = within(await panel('Recent payments'));
    expect(await payments.findByText('Lina Haddad')).toBeTruthy();
    expect(payments.getByText('$76.09')).toBeTruthy();
    expect(payments.getByText('Succeeded')).toBeTruthy();
    expect(payments.getByText('Sami Aziz')).toBeTruthy();
    expect(payments.getByText('Failed')).toBeTruthy();
    expect(payments.getByRole('link', { name: 'All payments' }).getAttribute('href')).toBe(
      '/admin/payments',
    );
  });

  it('shows errors instead of crashing when the APIs fail', async () => {
    const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
    const { user } = renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(await screen.findByText('The question counts could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The subjects could not be loaded.')).toBeTruthy();
    expect(screen.getAllByText('The payments could not be loaded.').length).toBeGreaterThan(0);
    expect(within(stat('Pending review')).getByText('—')).toBeTruthy();

    api.on('GET /api/admin/subjects', () => ({ status: 200, body: { subjects: [subject({})] } }));
    const subjects = within(await panel('Questions by subject'));
    await user.click(subjects.getByRole('button', { name: 'Try again' }));
    expect(await subjects.findByText('90 of 120 confirmed')).toBeTruthy();
  });

  it('offers to add a subject and says so when there are no payments', async () => {
    const api = setup();
    api.on('GET /api/admin/subjects', () => ({ status: 200, body: { subjects: [] } }));
    api.on('GET /api/admin/payments', () => ({
      status: 200,
      body: { items: [], total: 0, page: 1, pageSize: 5, totals: totals() },
    }));
    renderApp('/admin/dashboard');
    expect(await screen.findByText('No subject yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a subject' }).getAttribute('href')).toBe(
      '/admin/subjects',
    );
    expect(await screen.findByText('No payment yet.')).toBeTruthy();
  });
});
