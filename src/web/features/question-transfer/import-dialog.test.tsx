import type { ImportReport, ImportRequest } from '@common/contracts/question-transfer';
import type { Subject } from '@common/contracts/subjects';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FakeRequest, installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

// Radix Select measures and captures the pointer; happy-dom has no layout.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

const SUBJECTS = [
  {
    id: 's1',
    slug: 'ap-calculus-ab',
    name: 'AP Calculus AB',
    board: 'AP',
    description: '',
    isActive: true,
    sortOrder: 0,
    questionCount: 0,
    confirmedCount: 0,
    topics: [
      {
        id: 't1',
        slug: 'limits',
        name: 'Limits',
        blueprintWeight: 100,
        sortOrder: 0,
        isActive: true,
        questionCount: 0,
      },
    ],
  },
] satisfies Subject[];

const AIKEN = [
  'What is the limit of sin x / x at 0?',
  'A. 0',
  'B. 1',
  'ANSWER: B',
  '',
  'Broken question',
  'A. yes',
  'B. no',
  'ANSWER: D',
].join('\n');

function report(body: Partial<ImportReport>, request: ImportRequest): ImportReport {
  const rows = body.rows ?? [];
  const invalid = rows.filter((r) => r.errors.length).length;
  return {
    format: request.format,
    dryRun: request.dryRun ?? true,
    mode: request.mode ?? 'all_or_nothing',
    total: rows.length,
    valid: rows.length - invalid,
    invalid,
    imported: 0,
    message: '',
    rows,
    ...body,
  };
}

const validRow = {
  row: 1,
  line: 1,
  type: 'single' as const,
  stem: 'What is the limit of sin x / x at 0?',
  subject: 'AP Calculus AB',
  topic: 'Limits',
  errors: [],
};
const brokenRow = {
  row: 2,
  line: 6,
  type: null,
  stem: 'Broken question',
  subject: 'AP Calculus AB',
  topic: 'Limits',
  errors: ['The answer D is not one of the choices'],
};

function openPage(url = '/admin/questions', rows = [validRow, brokenRow]) {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/subjects', () => ({ status: 200, body: { subjects: SUBJECTS } }));
  api.on('GET /api/admin/questions', () => ({
    status: 200,
    body: { items: [], total: 0, page: 1, pageSize: 25 },
  }));
  api.on('POST /api/admin/questions/import', (request: FakeRequest) => {
    const body = request.body as ImportRequest;
    if (body.dryRun) return { status: 200, body: report({ rows }, body) };
    const valid = rows.filter((r) => !r.errors.length).length;
    return { status: 200, body: report({ rows, imported: valid }, body) };
  });
  return { api, ...renderApp(url) };
}

const importCalls = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((c) => c.path === '/api/admin/questions/import');

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Import' }));
  return screen.findByRole('dialog', { name: 'Import questions' });
}

async function choose(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  field: string,
  option: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('importing questions', () => {
  it('previews an Aiken paste, blocks "Import all" on errors and imports only the valid rows after a confirmation', async () => {
    const { api, user } = openPage();
    const dialog = await openDialog(user);
    await choose(user, dialog, 'Format', 'Aiken');
    await user.click(within(dialog).getByLabelText('Or paste the questions'));
    await user.paste(AIKEN);

    // GIFT and Aiken files name no subject or topic: the preview waits for them.
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Choose the subject and topic of these questions',
    );
    expect(importCalls(api)).toHaveLength(0);

    await choose(user, dialog, 'Subject', 'AP Calculus AB');
    await choose(user, dialog, 'Topic', 'Limits');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('2 rows: 1 valid, 1 with errors')).toBeTruthy();
    expect(importCalls(api)[0]?.body).toEqual({
      format: 'aiken',
      content: AIKEN,
      dryRun: true,
      mode: 'all_or_nothing',
      subjectId: 's1',
      topicId: 't1',
    });

    // Only the rows with errors are listed at first, with their row and line.
    const table = within(dialog).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: '2 (line 6)' })).toBeTruthy();
    expect(within(table).getByText('The answer D is not one of the choices')).toBeTruthy();
    expect(within(table).queryByText('What is the limit of sin x / x at 0?')).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Only rows with errors' }));
    expect(within(table).getByText('What is the limit of sin x / x at 0?')).toBeTruthy();

    const importAll = within(dialog).getByRole('button', { name: 'Import all' });
    expect((importAll as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Import valid rows only' }));
    expect(
      within(dialog).getByText('1 valid row will be imported; the 1 with errors will be skipped.'),
    ).toBeTruthy();
    expect(importCalls(api)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 row' }));

    expect(await screen.findByText('1 question imported')).toBeTruthy();
    expect(importCalls(api)[1]?.body).toMatchObject({
      format: 'aiken',
      dryRun: false,
      mode: 'valid_only',
      subjectId: 's1',
      topicId: 't1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('imports a chosen CSV file whole when every row is valid', async () => {
    const { api, user } = openPage('/admin/questions', [validRow]);
    const dialog = await openDialog(user);
    await choose(user, dialog, 'Format', 'Moodle GIFT');
    const csv = 'subject,topic,type,stem,choice_a,choice_b,correct\ns,t,single,Q?,a,b,A\n';
    await user.upload(
      within(dialog).getByLabelText('Choose a file'),
      new File([csv], 'bank.csv', { type: 'text/csv' }),
    );
    // The file's extension picks the format; the paste box gives way to the file.
    expect(await within(dialog).findByText(/bank\.csv/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Or paste the questions')).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Format' }).textContent).toContain(
      'CSV (spreadsheet)',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('The row is valid and can be imported.')).toBeTruthy();
    expect(importCalls(api)[0]?.body).toEqual({
      format: 'csv',
      content: csv,
      dryRun: true,
      mode: 'all_or_nothing',
    });
    expect(within(dialog).queryByRole('button', { name: 'Import valid rows only' })).toBeNull();
    // An earlier test's toast may still be on screen: a new one must appear.
    const toastsBefore = screen.queryAllByText('1 question imported').length;
    await user.click(within(dialog).getByRole('button', { name: 'Import all' }));
    await waitFor(() =>
      expect(screen.queryAllByText('1 question imported').length).toBeGreaterThan(toastsBefore),
    );
    expect(importCalls(api)[1]?.body).toMatchObject({ dryRun: false, mode: 'all_or_nothing' });
  });

  it("shows the server's message when the file cannot be read, and asks for content first", async () => {
    const { api, user } = openPage();
    api.on('POST /api/admin/questions/import', () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Line 2: a quoted field is never closed',
        fields: { content: 'Line 2: a quoted field is never closed' },
      },
    }));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Choose a file or paste the questions',
    );
    await user.click(within(dialog).getByLabelText('Or paste the questions'));
    await user.paste('stem,type,correct\n"oops');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Line 2: a quoted field is never closed')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Import all' })).toBeNull();
  });
});

describe('exporting questions', () => {
  it("offers JSON and CSV downloads of what the list's filters select", async () => {
    const { user } = openPage('/admin/questions?type=numeric&q=limit&page=2&sort=type');
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const json = await screen.findByRole('menuitem', { name: 'JSON (lossless)' });
    const csv = screen.getByRole('menuitem', { name: 'CSV (spreadsheet)' });
    expect(json.getAttribute('href')).toBe(
      '/api/admin/questions/export?format=json&type=numeric&q=limit',
    );
    expect(csv.getAttribute('href')).toBe(
      '/api/admin/questions/export?format=csv&type=numeric&q=limit',
    );
    expect(json.hasAttribute('download')).toBe(true);
  });
});
