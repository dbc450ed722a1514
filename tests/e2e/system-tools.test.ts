/**
 * The administrator's system tools, used as an administrator would: each journey performs the
 * page's actions (run, load, filter, export, revoke, reset, back up, restore) and checks what
 * they did. One signed-in browser serves every journey; the account acted on is created here,
 * never a fixture user that other journeys sign in as.
 */
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  CHROMIUM_ARGS,
  SEE_TIMEOUT,
  see,
  settle,
  signIn,
  submitSignInForm,
  waitForMail,
  waitForPath,
} from './fixtures';

const stamp = Date.now();
/** The account the journeys browse, sign out and reset: created for this file only. */
const MEMBER = {
  email: `e2e-system-${stamp}@example.com`,
  password: 'System-pass-1',
  firstName: 'Rami',
  lastName: 'Nasser',
};

let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
let memberId: string;

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    acceptDownloads: true,
  });
  context.setDefaultTimeout(SEE_TIMEOUT);
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

/** Opens a page of the console and waits for its heading and data. */
async function open(path: string, heading: string) {
  await admin.goto(path);
  await see(admin.getByRole('heading', { level: 1, name: heading }), `the heading ${heading}`);
  await settle(admin);
}

/** Picks an option of a Radix select (a combobox button and a listbox of options). */
async function choose(page: Page, combobox: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** Clicks what starts a download and answers the downloaded file's name and text. */
async function download(page: Page, start: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), start()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  adminContext = await newContext();
  admin = await adminContext.newPage();
  const registered = await admin.request.post('/api/account/register', {
    data: MEMBER,
    headers: { origin: baseURL() },
  });
  expect(registered.status()).toBe(201);
  await adminContext.clearCookies();
  await signIn(admin, 'admin');
  const found = await admin.request.get(
    `/api/admin/users?search=${encodeURIComponent(MEMBER.email)}`,
  );
  expect(found.status()).toBe(200);
  const body = (await found.json()) as { items: { id: string; email: string }[] };
  const member = body.items.find((u) => u.email === MEMBER.email);
  if (!member) throw new Error(`The user list does not have ${MEMBER.email}`);
  memberId = member.id;
});

afterAll(async () => {
  await browser?.close();
});

