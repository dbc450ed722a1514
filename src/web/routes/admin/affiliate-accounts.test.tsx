import type {
  AdminAffiliateRow,
  AdminCommissionRow,
  CommissionTotals,
} from '@common/contracts/affiliates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const noTotals = (): CommissionTotals => ({
  pending: { count: 0, amount: 0 },
  approved: { count: 0, amount: 0 },
  paid: { count: 0, amount: 0 },
  cancelled: { count: 0, amount: 0 },
});

const affiliate = (overrides: Partial<AdminAffiliateRow> = {}): AdminAffiliateRow => ({
  id: 'aff-1',
  name: 'Noura Saleh',
  email: 'noura@example.com',
  code: 'NOURA10',
  active: true,
  commissionRate: 10,
  referralDiscountPercent: 10,
  referredStudents: 7,
  revenue: 1234.5,
  commissions: {
    ...noTotals(),
    pending: { count: 2, amount: 15.22 },
    paid: { count: 1, amount: 7.61 },
  },
  createdAt: '2026-10-01T10:00:00.000Z',
  ...overrides,
});

const ID = {
  c1: '00000000-0000-4000-8000-000000000001',
  c2: '00000000-0000-4000-8000-000000000002',
  c3: '00000000-0000-4000-8000-000000000003',
  c4: '00000000-0000-4000-8000-000000000004',
};

const commission = (overrides: Partial<AdminCommissionRow> = {}): AdminCommissionRow => ({
  id: ID.c1,
  affiliate: { id: 'aff-1', name: 'Noura Saleh', code: 'NOURA10' },
  student: {
    id: 'stu-1',
    name: 'Lina Haddad',
    email: 'lina@example.com',
    emailMasked: 'li***@example.com',
  },
  paymentId: 'pay-1',
  paymentStatus: 'succeeded',
  packageName: 'Premium',
  paymentAmount: 76.1,
  currency: 'usd',
  rate: 10,
  amount: 7.61,
  status: 'pending',
  createdAt: '2026-11-01T10:00:00.000Z',
  approvedAt: null,
  paidAt: null,
  cancelledAt: null,
  payoutReference: null,
  refundedAfterPaid: false,
  ...overrides,
});

const commissions = [
  commission(),
  commission({
    id: ID.c2,
    student: { id: 'stu-2', name: 'Omar Aziz', email: 'omar@example.com', emailMasked: 'om***' },
    amount: 4.9,
  }),
  commission({
    id: ID.c3,
    student: { id: 'stu-3', name: 'Sara Nasser', email: 'sara@example.com', emailMasked: 'sa***' },
    status: 'approved',
    amount: 8.9,
    approvedAt: '2026-11-03T10:00:00.000Z',
  }),
  commission({
    id: ID.c4,
    student: { id: 'stu-4', name: 'Huda Karim', email: 'huda@example.com', emailMasked: 'hu***' },
    status: 'paid',
    paymentStatus: 'refunded',
    refundedAfterPaid: true,
    paidAt: '2026-11-05T10:00:00.000Z',
    payoutReference: 'TRX-0042',
  }),
];

function setup() {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/affiliates', ({ query }) => {
    const items = [
      affiliate(),
      affiliate({
        id: 'aff-2',
        name: 'Karim Idris',
        email: 'karim@example.com',
        code: 'KARIM',
        active: false,
        commissions: noTotals(),
      }),
    ].filter(
      (a) => !query.get('search') || a.name.toLowerCase().includes(query.get('search') ?? ''),
    );
    return {
      status: 200,
      body: { items, total: 30, page: Number(query.get('page') ?? 1), pageSize: 25 },
    };
  });
  api.on('GET /api/admin/commissions', () => ({
    status: 200,
    body: {
      items: commissions,
      total: commissions.length,
      page: 1,
      pageSize: 25,
      totals: {
        pending: { count: 2, amount: 12.51 },
        approved: { count: 1, amount: 8.9 },
        paid: { count: 1, amount: 7.61 },
        cancelled: { count: 0, amount: 0 },
      },
    },
  }));
  return api;
}

const callsTo = (api: ReturnType<typeof setup>, method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path);

