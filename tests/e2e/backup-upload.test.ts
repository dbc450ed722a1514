/**
 * Backups from a file: an administrator downloads a backup, uploads it on the backup page and
 * restores it after typing RESTORE; a file that is not a backup is refused in the dialog with
 * the server's message and nothing is restored. Screenshots at 1440 and 390 px when
 * BACKUP_SCREENSHOTS names a folder.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, see, settle, setupBrowser, signIn } from './fixtures';

const shots = process.env.BACKUP_SCREENSHOTS;
const { newPage } = setupBrowser();

describe('backup upload', () => {
  it('restores an uploaded download and refuses a foreign file', { timeout: 180_000 }, async () => {
    const page = await newPage({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
    await signIn(page, 'admin');
    await page.goto('/admin/backup');
    await see(page.getByRole('heading', { level: 1, name: 'Backups' }));
    await settle(page);

    await page.getByRole('button', { name: 'Back up now' }).click();
    const written = page.getByText(/^Backup (\S+) written$/);
    await see(written, 'the backup written', 60_000);
    const name = /^Backup (\S+) written$/.exec((await written.first().textContent()) ?? '')?.[1];
    if (!name) throw new Error('The toast did not name the backup');
    const row = page.getByRole('row').filter({ hasText: name });
    // Each backup says how it was made.
    await see(row.getByText(/^(Logical|pg_dump)$/));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: 'Download' }).click(),
    ]);
    const file = await download.path();
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${name}\\.(jsonl\\.gz|tar)$`));
    if (shots) await page.screenshot({ path: join(shots, 'backup-1440.png'), fullPage: true });

    // A foreign file: the server's message, in the dialog; nothing restored.
    await page.getByRole('button', { name: 'Upload and restore' }).click();
    let dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Backup file').setInputFiles({
      name: 'notes.tar',
      mimeType: 'application/x-tar',
      buffer: Buffer.from('these are notes, not a backup'),
    });
    await dialog.getByLabel('Type RESTORE to confirm').fill('RESTORE');
    await dialog.getByRole('button', { name: 'Upload and replace the data' }).click();
    await see(dialog.getByText(/not a Tafawuq backup/), 'the refusal');
    await expectNoAxeViolations(page, 'the upload dialog');
    if (shots) await page.screenshot({ path: join(shots, 'backup-upload-1440.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The downloaded file restores.
    await page.getByRole('button', { name: 'Upload and restore' }).click();
    dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Backup file').setInputFiles(file);
    await dialog.getByLabel('Type RESTORE to confirm').fill('RESTORE');
    await dialog.getByRole('button', { name: 'Upload and replace the data' }).click();
    await see(
      page.getByText(new RegExp(`^Restored \\d[\\d,]* rows in \\d+ tables from ${name}$`)),
      'the restore done',
      90_000,
    );
    await see(page.getByRole('heading', { level: 1, name: 'Backups' }));
    await expectNoAxeViolations(page, '/admin/backup');

    if (shots) {
      await page.setViewportSize({ width: 390, height: 844 });
      await settle(page);
      await page.screenshot({ path: join(shots, 'backup-390.png'), fullPage: true });
      await page.getByRole('button', { name: 'Upload and restore' }).click();
      await page.screenshot({ path: join(shots, 'backup-upload-390.png') });
    }
  });
});
