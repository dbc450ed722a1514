import type { HeldPackage, StudentPackages } from '@common/contracts/students';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const held = (overrides: Partial<HeldPackage> = {}): HeldPackage => ({
  id: 'up-1',
  packageId: 'pkg-basic',
  name: 'Basic',
  isTrial: false,
  unlockPoints: 2,
  availability: 2,
  examLimit: 20,
  paymentId: null,
  subjectsUnlocked: 0,
  purchaseDate: '2026-10-02T10:00:00.000Z',
  expiryDate: '2099-01-02T23:59:59.999Z',
  status: 'active',
  ...overrides,
});

const data = (): StudentPackages => ({
  student: {
    id: 'stu-1',
    firstName: 'Lina',
    lastName: 'Haddad',
    email: 'lina@example.com',
    phoneNumber: '',
    countryCode: null,
    emailVerified: true,
    adminVerified: false,
    active: true,
    joinedAt: '2026-10-01T10:00:00.000Z',
    points: 2,
  },
  examAllowance: { limit: 20, used: 3, remaining: 17 },
  packages: [held()],
  grantable: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Free Trial',
      unlockPoints: 1,
      validityMonths: 0,
      examLimit: 2,
      isTrial: true,
      onSale: true,
    },
    {
      id: '00000000-0000-4000-8000-000000000003',
      name: 'Premium',
      unlockPoints: 4,
      validityMonths: 6,
      examLimit: 120,
      isTrial: false,
      onSale: false,
    },
  ],
  hadTrial: true,
});

function setup() {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/students/stu-1/packages', () => ({ status: 200, body: data() }));
  return api;
}
const callsTo = (api: ReturnType<typeof setup>, method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path);

describe('admin student packages', { timeout: 30_000 }, () => {
  it('gives a package, showing the server refusal on its field', async () => {
    const api = setup();
    let status = 400;
    api.on('POST /api/admin/students/stu-1/packages', () =>
      status === 400
        ? {
            status: 400,
            body: {
              statusCode: 400,
              code: 'VALIDATION',
              message: 'Choose an expiry date from today on',
              fields: { expiryDate: 'Choose an expiry date from today on' },
            },
          }
        : { status: 201, body: { package: held({ id: 'up-2', name: 'Premium' }), points: 6 } },
    );
    const { user } = renderApp('/admin/students/edit-packages/stu-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Packages of Lina Haddad' }),
    ).toBeTruthy();
    expect(screen.getByText('2 points to spend now')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Give a package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give a package to Lina Haddad' });
    await user.click(within(dialog).getByRole('button', { name: 'Give package' }));
    expect(await within(dialog).findByText('Package not found')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/admin/students/stu-1/packages')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Package' }));
    const trial = await screen.findByRole('option', { name: 'Free Trial (already had)' });
    expect(trial.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Premium (not on sale)' }));
    expect(within(dialog).getByText('4 points · 6 months · exams: 120')).toBeTruthy();
    const expiry = within(dialog).getByLabelText('Last day of access') as HTMLInputElement;
    expect(expiry.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(expiry, { target: { value: '2020-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Give package' }));
    expect(await within(dialog).findByText('Choose an expiry date from today on')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/admin/students/stu-1/packages')[0]?.body).toEqual({
      packageId: '00000000-0000-4000-8000-000000000003',
      expiryDate: '2020-01-01',
    });

    status = 201;
    fireEvent.change(expiry, { target: { value: '2099-12-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Give package' }));
    expect(await screen.findByText('Premium given to Lina Haddad')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('changes the exam allowance and expiry of a package', async () => {
    const api = setup();
    api.on('PATCH /api/admin/students/stu-1/packages/up-1', ({ body }) => ({
      status: 200,
      body: { package: held(body as Partial<HeldPackage>), points: 2 },
    }));
    const { user } = renderApp('/admin/students/edit-packages/stu-1');
    await user.click(await screen.findByRole('button', { name: 'Change Basic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Basic' });
    const limit = within(dialog).getByLabelText('Exam allowance') as HTMLInputElement;
    expect(limit.value).toBe('20');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing to change')).toBeTruthy();
    await user.clear(limit);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Basic changed')).toBeTruthy();
    expect(callsTo(api, 'PATCH', '/api/admin/students/stu-1/packages/up-1')[0]?.body).toEqual({
      examLimit: null,
    });
  });

  it('asks before revoking, then revokes', async () => {
    const api = setup();
    api.on('POST /api/admin/students/stu-1/packages/up-1/revoke', () => ({
      status: 200,
      body: { package: held({ status: 'revoked', availability: 0 }), points: 0 },
    }));
    const { user } = renderApp('/admin/students/edit-packages/stu-1');
    await user.click(await screen.findByRole('button', { name: 'Revoke Basic' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke Basic?' });
    expect(
      within(confirm).getByText(/The 2 unspent points of this package are removed/),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, 'POST', '/api/admin/students/stu-1/packages/up-1/revoke')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Revoke Basic' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Revoke package',
      }),
    );
    expect(await screen.findByText('Basic revoked')).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/admin/students/stu-1/packages/up-1/revoke')).toHaveLength(1);
  });
});
