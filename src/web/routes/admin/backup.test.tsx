import type { BackupList, BackupSettingsView } from '@common/contracts/backup';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const NAME = 'backup-20261126-021204-manual-3f9a';
const OLD = 'backup-20261001-030000-scheduled-beef';

const list = (): BackupList => ({
  items: [
    {
      name: NAME,
      kind: 'manual',
      createdAt: '2026-11-26T02:12:04.000Z',
      appVersion: '0.1.0',
      migration: '0013_app_logs',
      size: 123_456,
      tables: 40,
      rows: 5321,
      restorable: true,
      method: 'pg_dump',
      uploadedAt: null,
      blocker: null,
    },
    {
      name: OLD,
      kind: 'scheduled',
      createdAt: '2026-10-01T03:00:00.000Z',
      appVersion: '0.1.0',
      migration: '0010_affiliates',
      size: 2048,
      tables: 30,
      rows: 100,
      restorable: false,
      method: 'logical',
      uploadedAt: '2026-10-02T08:00:00.000Z',
      blocker: 'migration',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
  currentMigration: '0013_app_logs',
  directory: '/data/backups',
  defaultMethod: 'pg_dump',
  pgDumpVersion: '15.20',
});

const settings: BackupSettingsView = {
  enabled: true,
  hourUtc: 3,
  keep: 7,
  lastScheduledAt: null,
};

async function openPage() {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/backups', () => ({ status: 200, body: list() }));
  api.on('GET /api/admin/backups/settings', () => ({ status: 200, body: settings }));
  const app = renderApp('/admin/backup');
  await screen.findByRole('heading', { level: 1, name: 'Backups' }, { timeout: 10_000 });
  return { api, ...app };
}

describe('backup page', { timeout: 60_000 }, () => {
  it('lists backups and restores one after typing RESTORE', async () => {
    const { api, user } = await openPage();
    const table = await screen.findByRole('table', { name: 'Backups, newest first' });
    expect(within(table).getByText(NAME)).toBeTruthy();
    expect(within(table).getByText('Migration 0010_affiliates')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    const restoreOld = within(rows[2] as HTMLElement).getByRole('button', { name: 'Restore' });
    expect((restoreOld as HTMLButtonElement).disabled).toBe(true);
    const download = within(rows[1] as HTMLElement).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe(`/api/admin/backups/${NAME}/download`);

    api.on(`POST /api/admin/backups/${NAME}/restore`, () => ({
      status: 200,
      body: { name: NAME, tables: 40, rows: 5321, durationMs: 900 },
    }));
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/you will be signed out/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Replace the data' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Type RESTORE to confirm'), 'RESTORE');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const call = api.calls.find((c) => c.path === `/api/admin/backups/${NAME}/restore`);
    expect(call?.body).toEqual({ confirmation: 'RESTORE' });
  });

  it('deletes a backup after its name is typed, and takes one now', async () => {
    const { api, user } = await openPage();
    const table = await screen.findByRole('table', { name: 'Backups, newest first' });
    api.on(`DELETE /api/admin/backups/${NAME}`, () => ({ status: 204, body: null }));
    await user.click(within(table).getAllByRole('button', { name: 'Delete' })[0] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete the backup' });
    const input = within(dialog).getByLabelText(/Type the name/);
    await user.type(input, 'wrong');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.clear(input);
    await user.click(input);
    await user.paste(NAME);
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ confirmation: NAME });

    api.on('POST /api/admin/backups', () => ({ status: 200, body: { name: 'x' } }));
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/admin/backups')).toBe(
        true,
      ),
    );
  });

  it('shows the method of each backup, and uploads a file to restore after RESTORE is typed', async () => {
    const { api, user } = await openPage();
    const table = await screen.findByRole('table', { name: 'Backups, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('pg_dump')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Logical')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(/^Uploaded /)).toBeTruthy();
    expect(screen.getByText(/made with pg_dump 15.20/)).toBeTruthy();

    api.on('POST /api/admin/backups/upload', () => ({
      status: 400,
      body: { statusCode: 400, code: 'BAD_REQUEST', message: 'This file is not a Tafawuq backup' },
    }));
    await user.click(screen.getByRole('button', { name: 'Upload and restore' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Upload and replace the data' });
    await user.type(within(dialog).getByLabelText('Type RESTORE to confirm'), 'RESTORE');
    await user.click(confirm);
    expect(await within(dialog).findByText('Choose a backup file')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/admin/backups/upload')).toBe(false);

    const file = new File(['not a backup'], 'notes.tar', { type: 'application/x-tar' });
    await user.upload(within(dialog).getByLabelText('Backup file'), file);
    await user.click(confirm);
    expect(await within(dialog).findByText(/not a Tafawuq backup/)).toBeTruthy();
    const call = api.calls.find((c) => c.path === '/api/admin/backups/upload');
    expect(call?.query.get('confirmation')).toBe('RESTORE');

    api.on('POST /api/admin/backups/upload', () => ({
      status: 200,
      body: { name: NAME, tables: 40, rows: 5321, durationMs: 900 },
    }));
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('saves the daily schedule', async () => {
    const { api, user } = await openPage();
    const keep = await screen.findByLabelText('Scheduled backups to keep');
    api.on('PUT /api/admin/backups/settings', (req) => ({
      status: 200,
      body: { ...(req.body as object), lastScheduledAt: null },
    }));
    await user.clear(keep);
    await user.type(keep, '3');
    await user.click(screen.getByLabelText('Take a backup every day'));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        enabled: false,
        hourUtc: 3,
        keep: 3,
      }),
    );
  });
});
