import type { UpdateProfileInput } from '@common/contracts/account';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countryOptions } from '@/features/account/countries';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

// Rendering the whole app with its lazy pages takes a few seconds on a busy machine.
describe('profile page', { timeout: 20_000 }, () => {
  it('shows the e-mail and role read-only and the current details in the form', async () => {
    installFakeApi({
      me: makeMe({ phoneNumber: '+20 100 000 0000', countryCode: 'EG' }),
    });
    renderApp('/student/profile');
    expect(
      await screen.findByRole('heading', { name: 'Your profile' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('omar@example.com')).toBeTruthy();
    expect(main.getByText('Student')).toBeTruthy();
    expect(screen.queryByText('Affiliate code')).toBeNull();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Omar');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe(
      '+20 100 000 0000',
    );
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('EG');
    expect(document.title).toBe('Profile · Tafawuq');
  });

  it("shows an affiliate's own code", async () => {
    installFakeApi({ me: makeMe({ role: 'affiliate', code: 'OMAR-10' }) });
    renderApp('/affiliate/profile');
    expect(await screen.findByText('Affiliate code')).toBeTruthy();
    expect(screen.getByText('OMAR-10')).toBeTruthy();
  });

  it('lists the Middle East first, then the other countries by name', () => {
    const { priority, rest } = countryOptions('en');
    expect(priority.map((c) => c.code)).toEqual([
      'EG',
      'SA',
      'AE',
      'KW',
      'QA',
      'BH',
      'OM',
      'JO',
      'LB',
    ]);
    expect(priority[0]?.name).toBe('Egypt');
    expect(rest.some((c) => c.code === 'EG')).toBe(false);
    expect(rest.length).toBeGreaterThan(200);
    const names = rest.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('checks the fields before sending anything', async () => {
    const api = installFakeApi({ me: makeMe() });
    const { user } = renderApp('/student/profile');
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'K');
    await user.type(screen.getByLabelText('Phone number'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('String must contain at least 2 character(s)')).toBeTruthy();
    expect(screen.getByText('Use digits, spaces and an optional leading +')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('saves, says so and shows the new name everywhere', async () => {
    const api = installFakeApi({ me: makeMe() });
    let sent: UpdateProfileInput | undefined;
    api.on('PATCH /api/account/profile', ({ body }) => {
      sent = body as UpdateProfileInput;
      api.state.me = makeMe({ ...api.state.me, ...(body as object) });
      return { status: 200, body: api.state.me };
    });
    const { user, queryClient } = renderApp('/student/profile');
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Omari');
    await user.type(screen.getByLabelText('Phone number'), '+966 50 123 4567');
    await user.selectOptions(screen.getByLabelText('Country'), 'Saudi Arabia');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(sent).toEqual({
      firstName: 'Omari',
      lastName: 'Khalil',
      phoneNumber: '+966 50 123 4567',
      countryCode: 'SA',
    });
    expect(queryClient.getQueryData<{ firstName: string }>(['me'])?.firstName).toBe('Omari');
    await waitFor(() =>
      expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('SA'),
    );
  });

  it("puts the server's field messages under their fields", async () => {
    const api = installFakeApi({ me: makeMe() });
    api.on('PATCH /api/account/profile', () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Invalid input',
        fields: { phoneNumber: 'This phone number is already in use' },
      },
    }));
    const { user } = renderApp('/student/profile');
    await user.type(await screen.findByLabelText('Phone number'), '+20 1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This phone number is already in use')).toBeTruthy();
    expect(screen.queryByText('Failed to update profile')).toBeNull();
  });

  it("says 'Failed to update profile' when the server fails without a reason", async () => {
    const api = installFakeApi({ me: makeMe() });
    api.on('PATCH /api/account/profile', () => ({ status: 500 }));
    const { user } = renderApp('/student/profile');
    await user.type(await screen.findByLabelText('Phone number'), '123');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
  });
});
