import type { PassageDetail, PassageRow } from '@common/contracts/passages';
import type { QuestionRow } from '@common/contracts/questions';
import type { Subject } from '@common/contracts/subjects';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const S1 = '00000000-0000-4000-8000-0000000000a1';
const S2 = '00000000-0000-4000-8000-0000000000a2';
const P1 = '00000000-0000-4000-8000-0000000000b1';
const P2 = '00000000-0000-4000-8000-0000000000b2';
const Q1 = '00000000-0000-4000-8000-0000000000c1';
const Q2 = '00000000-0000-4000-8000-0000000000c2';

const subject = (id: string, name: string): Subject => ({
  id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  board: 'EST',
  description: '',
  isActive: true,
  sortOrder: 0,
  questionCount: 10,
  confirmedCount: 10,
  topics: [],
});
const literacy = subject(S1, 'EST I Literacy');
const physics = subject(S2, 'IGCSE Physics');

const row = (id: string, title: string, s: Subject, questionCount: number): PassageRow => ({
  id,
  title,
  excerpt: `${title} excerpt`,
  subject: { id: s.id, name: s.name },
  questionCount,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const rows = [row(P1, 'The river', literacy, 1), row(P2, 'Forces', physics, 0)];

const detail: PassageDetail = {
  id: P1,
  title: 'The river',
  body: 'The river **runs** to the sea.',
  subject: { id: S1, name: 'EST I Literacy' },
  createdAt: '2026-11-01T10:00:00.000Z',
  questions: [{ id: Q1, stem: 'What is the main idea?', status: 'confirmed' }],
};

const question = (id: string, stem: string): QuestionRow => ({
  id,
  subject: { id: S1, name: 'EST I Literacy' },
  topic: { id: 't1', name: 'Reading' },
  type: 'single',
  difficulty: 'easy',
  status: 'draft',
  source: 'manual',
  stem,
  timesSeen: 0,
  facility: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
});

function openPage(url = '/admin/passages') {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/subjects', () => ({
    status: 200,
    body: { subjects: [literacy, physics] },
  }));
  api.on('GET /api/admin/passages', (request) => {
    const search = request.query.get('search')?.toLowerCase();
    const subjectId = request.query.get('subjectId');
    const items = rows.filter(
      (r) =>
        (!search || r.title.toLowerCase().includes(search)) &&
        (!subjectId || r.subject.id === subjectId),
    );
    return { status: 200, body: { items, total: items.length, page: 1, pageSize: 25 } };
  });
  api.on(`GET /api/admin/passages/${P1}`, () => ({ status: 200, body: detail }));
  api.on('GET /api/admin/questions', () => ({
    status: 200,
    body: {
      items: [question(Q1, 'What is the main idea?'), question(Q2, 'Which word means *fast*?')],
      total: 2,
      page: 1,
      pageSize: 10,
    },
  }));
  return { api, ...renderApp(url) };
}

describe('admin reading passages page', () => {
  it('lists passages with subject and question count, searched and filtered on the server', async () => {
    const { api, user, router } = openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reading passages' })).toBeTruthy();
    const river = (await screen.findByRole('rowheader', { name: /The river/ })).closest('tr');
    expect(river?.textContent).toContain('EST I Literacy');
    expect(river?.textContent).toContain('1');
    expect(screen.getByText('2 passages')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search passages' }), 'forc');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /The river/ })).toBeNull());
    expect(api.calls.some((c) => c.query.get('search') === 'forc')).toBe(true);
    expect(currentUrl(router)).toContain('search=forc');

    await user.click(screen.getByRole('combobox', { name: 'Subject' }));
    await user.click(await screen.findByRole('option', { name: 'EST I Literacy' }));
    expect(await screen.findByText('No passages found')).toBeTruthy();
    expect(api.calls.some((c) => c.query.get('subjectId') === S1)).toBe(true);
  });

  it('creates a passage with a live preview, then offers to attach questions', async () => {
    const { api, user, router } = openPage(`/admin/passages?subject=${S1}&passage=new`);
    const form = await screen.findByRole('form', { name: 'New passage' });
    // Client-side checks use the shared contract's messages.
    await user.click(within(form).getByRole('button', { name: 'Create passage' }));
    expect(
      await within(form).findByText('String must contain at least 1 character(s)'),
    ).toBeTruthy();
    expect(within(form).getByText('Required')).toBeTruthy();

    let sent: unknown;
    api.on('POST /api/admin/passages', (request) => {
      sent = request.body;
      return { status: 201, body: { ...detail, questions: [] } };
    });
    await user.type(within(form).getByLabelText('Title'), 'The river');
    await user.type(within(form).getByLabelText('Text'), 'The river **runs** to $x^2$.');
    const preview = screen.getByTestId('passage-preview');
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('runs'));
    expect(preview.querySelector('.katex')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Create passage' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Attached questions' }),
    ).toBeTruthy();
    expect(sent).toEqual({
      title: 'The river',
      body: 'The river **runs** to $x^2$.',
      subjectId: S1,
    });
    expect(currentUrl(router)).toContain(`passage=${P1}`);
  });

  it('shows server field messages under the fields', async () => {
    const { api, user } = openPage(`/admin/passages?passage=${P1}`);
    const form = await screen.findByRole('form', { name: 'Edit passage' });
    api.on(`PUT /api/admin/passages/${P1}`, () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION',
        message: 'At most 200 characters',
        fields: { title: 'At most 200 characters' },
      },
    }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('At most 200 characters')).toBeTruthy();
  });

  it('attaches and detaches questions of the same subject', async () => {
    const { api, user } = openPage(`/admin/passages?passage=${P1}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Attached questions' }),
    ).toBeTruthy();
    expect(await screen.findByText('1 question attached')).toBeTruthy();
    const found = await screen.findByRole('list', { name: 'Questions found' });
    expect(within(found).getByText('Attached')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/admin/questions')?.query.get('subject')).toBe(S1);

    const puts: unknown[] = [];
    api.on(`PUT /api/admin/passages/${P1}/questions`, (request) => {
      puts.push(request.body);
      const ids = (request.body as { questionIds: string[] }).questionIds;
      return {
        status: 200,
        body: {
          ...detail,
          questions: ids.map((id) => ({
            id,
            stem: id === Q1 ? 'What is the main idea?' : 'Which word means *fast*?',
            status: 'draft',
          })),
        },
      };
    });
    await user.click(
      within(found).getByRole('button', { name: 'Attach “Which word means *fast*?”' }),
    );
    expect(await screen.findByText('2 questions attached')).toBeTruthy();
    expect(puts).toEqual([{ questionIds: [Q1, Q2] }]);

    await user.click(screen.getByRole('button', { name: 'Detach “What is the main idea?”' }));
    expect(await screen.findByText('1 question attached')).toBeTruthy();
    expect(puts[1]).toEqual({ questionIds: [Q2] });
  });

  it('deletes a passage with attached questions only after confirming, detaching them', async () => {
    const { api, user } = openPage();
    await screen.findByRole('rowheader', { name: /The river/ });
    let deleted: URLSearchParams | undefined;
    api.on(`DELETE /api/admin/passages/${P1}`, (request) => {
      deleted = request.query;
      return { status: 204 };
    });
    await user.click(screen.getByRole('button', { name: 'Delete “The river”' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('attached to 1 question');
    expect(deleted).toBeUndefined();
    await user.click(within(confirm).getByRole('button', { name: 'Delete passage' }));
    expect(await screen.findByText('Passage deleted.')).toBeTruthy();
    expect(deleted?.get('detach')).toBe('true');
  });
});
