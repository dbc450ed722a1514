import type { ItemInstance, ItemModelDetail, ItemModelRow } from '@common/contracts/item-models';
import type { Subject } from '@common/contracts/subjects';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const S1 = '00000000-0000-4000-8000-0000000000a1';
const S2 = '00000000-0000-4000-8000-0000000000a2';
const T1 = '00000000-0000-4000-8000-0000000000d1';
const M1 = '00000000-0000-4000-8000-0000000000b1';
const M2 = '00000000-0000-4000-8000-0000000000b2';

const subject = (id: string, name: string, topics: Subject['topics']): Subject => ({
  id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  board: 'AP',
  description: '',
  isActive: true,
  sortOrder: 0,
  questionCount: 10,
  confirmedCount: 10,
  topics,
});
const calculus = subject(S1, 'AP Calculus AB', [
  {
    id: T1,
    name: 'Differentiation',
    slug: 'differentiation',
    sortOrder: 0,
  } as Subject['topics'][number],
]);
const physics = subject(S2, 'AP Physics 1', []);

const row = (id: string, name: string, s: Subject, extra: Partial<ItemModelRow> = {}) =>
  ({
    id,
    name,
    subject: { id: s.id, name: s.name },
    topic: { id: T1, name: 'Differentiation' },
    difficulty: 'easy',
    questionType: 'single',
    autoConfirm: false,
    isActive: true,
    questionCount: 7,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...extra,
  }) satisfies ItemModelRow;
const rows = [
  row(M1, 'Power rule at a point', calculus),
  row(M2, 'Constant acceleration', physics, { autoConfirm: true, questionCount: 0 }),
];

const detail: ItemModelDetail = {
  ...row(M1, 'Power rule at a point', calculus),
  variables: [
    { name: 'a', kind: 'integer', min: 2, max: 9 },
    { name: 'n', kind: 'choice', values: [2, 3] },
  ],
  constraints: ['a \\ne n'],
  stem: "Let $f(x) = {{a}}x^{{{n}}}$. What is $f'(1)$?",
  explanation: "By the power rule, $f'(1) = {{= an}}$.",
  answer: { expression: 'an', format: 'integer', places: 2, unit: '' },
  distractors: [
    { misconception: 'Forgot the exponent', expression: 'a' },
    { misconception: 'Kept the exponent', expression: 'a+n' },
    { misconception: 'Added instead', expression: 'a+n+1' },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
};

const instance = (seed: number, a: number): ItemInstance => ({
  seed,
  values: { a, n: 2 },
  stem: `Let $f(x) = ${a}x^{2}$. What is **f'(1)**?`,
  explanation: `By the power rule, $f'(1) = ${2 * a}$.`,
  choices: [
    { id: 'a', text: String(a), correct: false, misconception: 'Forgot the exponent' },
    { id: 'b', text: String(2 * a), correct: true, misconception: null },
    { id: 'c', text: String(a + 2), correct: false, misconception: 'Kept the exponent' },
    { id: 'd', text: String(a + 3), correct: false, misconception: 'Added instead' },
  ],
  answer: { type: 'single', correct: 'b' },
  answerText: String(2 * a),
});

function openPage(url: string) {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/subjects', () => ({
    status: 200,
    body: { subjects: [calculus, physics] },
  }));
  api.on('GET /api/admin/item-models', (request) => {
    const search = request.query.get('search')?.toLowerCase();
    const subjectId = request.query.get('subjectId');
    const items = rows.filter(
      (r) =>
        (!search || r.name.toLowerCase().includes(search)) &&
        (!subjectId || r.subject.id === subjectId),
    );
    return { status: 200, body: { items, total: items.length, page: 1, pageSize: 25 } };
  });
  api.on(`GET /api/admin/item-models/${M1}`, () => ({ status: 200, body: detail }));
  api.on('POST /api/admin/item-models/preview', () => ({
    status: 200,
    body: { ok: true, instances: [instance(11, 3), instance(12, 4), instance(13, 5)] },
  }));
  return { api, ...renderApp(url) };
}

