import type { AdminPackage } from '@common/contracts/commerce';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const pkg = (overrides: Partial<AdminPackage>): AdminPackage => ({
  id: 'pkg-basic',
  name: 'Basic',
  description: 'Two subjects for 3 months.',
  price: 49,
  discountPercent: 0,
  unlockPoints: 2,
  validityMonths: 3,
  examLimit: 20,
  isTrial: false,
  status: true,
  purchases: 12,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function setup(list: AdminPackage[]) {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  const state = { list };
  api.on('GET /api/admin/packages', () => ({ status: 200, body: { packages: state.list } }));
  return { api, state };
}

const cardOf = (name: string) =>
  screen.getByRole('heading', { name }).closest('[data-package]') as HTMLElement;

describe('admin packages page', { timeout: 20_000 }, () => {
  it('lists packages with their terms and purchases; only unbought ones can be deleted', async () => {
    setup([
      pkg({}),
      pkg({ id: 'pkg-new', name: 'Exam Sprint', purchases: 0, status: false, examLimit: null }),
    ]);
    renderApp('/admin/packages');
    await screen.findByRole('heading', { name: 'Basic' });
    const basic = cardOf('Basic');
    expect(within(basic).getByText('$49.00')).toBeTruthy();
    expect(within(basic).getByText('3 months')).toBeTruthy();
    expect(within(basic).getByText('On sale')).toBeTruthy();
    expect(within(basic).getByText('Bought 12 times')).toBeTruthy();
    expect(within(basic).queryByRole('button', { name: 'Delete Basic' })).toBeNull();
    const sprint = cardOf('Exam Sprint');
    expect(within(sprint).getByText('Off sale')).toBeTruthy();
    expect(within(sprint).getByText('Unlimited')).toBeTruthy();
    expect(within(sprint).getByRole('button', { name: 'Delete Exam Sprint' })).toBeTruthy();
  });

  it('creates a package from the dialog, checking the fields first', async () => {
    const { api } = setup([pkg({})]);
    api.on('POST /api/admin/packages', () => ({ status: 201, body: { id: 'pkg-sprint' } }));
    const { user } = renderApp('/admin/packages');
    await user.click(await screen.findByRole('button', { name: 'New package' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create package' }));
    expect(
      await within(dialog).findByText('String must contain at least 2 character(s)'),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Exam Sprint');
    const price = within(dialog).getByLabelText('List price (USD)');
    await user.clear(price);
    await user.type(price, '29.99');
    await user.click(within(dialog).getByRole('button', { name: 'Create package' }));
    expect(await screen.findByText('Package created')).toBeTruthy();
    const call = api.calls.find((c) => c.method === 'POST' && c.path === '/api/admin/packages');
    expect(call?.body).toMatchObject({
      name: 'Exam Sprint',
      price: 29.99,
      unlockPoints: 1,
      validityMonths: 3,
      examLimit: null,
      status: true,
      isTrial: false,
    });
  });

  it('takes a package off sale', async () => {
    const { api, state } = setup([pkg({})]);
    api.on('PATCH /api/admin/packages/pkg-basic', ({ body }) => {
      state.list = [pkg({ ...(body as Partial<AdminPackage>) })];
      return { status: 200, body: { packages: state.list } };
    });
    const { user } = renderApp('/admin/packages');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Basic' }));
    expect(await screen.findByText('Basic is no longer on sale')).toBeTruthy();
    await waitFor(() => expect(within(cardOf('Basic')).getByText('Off sale')).toBeTruthy());
    const call = api.calls.find((c) => c.method === 'PATCH');
    expect(call?.body).toEqual({ status: false });
  });

  it('shows the server refusal when a package cannot be deleted', async () => {
    const { api } = setup([pkg({ id: 'pkg-x', name: 'Draft', purchases: 0 })]);
    api.on('DELETE /api/admin/packages/pkg-x', () => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'Draft has been bought or paid for and cannot be deleted; deactivate it instead',
      },
    }));
    const { user } = renderApp('/admin/packages');
    await user.click(await screen.findByRole('button', { name: 'Delete Draft' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete Draft' }));
    expect(
      await screen.findByText(
        'Draft has been bought or paid for and cannot be deleted; deactivate it instead',
      ),
    ).toBeTruthy();
  });
});
