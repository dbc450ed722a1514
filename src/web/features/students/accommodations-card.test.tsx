import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { Toaster } from '@/components/ui/toaster';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { AccommodationsCard } from './accommodations-card';

const URL = '/api/admin/students/stu-1/accommodations';

/** A native radio's state, or a Radix checkbox's. */
const checked = (el: HTMLElement) =>
  el instanceof HTMLInputElement ? el.checked : el.getAttribute('aria-checked') === 'true';
const disabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;

function setup(saved = { extraTimePercent: 0, extraBreaks: false }) {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  const server = { saved: { ...saved }, puts: [] as unknown[] };
  api.on(`GET ${URL}`, () => ({ status: 200, body: server.saved }));
  api.on(`PUT ${URL}`, (request) => {
    server.puts.push(request.body);
    server.saved = request.body as typeof saved;
    return { status: 200, body: server.saved };
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient}>
      <AccommodationsCard studentId="stu-1" studentName="Lina Haddad" />
      <Toaster />
    </AppProviders>,
  );
  return { api, server, user };
}

describe('the administrator’s accommodations form', () => {
  it('shows what the student has, and saves +50 % with extra breaks after a confirmation', async () => {
    const { server, user } = setup();
    const none = await screen.findByRole('radio', { name: 'None' });
    expect(checked(none)).toBe(true);
    const breaks = screen.getByRole('checkbox', { name: 'Extra breaks' });
    expect(checked(breaks)).toBe(false);
    const save = screen.getByRole('button', { name: 'Save accommodations' });
    // Nothing changed yet: nothing to save.
    expect(disabled(save)).toBe(true);

    await user.click(screen.getByRole('radio', { name: '+50 % (time and a half)' }));
    await user.click(breaks);
    expect(checked(breaks)).toBe(true);
    await user.click(save);

    // Asked first; nothing sent yet.
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Lina Haddad’s next exams will use: +50 % (time and a half), Extra breaks.',
    );
    expect(server.puts).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Change accommodations' }));

    await waitFor(() => expect(server.puts).toEqual([{ extraTimePercent: 50, extraBreaks: true }]));
    expect(await screen.findByText('Accommodations saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(disabled(screen.getByRole('button', { name: 'Save accommodations' }))).toBe(true);
  });

  it('cancelling the confirmation sends nothing', async () => {
    const { server, user } = setup({ extraTimePercent: 100, extraBreaks: true });
    expect(checked(await screen.findByRole('radio', { name: '+100 % (double time)' }))).toBe(true);
    expect(checked(screen.getByRole('checkbox', { name: 'Extra breaks' }))).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'None' }));
    await user.click(screen.getByRole('button', { name: 'Save accommodations' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.puts).toHaveLength(0);
  });

  it('shows the server’s refusal', async () => {
    const { api, user } = setup();
    api.on(`PUT ${URL}`, () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Choose no extra time, +50 % or +100 %',
      },
    }));
    await user.click(await screen.findByRole('radio', { name: '+100 % (double time)' }));
    await user.click(screen.getByRole('button', { name: 'Save accommodations' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Change accommodations' }));
    expect(await screen.findByText('Choose no extra time, +50 % or +100 %')).toBeTruthy();
  });
});