describe('admin affiliate accounts page', { timeout: 30_000 }, () => {
  it('lists affiliates with their results and searches and pages on the server', async () => {
    const api = setup();
    const { user, router } = renderApp('/admin/affiliate-accounts');
    const table = await screen.findByRole('table', { name: 'Affiliates' });
    const noura = (await within(table).findByText('Noura Saleh')).closest('tr') as HTMLElement;
    expect(within(noura).getByText('NOURA10')).toBeTruthy();
    expect(within(noura).getByText('noura@example.com')).toBeTruthy();
    expect(within(noura).getByText('Active')).toBeTruthy();
    expect(within(noura).getByText('$1,234.50')).toBeTruthy();
    expect(within(noura).getByText('7')).toBeTruthy();
    expect(within(noura).getByText('2 · $15.22')).toBeTruthy();
    const karim = within(table).getByText('Karim Idris').closest('tr') as HTMLElement;
    expect(within(karim).getByText('Inactive')).toBeTruthy();
    expect(within(karim).getByRole('button', { name: 'Reactivate Karim Idris' })).toBeTruthy();
    expect(
      within(noura).getByRole('link', { name: 'Commissions of Noura Saleh' }).getAttribute('href'),
    ).toBe('/admin/affiliate-accounts?tab=commissions&affiliateId=aff-1');

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, e-mail or code' }),
      'nou',
    );
    await waitFor(() =>
      expect(
        callsTo(api, 'GET', '/api/admin/affiliates').some((c) => c.query.get('search') === 'nou'),
      ).toBe(true),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?search=nou'));
    await waitFor(() => expect(screen.queryByText('Karim Idris')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(
        callsTo(api, 'GET', '/api/admin/affiliates').some(
          (c) => c.query.get('page') === '2' && c.query.get('search') === 'nou',
        ),
      ).toBe(true),
    );
    expect(router.state.location.search).toBe('?search=nou&page=2');
  });

  it('creates an affiliate, checking the fields and showing the server refusal on the code', async () => {
    const api = setup();
    const created = { status: 409 };
    api.on('POST /api/admin/affiliates', ({ body }) =>
      created.status === 409
        ? {
            status: 409,
            body: {
              statusCode: 409,
              code: 'CONFLICT',
              message: 'This affiliate code is already in use',
              fields: { code: 'This affiliate code is already in use' },
            },
          }
        : { status: 201, body: affiliate({ id: 'aff-3', code: (body as { code: string }).code }) },
    );
    const { user } = renderApp('/admin/affiliate-accounts');
    await user.click(await screen.findByRole('button', { name: 'Create affiliate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create affiliate' });
    expect((within(dialog).getByLabelText('Commission rate (%)') as HTMLInputElement).value).toBe(
      '10',
    );
    expect((within(dialog).getByLabelText('Referral discount (%)') as HTMLInputElement).value).toBe(
      '10',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create affiliate' }));
    expect((await within(dialog).findAllByText('Required')).length).toBeGreaterThanOrEqual(5);
    expect(callsTo(api, 'POST', '/api/admin/affiliates')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('First name'), 'Huda');
    await user.type(within(dialog).getByLabelText('Last name'), 'Karim');
    await user.type(within(dialog).getByLabelText('E-mail'), 'huda@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-123');
    await user.type(within(dialog).getByLabelText('Affiliate code'), 'noura10');
    const rate = within(dialog).getByLabelText('Commission rate (%)');
    await user.clear(rate);
    await user.type(rate, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Create affiliate' }));
    expect(await within(dialog).findByText('This affiliate code is already in use')).toBeTruthy();
    const code = within(dialog).getByLabelText('Affiliate code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
    expect(callsTo(api, 'POST', '/api/admin/affiliates')[0]?.body).toEqual({
      email: 'huda@example.com',
      password: 'secret-123',
      firstName: 'Huda',
      lastName: 'Karim',
      phoneNumber: '',
      code: 'NOURA10',
      commissionRate: 12,
      referralDiscountPercent: 10,
    });

    created.status = 201;
    await user.clear(code);
    await user.type(code, 'huda-k');
    await user.click(within(dialog).getByRole('button', { name: 'Create affiliate' }));
    expect(await screen.findByText('Affiliate HUDA-K created')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits the rates of an affiliate and rejects a commission rate of 60 %', async () => {
    const api = setup();
    api.on('PATCH /api/admin/affiliates/aff-1', ({ body }) => ({
      status: 200,
      body: affiliate(body as Partial<AdminAffiliateRow>),
    }));
    const { user } = renderApp('/admin/affiliate-accounts');
    await user.click(await screen.findByRole('button', { name: 'Edit rates of Noura Saleh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rates of Noura Saleh' });
    const rate = within(dialog).getByLabelText('Commission rate (%)');
    await user.clear(rate);
    await user.type(rate, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    expect(await within(dialog).findByText('Use a commission rate from 0 to 50 %')).toBeTruthy();
    const discount = within(dialog).getByLabelText('Referral discount (%)');
    await user.clear(discount);
    await user.type(discount, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    expect(await within(dialog).findByText('Use a referral discount from 5 to 15 %')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.clear(rate);
    await user.type(rate, '12.5');
    await user.clear(discount);
    await user.type(discount, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Rates of Noura Saleh saved')).toBeTruthy();
    expect(callsTo(api, 'PATCH', '/api/admin/affiliates/aff-1')[0]?.body).toEqual({
      commissionRate: 12.5,
      referralDiscountPercent: 15,
    });
  });

  it('deactivates an affiliate only after confirmation', async () => {
    const api = setup();
    api.on('POST /api/admin/users/aff-1/deactivate', () => ({
      status: 200,
      body: {
        id: 'aff-1',
        email: 'noura@example.com',
        role: 'inactive',
        previousRole: 'affiliate',
        sessionsEnded: 1,
      },
    }));
    const { user } = renderApp('/admin/affiliate-accounts');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Noura Saleh' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Noura Saleh?' });
    expect(api.calls.some((c) => c.path.endsWith('/deactivate'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Noura Saleh was deactivated')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/admin/users/aff-1/deactivate')).toHaveLength(1);
  });

  it('shows the commissions with their totals and flags, filtered through the address', async () => {
    const api = setup();
    const { user, router } = renderApp(
      '/admin/affiliate-accounts?tab=commissions&affiliateId=aff-1',
    );
    const table = await screen.findByRole('table', { name: 'Commissions' });
    await within(table).findByText('Lina Haddad');
    expect(screen.getByRole('tab', { name: 'Commissions', selected: true })).toBeTruthy();
    expect(
      callsTo(api, 'GET', '/api/admin/commissions').some(
        (c) => c.query.get('affiliateId') === 'aff-1',
      ),
    ).toBe(true);
    const totals = screen.getByRole('region', { name: 'Totals of the filtered commissions' });
    expect(within(totals).getByText('$12.51')).toBeTruthy();
    expect(within(totals).getByText('2 commissions')).toBeTruthy();
    const huda = within(table).getByText('Huda Karim').closest('tr') as HTMLElement;
    expect(within(huda).getByText('Refunded after payment — review')).toBeTruthy();
    expect(within(huda).getByText('Ref. TRX-0042')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Only refunded after payment' }));
    await waitFor(() =>
      expect(
        callsTo(api, 'GET', '/api/admin/commissions').some(
          (c) => c.query.get('flagged') === 'true' && c.query.get('affiliateId') === 'aff-1',
        ),
      ).toBe(true),
    );
    expect(router.state.location.search).toBe('?tab=commissions&affiliateId=aff-1&flagged=true');
  });

  it('approves the selected pending commissions after confirming count and total', async () => {
    const api = setup();
    api.on('POST /api/admin/commissions/approve', ({ body }) => ({
      status: 200,
      body: { ids: (body as { ids: string[] }).ids, status: 'approved' },
    }));
    const { user } = renderApp('/admin/affiliate-accounts?tab=commissions');
    await screen.findByText('Lina Haddad');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Select the commission of Lina Haddad for Noura Saleh',
      }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Select the commission of Omar Aziz for Noura Saleh' }),
    );
    expect(screen.getByText('2 selected · $12.51')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Mark paid (0)' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Approve (2)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve 2 commissions?' });
    expect(within(confirm).getByText(/Total \$12\.51/)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/admin/commissions/approve')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('2 commissions approved')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/admin/commissions/approve')[0]?.body).toEqual({
      ids: [ID.c1, ID.c2],
    });
    await waitFor(() => expect(screen.queryByText('2 selected · $12.51')).toBeNull());
  });

  it('marks commissions paid only with a payout reference', async () => {
    const api = setup();
    api.on('POST /api/admin/commissions/pay', ({ body }) => ({
      status: 200,
      body: { ids: (body as { ids: string[] }).ids, status: 'paid' },
    }));
    const { user } = renderApp('/admin/affiliate-accounts?tab=commissions');
    await screen.findByText('Sara Nasser');
    await user.click(screen.getByRole('checkbox', { name: 'Select all commissions on this page' }));
    expect(screen.getByText('4 selected · $29.02')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve (2)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark paid (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 1 commission paid' });
    expect(within(dialog).getByText(/Total \$8\.90/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText('Enter the payout reference')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/admin/commissions/pay')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Payout reference'), 'TRX-0043');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('1 commission marked paid')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/admin/commissions/pay')[0]?.body).toEqual({
      ids: [ID.c3],
      payoutReference: 'TRX-0043',
    });
  });

  it("shows the server's refusal of an approval as a toast", async () => {
    const api = setup();
    api.on('POST /api/admin/commissions/approve', () => ({
      status: 409,
      body: { statusCode: 409, code: 'CONFLICT', message: 'This commission is already approved' },
    }));
    const { user } = renderApp('/admin/affiliate-accounts?tab=commissions');
    await user.click(
      await screen.findByRole('button', { name: 'Approve the commission of Lina Haddad' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve 1 commission?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This commission is already approved')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/admin/commissions/approve')[0]?.body).toEqual({
      ids: [ID.c1],
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
