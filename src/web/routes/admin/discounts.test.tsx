import type { CouponRow } from '@common/contracts/coupons';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const BASIC = '00000000-0000-4000-8000-000000000002';
const PREMIUM = '00000000-0000-4000-8000-000000000003';

const coupon = (overrides: Partial<CouponRow> = {}): CouponRow => ({
  id: 'c-1',
  code: 'SPRING25',
  kind: 'percent',
  value: 25,
  validFrom: '2026-11-01',
  validUntil: '2026-11-30',
  maxUses: 100,
  maxUsesPerStudent: 1,
  packages: [],
  active: true,
  state: 'active',
  uses: 3,
  reserved: 1,
  discountGiven: 36.75,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

function setup() {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  const rows = [
    coupon(),
    coupon({
      id: 'c-2',
      code: 'TENOFF',
      kind: 'fixed',
      value: 10,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      maxUsesPerStudent: null,
      packages: [{ id: PREMIUM, name: 'Premium' }],
      active: false,
      state: 'inactive',
      uses: 0,
      reserved: 0,
      discountGiven: 0,
    }),
  ];
  api.on('GET /api/admin/coupons', ({ query }) => ({
    status: 200,
    body: {
      items: rows.filter((r) => !query.get('search') || r.code.includes(query.get('search') ?? '')),
      total: 45,
      page: Number(query.get('page') ?? 1),
      pageSize: 20,
    },
  }));
  api.on('GET /api/admin/packages', () => ({
    status: 200,
    body: {
      packages: [
        { id: BASIC, name: 'Basic', isTrial: false },
        { id: PREMIUM, name: 'Premium', isTrial: false },
        { id: 'trial', name: 'Free Trial', isTrial: true },
      ],
    },
  }));
  api.on('POST /api/admin/coupons', ({ body }) => {
    const b = body as { code: string };
    if (b.code.toUpperCase() === 'TAKEN') {
      return {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Another coupon already uses this code',
          fields: { code: 'Another coupon already uses this code' },
        },
      };
    }
    return { status: 201, body: coupon({ id: 'c-new', code: b.code }) };
  });
  api.on('PATCH /api/admin/coupons/c-1', ({ body }) => ({
    status: 200,
    body: coupon({ ...(body as object), state: 'inactive' }),
  }));
  return api;
}

describe('admin discounts & coupons page', { timeout: 30_000 }, () => {
  it('lists coupons with their terms and uses, searching and paging on the server', async () => {
    const api = setup();
    const { user } = renderApp('/admin/discounts');
    expect(
      await screen.findByRole('heading', { name: 'Discounts & Coupons' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Coupon codes' });
    const first = within(table).getByRole('rowheader', { name: 'SPRING25' }).closest('tr');
    if (!first) throw new Error('no row');
    const row = within(first);
    expect(row.getByText('25% off')).toBeTruthy();
    expect(row.getByText('3 of 100')).toBeTruthy();
    expect(row.getByText('1 in checkout')).toBeTruthy();
    expect(row.getByText('1 per student')).toBeTruthy();
    expect(row.getByText('All packages')).toBeTruthy();
    expect(row.getByText('$36.75')).toBeTruthy();
    const second = within(
      within(table).getByRole('rowheader', { name: 'TENOFF' }).closest('tr') as HTMLElement,
    );
    expect(second.getByText('$10.00 off')).toBeTruthy();
    expect(second.getByText('Premium')).toBeTruthy();
    expect(second.getByText('Inactive')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search by code' }), 'TEN{Enter}');
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.path === '/api/admin/coupons' && c.query.get('search') === 'TEN'),
      ).toBe(true),
    );
  });

  it('creates a coupon, checking the form before sending and showing the server reason', async () => {
    const api = setup();
    const { user } = renderApp('/admin/discounts');
    await user.click(
      await screen.findByRole('button', { name: 'New coupon' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    const form = within(dialog);
    await user.type(form.getByLabelText('Code'), 'a b');
    await user.type(form.getByLabelText('Value'), '150');
    await user.click(form.getByRole('button', { name: 'Create coupon' }));
    expect(
      await form.findByText('Use 3 to 32 letters, digits, dashes or underscores'),
    ).toBeTruthy();
    expect(form.getByText('Enter a percent above 0 and at most 100')).toBeTruthy();
    expect(
      api.calls.filter((c) => c.path === '/api/admin/coupons' && c.method === 'POST'),
    ).toHaveLength(0);

    await user.clear(form.getByLabelText('Code'));
    await user.type(form.getByLabelText('Code'), 'taken');
    await user.clear(form.getByLabelText('Value'));
    await user.type(form.getByLabelText('Value'), '15');
    await user.click(form.getByRole('button', { name: 'Create coupon' }));
    expect(await form.findByText('Another coupon already uses this code')).toBeTruthy();

    await user.clear(form.getByLabelText('Code'));
    await user.type(form.getByLabelText('Code'), 'welcome15');
    await user.type(form.getByLabelText('Uses in all'), '50');
    await user.click(await form.findByRole('checkbox', { name: 'Premium' }));
    await user.click(form.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = api.calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/coupons');
    expect(posts.at(-1)?.body).toEqual({
      code: 'welcome15',
      kind: 'percent',
      value: 15,
      validFrom: null,
      validUntil: null,
      maxUses: 50,
      maxUsesPerStudent: null,
      packageIds: [PREMIUM],
      active: true,
    });
    expect(await screen.findByText('Coupon welcome15 created')).toBeTruthy();
  });

  it('deactivates a coupon only after confirming', async () => {
    const api = setup();
    const { user } = renderApp('/admin/discounts');
    await user.click(
      await screen.findByRole('button', { name: 'Deactivate SPRING25' }, { timeout: 15_000 }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate SPRING25?' });
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ active: false }),
    );
  });
});
