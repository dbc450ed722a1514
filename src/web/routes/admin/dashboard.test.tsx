import type { DashboardAnalytics } from '@common/contracts/business-analytics-site';
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
const panel = async (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });

describe('admin dashboard', { timeout: 20_000 }, () => {
  it('counts the questions by status and links pending review to the filtered list', async () => {
    setup();
    const { user, router } = renderApp('/admin/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 15_000 }),
    ).toBeTruthy();
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
    expect(
      await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 15_000 }),
    ).toBeTruthy();
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

const figure = (current: number, previous: number) => ({
  current,
  previous,
  change: previous === 0 ? null : (current - previous) / previous,
});

function periodAnswer(days: string): DashboardAnalytics {
  const week = days === '7';
  return {
    period: {
      from: week ? '2026-11-24' : '2026-11-01',
      to: '2026-11-30',
      days: week ? 7 : 30,
      previousFrom: week ? '2026-11-17' : '2026-10-02',
      previousTo: week ? '2026-11-23' : '2026-10-31',
    },
    usersByRole: [
      { role: 'student', count: 120 },
      { role: 'affiliate', count: 4 },
      { role: 'admin', count: 2 },
      { role: 'inactive', count: 1 },
    ],
    signUps: week ? figure(6, 3) : figure(40, 50),
    revenue: week ? figure(210, 0) : figure(1234.5, 1000),
    orders: figure(12, 10),
    exams: figure(75, 75),
    examsSubmitted: figure(60, 50),
    daily: [
      { day: '2026-11-29', signUps: 2, revenue: 89, exams: 5 },
      { day: '2026-11-30', signUps: 4, revenue: 121, exams: 7 },
    ],
    questionsByStatus: [],
    recentPayments: [],
    recentSignUps: [
      {
        id: 'u9',
        name: 'Nour Salem',
        email: 'nour@example.com',
        role: 'student',
        createdAt: '2026-11-30T09:00:00.000Z',
      },
    ],
    attention: { pendingQuestions: 12, pendingCommissions: 3, failedEmails: 0 },
  };
}

describe('admin dashboard: figures of a period', { timeout: 60_000 }, () => {
  const slow = { timeout: 15_000 };
  const figureCard = (name: string) =>
    screen.getByRole('heading', { name }).parentElement as HTMLElement;

  function setupPeriod() {
    const api = setup();
    api.on('GET /api/admin/analytics/dashboard', (req) => ({
      status: 200,
      body: periodAnswer(req.query.get('days') ?? '30'),
    }));
    return api;
  }

  it('shows sign-ups, revenue, orders and exams with their change', async () => {
    setupPeriod();
    renderApp('/admin/dashboard');
    const section = within(await screen.findByRole('region', { name: 'Over the period' }, slow));
    await section.findByText('$1,234.50', {}, slow);
    expect(within(figureCard('Sign-ups')).getByText('−20%')).toBeTruthy();
    expect(within(figureCard('Revenue')).getByText('+23.5%')).toBeTruthy();
    expect(within(figureCard('Revenue')).getByText('$1,000.00 in the period before')).toBeTruthy();
    expect(within(figureCard('Exams started')).getByText('No change')).toBeTruthy();
    const roles = section.getByRole('table', { name: 'Users by role' });
    expect(within(roles).getByRole('rowheader', { name: 'Students' })).toBeTruthy();
    expect(within(roles).getByText('120')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Download Users by role as CSV' })).toBeTruthy();
    expect(
      section.getByRole('button', {
        name: 'Download Sign-ups, exams and revenue per day as CSV',
      }),
    ).toBeTruthy();
    expect(section.getByText('Nour Salem')).toBeTruthy();
  });

  it('links each item needing attention to where it is handled', async () => {
    setupPeriod();
    renderApp('/admin/dashboard');
    const attention = within(await screen.findByRole('region', { name: 'Needs attention' }, slow));
    expect(
      attention.getByRole('link', { name: 'Questions waiting for review 12' }).getAttribute('href'),
    ).toBe('/admin/questions?status=pending_review');
    expect(
      attention.getByRole('link', { name: 'Commissions to approve 3' }).getAttribute('href'),
    ).toBe('/admin/affiliate-accounts?tab=commissions&status=pending');
    expect(attention.getByRole('link', { name: 'Failed e-mails 0' }).getAttribute('href')).toBe(
      '/admin/email-management?status=failed',
    );
  });

  it('asks again when the period changes and keeps it in the address', async () => {
    const api = setupPeriod();
    const { user, router } = renderApp('/admin/dashboard');
    const section = within(await screen.findByRole('region', { name: 'Over the period' }, slow));
    await section.findByText('$1,234.50', {}, slow);
    await user.click(section.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/dashboard?days=7'));
    expect(await section.findByText('$210.00', {}, slow)).toBeTruthy();
    expect(within(figureCard('Revenue')).getByText('New')).toBeTruthy();
    expect(within(figureCard('Sign-ups')).getByText('+100%')).toBeTruthy();
    const asked = api.calls.filter((c) => c.path === '/api/admin/analytics/dashboard');
    expect(asked.map((c) => c.query.toString())).toEqual(['days=30', 'days=7']);
  });
});