describe('admin item models pages', () => {
  it('lists models with subject, topic, auto-confirm and count, searched and filtered on the server', async () => {
    const { api, user, router } = openPage('/admin/item-models');
    expect(await screen.findByRole('heading', { level: 1, name: 'Item models' })).toBeTruthy();
    const power = (await screen.findByRole('rowheader', { name: /Power rule/ })).closest('tr');
    expect(power?.textContent).toContain('AP Calculus AB');
    expect(power?.textContent).toContain('Differentiation');
    expect(power?.textContent).toContain('Review');
    expect(power?.textContent).toContain('7');
    const motion = screen.getByRole('rowheader', { name: /Constant acceleration/ }).closest('tr');
    expect(motion?.textContent).toContain('Auto-confirm');
    expect(screen.getByText('2 item models')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search item models' }), 'power');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /Constant acceleration/ })).toBeNull(),
    );
    expect(api.calls.some((c) => c.query.get('search') === 'power')).toBe(true);
    expect(currentUrl(router)).toContain('search=power');

    await user.click(screen.getByRole('combobox', { name: 'Subject' }));
    await user.click(await screen.findByRole('option', { name: 'AP Physics 1' }));
    expect(await screen.findByText('No item models found')).toBeTruthy();
    expect(api.calls.some((c) => c.query.get('subjectId') === S2)).toBe(true);
    expect(currentUrl(router)).toContain(`subject=${S2}`);
  });

  it('previews random instances with the correct choice and misconceptions, and redraws', async () => {
    const { api, user } = openPage(`/admin/item-models/${M1}`);
    const preview = await screen.findByTestId('item-model-preview');
    await waitFor(
      () => expect(within(preview).getAllByTestId('preview-instance')).toHaveLength(3),
      {
        timeout: 3000,
      },
    );
    const first = within(preview).getAllByTestId('preview-instance')[0] as HTMLElement;
    // The stem goes through the question editor's renderer: Markdown and KaTeX.
    expect(first.querySelector('strong')?.textContent).toBe("f'(1)");
    expect(first.querySelector('.katex')).toBeTruthy();
    const correct = first.querySelector('[data-correct]');
    expect(correct?.textContent).toContain('6');
    expect(correct?.textContent).toContain('Correct');
    expect(within(first).getByText('Misconception: Forgot the exponent')).toBeTruthy();

    const sent = api.calls.filter((c) => c.path === '/api/admin/item-models/preview');
    const body = sent[0]?.body as { model: Record<string, unknown>; count: number; seed: number };
    expect(body.count).toBe(3);
    expect(body.model).toMatchObject({
      subjectId: S1,
      topicId: T1,
      name: 'Power rule at a point',
      variables: [
        { name: 'a', kind: 'integer', min: 2, max: 9 },
        { name: 'n', kind: 'choice', values: [2, 3] },
      ],
      constraints: ['a \\ne n'],
    });

    await user.click(within(preview).getByRole('button', { name: 'New draw' }));
    await waitFor(() =>
      expect(
        api.calls.filter((c) => c.path === '/api/admin/item-models/preview').length,
      ).toBeGreaterThan(sent.length),
    );
    const seeds = api.calls
      .filter((c) => c.path === '/api/admin/item-models/preview')
      .map((c) => (c.body as { seed: number }).seed);
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it("lists the checker's problems linked to their fields", async () => {
    const { api, user } = openPage(`/admin/item-models/${M1}`);
    api.on('POST /api/admin/item-models/preview', () => ({
      status: 200,
      body: {
        ok: false,
        problems: [
          { field: 'distractors.1.expression', message: 'Two choices are equal when a = 2' },
        ],
      },
    }));
    const preview = await screen.findByTestId('item-model-preview');
    const problem = await within(preview).findByTestId('preview-problem', {}, { timeout: 3000 });
    expect(problem.textContent).toContain('Two choices are equal when a = 2');
    expect(within(preview).queryByTestId('preview-instance')).toBeNull();
    await user.click(within(problem).getByRole('button', { name: 'Distractor 2 expression' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Wrong answer 2'));

    // A form that does not match the contract is reported without asking the server.
    const before = api.calls.length;
    await user.clear(screen.getByLabelText('Misconception 1'));
    expect(
      await within(preview).findByText(
        /String must contain at least 1 character/,
        {},
        {
          timeout: 3000,
        },
      ),
    ).toBeTruthy();
    expect(api.calls.slice(before).some((c) => c.path.endsWith('/preview'))).toBe(false);
  });

  it('saves the edited model with the contract body and shows server messages by field', async () => {
    const { api, user } = openPage(`/admin/item-models/${M1}`);
    const form = await screen.findByRole('form', { name: 'Edit item model' });
    let sent: unknown;
    api.on(`PUT /api/admin/item-models/${M1}`, (request) => {
      sent = request.body;
      return {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'The value is not a whole number when a = 3',
          fields: { 'answer.expression': 'The value is not a whole number when a = 3' },
        },
      };
    });
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Power rule');
    await user.click(within(form).getByRole('button', { name: 'Add constraint' }));
    await user.type(within(form).getByLabelText('Constraint 2'), 'a < 8');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      subjectId: S1,
      topicId: T1,
      name: 'Power rule',
      difficulty: 'easy',
      questionType: 'single',
      variables: [
        { name: 'a', kind: 'integer', min: 2, max: 9 },
        { name: 'n', kind: 'choice', values: [2, 3] },
      ],
      constraints: ['a \\ne n', 'a < 8'],
      stem: detail.stem,
      explanation: detail.explanation,
      answer: { expression: 'an', format: 'integer', places: 2, unit: '' },
      distractors: detail.distractors,
      autoConfirm: false,
      isActive: true,
    });
    const answer = within(form).getByLabelText('Answer expression');
    await waitFor(() => expect(answer.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(form).getAllByText('The value is not a whole number when a = 3').length,
    ).toBeGreaterThan(0);
  });

  it('refuses a form that breaks the contract before sending it', async () => {
    const { api, user } = openPage('/admin/item-models/new');
    const form = await screen.findByRole('form', { name: 'New item model' });
    await user.click(within(form).getByRole('button', { name: 'Create item model' }));
    await waitFor(() =>
      expect(document.getElementById('item-model-subjectId-error')?.textContent).toBe(
        'Choose a subject',
      ),
    );
    expect(document.getElementById('item-model-topicId-error')?.textContent).toBe('Choose a topic');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/admin/item-models')).toBe(
      false,
    );
  });

  it('generates questions after naming where they go, and links to them', async () => {
    const { api, user } = openPage(`/admin/item-models/${M1}`);
    let sent: unknown;
    api.on(`POST /api/admin/item-models/${M1}/generate`, (request) => {
      sent = request.body;
      return {
        status: 200,
        body: { created: 4, skipped: 1, status: 'pending_review', questionIds: [] },
      };
    });
    const panel = await screen.findByRole('form', { name: 'Generate questions' });
    const count = within(panel).getByLabelText('How many');
    await user.clear(count);
    await user.type(count, '500');
    await user.click(within(panel).getByRole('button', { name: 'Generate' }));
    expect(await within(panel).findByText('Enter a whole number from 1 to 200')).toBeTruthy();

    await user.clear(count);
    await user.type(count, '5');
    await user.click(within(panel).getByRole('button', { name: 'Generate' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('5 questions will be drawn for Differentiation');
    expect(confirm.textContent).toContain('pending review');
    expect(sent).toBeUndefined();
    await user.click(within(confirm).getByRole('button', { name: 'Generate 5 questions' }));

    const result = await screen.findByRole('status');
    expect(result.textContent).toContain('4 questions created, pending review.');
    expect(result.textContent).toContain('1 skipped as a duplicate.');
    expect(sent).toEqual({ count: 5 });
    const link = within(result).getByRole('link', { name: 'Open the questions pending review' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/admin/questions');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      subject: S1,
      topic: T1,
      source: 'item_model',
      status: 'pending_review',
    });
  });
});