describe('the system tools, as an administrator', () => {
  it('tests the database, loads the reference data, browses and exports a table, reads the schema and runs a SQL function', {
    timeout: 150_000,
  }, async () => {
    // database-test: every check runs and passes.
    await open('/admin/database-test', 'Database test');
    await admin.getByRole('button', { name: 'Run the checks' }).click();
    await see(admin.getByRole('status').getByText(/^All \d+ checks passed$/));
    const checks = admin.getByRole('table', { name: 'Database checks' });
    const rows = checks.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(5);
    expect(await checks.getByText('Pass', { exact: true }).count()).toBe(await rows.count());
    expect(await checks.getByText('Fail', { exact: true }).count()).toBe(0);
    await see(admin.getByText('pg_trgm', { exact: false }), 'the pg_trgm extension');

    // database-setup: the migrations are listed, applied; the reference data loads again.
    await open('/admin/database-setup', 'Database setup');
    const migrations = admin.getByRole('table', { name: 'Migrations' });
    await see(migrations.getByText('0000_', { exact: false }), 'the first migration');
    expect(await migrations.getByText('Pending', { exact: true }).count()).toBe(0);
    await see(admin.getByText('The database is up to date.'));
    await admin.getByRole('button', { name: 'Load reference data' }).click();
    const seedDialog = admin.getByRole('alertdialog');
    await seedDialog.getByRole('button', { name: 'Load reference data' }).click();
    await see(admin.getByRole('status').getByText('Nothing was missing: no rows inserted.'));
    await see(admin.getByRole('table', { name: 'Rows inserted per table' }));

    // table-management: the profiles table, sorted both ways, filtered to the member, exported.
    await open('/admin/table-management', 'Table management');
    await choose(admin, 'Table', /^profiles\b/);
    const table = admin.getByRole('table', { name: 'Rows of profiles' });
    await see(table.getByText(/@example\.com$/), 'the profiles');
    const firstEmail = async () =>
      (await table
        .getByText(/@example\.com$/)
        .first()
        .textContent()) ?? '';
    // Unsorted, the rows come by id: the email header says so only once it is clicked.
    const emailHeader = table.getByRole('columnheader', { name: 'email', exact: true });
    const emailSort = () => emailHeader.getAttribute('aria-sort');
    expect(await emailSort()).toBe('none');
    await emailHeader.getByRole('button').click();
    await expect.poll(emailSort).toBe('ascending');
    expect(new URL(admin.url()).searchParams.get('sort')).toBe('email');
    const ascending = await firstEmail();
    await emailHeader.getByRole('button').click();
    await expect.poll(emailSort).toBe('descending');
    await expect.poll(firstEmail).not.toBe(ascending);

    await admin.getByRole('button', { name: 'Add filter' }).click();
    await choose(admin, 'Column', 'email');
    await choose(admin, 'Condition', 'contains');
    await admin.getByRole('textbox', { name: 'Value' }).fill(`e2e-system-${stamp}`);
    await admin.getByRole('button', { name: 'Apply', exact: true }).click();
    await see(admin.getByText('1 row', { exact: true }), 'one row after the filter');
    await see(table.getByText(MEMBER.email));
    const csv = await download(admin, () =>
      admin.getByRole('link', { name: 'Export CSV' }).click(),
    );
    expect(csv.name).toMatch(/^profiles-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.bytes.toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toContain('email');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(MEMBER.email);
    expect(lines[1]).toContain(memberId);

    // database-schema: the tables with their columns, and the relation diagram.
    await open('/admin/database-schema', 'Database schema');
    const profiles = admin.locator('details').filter({
      has: admin.getByRole('heading', { name: 'profiles', exact: true }),
    });
    await profiles.locator('summary').click();
    await see(profiles.getByRole('rowheader', { name: 'email', exact: true }));
    const diagram = admin.getByRole('img', { name: /tables? and \d+ foreign keys?/ });
    await see(diagram, 'the relation diagram');
    expect(await diagram.locator('rect').count()).toBeGreaterThan(10);
    expect(await diagram.locator('path').count()).toBeGreaterThan(5);

    // sql-function-tester: a typed text[] input, run and rolled back, answers rows and timing.
    await open('/admin/sql-function-tester', 'SQL function tester');
    await choose(admin, 'Function', 'get_users_by_ids(text[])');
    await admin.getByRole('textbox', { name: 'user_ids' }).fill(JSON.stringify([memberId]));
    await admin.getByRole('button', { name: 'Run (rolled back)' }).click();
    const result = admin.getByRole('heading', { name: /^Result/ });
    await see(result.getByText('Rolled back', { exact: true }));
    await see(result.getByText(/\d ms · 1 row$/));
    await see(admin.getByRole('cell', { name: MEMBER.email }));
  });

  it('signs a user out everywhere and forces a password reset', { timeout: 90_000 }, async () => {
    const memberContext = await newContext();
    try {
      const member = await memberContext.newPage();
      await member.goto('/auth');
      expect((await submitSignInForm(member, MEMBER.email, MEMBER.password)).status()).toBe(200);
      await waitForPath(member, '/student/dashboard');

      await open('/admin/security', 'Security');
      await admin.getByRole('textbox', { name: 'E-mail address' }).fill(MEMBER.email);
      await admin.getByRole('button', { name: 'Find', exact: true }).click();
      await see(admin.getByText('1 open session'));

      await admin.getByRole('button', { name: 'Revoke all sessions' }).click();
      const revoke = admin.getByRole('alertdialog');
      await revoke.getByRole('textbox').fill(MEMBER.email);
      await revoke.getByRole('button', { name: 'Revoke all sessions' }).click();
      await see(admin.getByText(`${MEMBER.email} was signed out of 1 session.`));
      await see(admin.getByText('0 open sessions'));
      // The member's browser is signed out: its next page sends it to sign in.
      await member.goto('/student/dashboard');
      await waitForPath(member, '/auth');

      await admin.getByRole('button', { name: 'Force a password reset' }).click();
      const reset = admin.getByRole('alertdialog');
      await reset.getByRole('textbox').fill(MEMBER.email);
      await reset.getByRole('button', { name: 'Force a password reset' }).click();
      await see(admin.getByText(`A password reset link was sent to ${MEMBER.email}.`));
      const mail = await waitForMail(MEMBER.email, /Reset your Tafawuq password/);
      expect(mail.text).toMatch(/mode=update-password&token=/);
      // The administrator's actions are in the audit log the page shows.
      await admin.reload();
      await settle(admin);
      const audit = admin.getByRole('table', { name: 'Recent administrator actions' });
      await see(audit.getByText('user.password_reset_force'));
      await see(audit.getByText('user.sessions_revoke'));
    } finally {
      await memberContext.close();
    }
  });

  it('filters the logs by level and text, and shows the performance figures', {
    timeout: 150_000,
  }, async () => {
    for (const level of ['error', 'warn'] as const) {
      const sent = await admin.request.post('/api/logs', {
        data: { level, message: `System tools ${level} ${stamp}`, url: '/admin/logs' },
        headers: { origin: baseURL() },
      });
      expect(sent.status()).toBe(204);
    }
    await open('/admin/logs', 'Logs');
    await admin
      .getByRole('searchbox', { name: 'Search message, path or request id' })
      .fill(`${stamp}`);
    await see(admin.getByText(`System tools warn ${stamp}`));
    await see(admin.getByText(`System tools error ${stamp}`));
    await choose(admin, 'All levels', 'Error');
    await expect.poll(() => new URL(admin.url()).searchParams.get('level')).toBe('error');
    await see(admin.getByText(`System tools error ${stamp}`));
    await expect.poll(() => admin.getByText(`System tools warn ${stamp}`).count()).toBe(0);

    await open('/admin/performance', 'Performance');
    await see(admin.getByText('Requests per second'));
    await see(admin.getByText(/^\d[\d,.]* MB$/).first(), 'the memory in MB');
    for (const chart of [
      'Requests and server errors per minute over the last hour',
      'Response time percentiles per minute over the last hour',
      'Event-loop delay and database round trip per minute over the last hour',
    ]) {
      // Samples appear once the server's first minute is over: this journey's server may be
      // younger than that (the page refreshes itself every 15 s).
      await see(admin.getByRole('img', { name: chart }), chart, 80_000);
    }
    // The journeys so far made traffic: the traffic chart draws bars, not its empty text.
    const traffic = admin.getByRole('img', {
      name: 'Requests and server errors per minute over the last hour',
    });
    await expect.poll(() => traffic.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
  });

  it('backs up, downloads the backup and restores it after the typed confirmation', {
    timeout: 150_000,
  }, async () => {
    await open('/admin/backup', 'Backups');
    const [created] = await Promise.all([
      admin.waitForResponse(
        (r) => r.url().endsWith('/api/admin/backups') && r.request().method() === 'POST',
        { timeout: 60_000 },
      ),
      admin.getByRole('button', { name: 'Back up now' }).click(),
    ]);
    expect(created.status(), await created.text()).toBe(200);
    const written = admin.getByText(/^Backup (\S+) written$/);
    await see(written, 'the backup written', 60_000);
    const name = /^Backup (\S+) written$/.exec((await written.first().textContent()) ?? '')?.[1];
    if (!name) throw new Error('The toast did not name the backup');
    const row = admin.getByRole('row').filter({ hasText: name });
    await see(row);

    const file = await download(admin, () => row.getByRole('link', { name: 'Download' }).click());
    expect(file.name).toContain(name.replace(/\.[a-z.]+$/, ''));
    expect(file.bytes.length).toBeGreaterThan(1_000);
    if (file.bytes[0] === 0x1f && file.bytes[1] === 0x8b) {
      // A gzip archive: the member's row is in it.
      expect(gunzipSync(file.bytes).includes(Buffer.from(MEMBER.email))).toBe(true);
    }

    await row.getByRole('button', { name: 'Restore' }).click();
    const dialog = admin.getByRole('alertdialog');
    const replace = dialog.getByRole('button', { name: 'Replace the data' });
    expect(await replace.isDisabled()).toBe(true);
    await dialog.getByRole('textbox').fill('RESTORE');
    await replace.click();
    await see(
      admin.getByText(/^Restored \d[\d,]* rows in \d+ tables$/),
      'the restore done',
      90_000,
    );

    // Still signed in, and the data is still there.
    await open(
      `/admin/table-management?table=profiles&filters=${encodeURIComponent(
        JSON.stringify([{ column: 'email', op: 'equals', value: MEMBER.email }]),
      )}`,
      'Table management',
    );
    await see(admin.getByRole('table', { name: 'Rows of profiles' }).getByText(MEMBER.email));
  });
});
