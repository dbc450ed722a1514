import type { QuestionDetail } from '@common/contracts/question-editor';
import type { Subject } from '@common/contracts/subjects';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const topic = (id: string, name: string) => ({
  id,
  slug: name.toLowerCase(),
  name,
  blueprintWeight: 50,
  sortOrder: 0,
  isActive: true,
  questionCount: 3,
});

const calculus: Subject = {
  id: 's1',
  slug: 'ap-calculus-ab',
  name: 'AP Calculus AB',
  board: 'AP',
  description: '',
  isActive: true,
  sortOrder: 0,
  questionCount: 6,
  confirmedCount: 6,
  topics: [topic('t1', 'Limits'), topic('t2', 'Derivatives')],
};

const amira = { id: 'u1', name: 'Amira Admin' };

function detail(overrides: Partial<QuestionDetail> = {}): QuestionDetail {
  return {
    id: 'q1',
    subject: { id: 's1', name: 'AP Calculus AB' },
    topic: { id: 't2', name: 'Derivatives' },
    passage: null,
    type: 'single',
    stem: 'What is $\\frac{d}{dx} x^2$?',
    explanation: 'Power rule.',
    choices: [
      { id: 'a', text: '$2x$' },
      { id: 'b', text: '$x$' },
      { id: 'c', text: '$x^2$' },
    ],
    answer: { type: 'single', correct: 'a' },
    difficulty: 'medium',
    irtA: 1,
    irtB: 0,
    irtC: 1 / 3,
    calibratedAt: null,
    source: 'manual',
    status: 'draft',
    createdBy: amira,
    confirmedBy: null,
    confirmedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    timesSeen: 0,
    timesCorrect: 0,
    history: [
      {
        id: 'r1',
        action: 'create',
        changedBy: amira,
        createdAt: '2026-11-01T10:00:00.000Z',
        changes: [{ field: 'status', to: 'draft' }],
      },
    ],
    ...overrides,
  };
}

function openPage(url: string, question?: QuestionDetail) {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/subjects', () => ({ status: 200, body: { subjects: [calculus] } }));
  api.on('GET /api/admin/questions', () => ({
    status: 200,
    body: { items: [], total: 0, page: 1, pageSize: 25 },
  }));
  if (question)
    api.on(`GET /api/admin/questions/${question.id}`, () => ({ status: 200, body: question }));
  return { api, ...renderApp(url) };
}

const sent = (api: ReturnType<typeof installFakeApi>, method: string, path: string) =>
  api.calls.filter((c: FakeRequest) => c.method === method && c.path === path);

// Typing into many fields is slow on a busy machine.
describe('question manage screen: creating', { timeout: 20_000 }, () => {
  it('previews Markdown and LaTeX as typed, saves a draft and opens the new question', async () => {
    const { api, user, router } = openPage('/admin/questions/manage?subject=s1&topic=t2');
    expect(await screen.findByRole('heading', { name: 'New question', level: 1 })).toBeTruthy();

    await user.click(await screen.findByRole('textbox', { name: 'Question text' }));
    await user.paste('Find **all** $x$ with $$x^2 = 4$$');
    const preview = screen.getByTestId('qe-stem-preview');
    await waitFor(() => expect(preview.querySelector('.katex-display')).not.toBeNull());
    expect(preview.querySelector('strong')?.textContent).toBe('all');
    expect(preview.querySelector('.katex annotation')?.textContent).toBe('x');

    const texts = ['$2$', '$-2$', '$2$ and $-2$', 'None'];
    for (const [i, text] of texts.entries()) {
      await user.click(screen.getByRole('textbox', { name: `Choice ${'ABCD'[i]}` }));
      await user.paste(text);
    }
    await user.click(screen.getByRole('radio', { name: 'Choice C is correct' }));

    let created: QuestionDetail | undefined;
    api.on('POST /api/admin/questions', (req) => {
      const body = req.body as { stem: string; choices: QuestionDetail['choices'] };
      created = detail({ id: 'q9', stem: body.stem, choices: body.choices });
      return { status: 201, body: created };
    });
    api.on('GET /api/admin/questions/q9', () => ({ status: 200, body: created }));
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText('Question created')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/questions/manage/q9'));
    expect(
      await screen.findByRole('heading', { name: 'Edit question', level: 1 }, { timeout: 8_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('qe-status').textContent).toBe('Draft');
    expect(sent(api, 'POST', '/api/admin/questions')[0]?.body).toEqual({
      subjectId: 's1',
      topicId: 't2',
      passageId: null,
      type: 'single',
      difficulty: 'medium',
      stem: 'Find **all** $x$ with $$x^2 = 4$$',
      explanation: '',
      choices: [
        { id: 'a', text: '$2$' },
        { id: 'b', text: '$-2$' },
        { id: 'c', text: '$2$ and $-2$' },
        { id: 'd', text: 'None' },
      ],
      answer: { type: 'single', correct: 'c' },
      advanced: false,
      status: 'draft',
    });
  });

  it("shows the server's field messages on their fields and focuses the first", async () => {
    const { api, user } = openPage('/admin/questions/manage?subject=s1&topic=t1');
    await screen.findByRole('textbox', { name: 'Question text' });
    api.on('POST /api/admin/questions', () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION',
        message: 'LaTeX does not parse',
        fields: {
          'choices.1.text': 'Two choices are the same',
          answer: 'Exactly one choice must be correct',
          stem: 'LaTeX does not parse ($\\frac{$): Expected group',
        },
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Save and submit for review' }));

    expect(await screen.findByText('Some fields need attention.')).toBeTruthy();
    const stem = screen.getByRole('textbox', { name: 'Question text' });
    expect(stem.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('LaTeX does not parse ($\\frac{$): Expected group')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(stem));
    const choiceB = screen.getByRole('textbox', { name: 'Choice B' });
    expect(choiceB.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Two choices are the same')).toBeTruthy();
    expect(screen.getByText('Exactly one choice must be correct')).toBeTruthy();
    expect(sent(api, 'POST', '/api/admin/questions')[0]?.body).toMatchObject({
      status: 'pending_review',
    });

    // Editing the field clears its message.
    await user.type(choiceB, 'x');
    expect(screen.queryByText('Two choices are the same')).toBeNull();
  });

  it('adds, reorders and removes choices, keeping each choice its id', async () => {
    const { api, user } = openPage('/admin/questions/manage/q1', detail());
    await user.click(await screen.findByRole('button', { name: 'Add choice' }));
    await user.click(screen.getByRole('textbox', { name: 'Choice D' }));
    await user.paste('four');
    await user.click(screen.getByRole('button', { name: 'Move choice D up' }));
    await user.click(screen.getByRole('button', { name: 'Remove choice B' }));
    expect(
      screen
        .getAllByRole('textbox', { name: /^Choice [A-Z]$/ })
        .map((el) => (el as HTMLInputElement).value),
    ).toEqual(['$2x$', 'four', '$x^2$']);

    api.on('PUT /api/admin/questions/q1', () => ({ status: 200, body: detail() }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('Question saved')).not.toHaveLength(0);
    expect(sent(api, 'PUT', '/api/admin/questions/q1')[0]?.body).toMatchObject({
      choices: [
        { id: 'a', text: '$2x$' },
        { id: 'd', text: 'four' },
        { id: 'c', text: '$x^2$' },
      ],
      answer: { type: 'single', correct: 'a' },
    });
  });
});

describe('question list links', () => {
  it('links each stem to its manage page and offers a new question in the filtered subject', async () => {
    const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
    api.on('GET /api/admin/subjects', () => ({ status: 200, body: { subjects: [calculus] } }));
    api.on('GET /api/admin/questions', () => ({
      status: 200,
      body: {
        items: [
          {
            id: 'q1',
            subject: { id: 's1', name: 'AP Calculus AB' },
            topic: { id: 't2', name: 'Derivatives' },
            type: 'single',
            difficulty: 'medium',
            status: 'draft',
            source: 'manual',
            stem: 'Differentiate x squared.',
            timesSeen: 0,
            facility: null,
            updatedAt: '2026-11-01T10:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      },
    }));
    renderApp('/admin/questions?subject=s1');
    const stem = await screen.findByRole('link', { name: 'Differentiate x squared.' });
    expect(stem.getAttribute('href')).toBe('/admin/questions/manage/q1');
    expect(screen.getByRole('link', { name: 'New question' }).getAttribute('href')).toBe(
      '/admin/questions/manage?subject=s1',
    );
  });
});

describe('question manage screen: editing', { timeout: 20_000 }, () => {
  it('says a confirmed question without a recorded reviewer is confirmed, not "not confirmed yet"', async () => {
    openPage('/admin/questions/manage/q1', detail({ status: 'confirmed' }));
    expect((await screen.findByTestId('qe-confirmed-by')).textContent).toBe(
      'Confirmed; no reviewer is recorded (a question of the seeded bank or an import)',
    );
  });

  it('shows who confirmed it, the history, and warns that a content edit sends it back to review', async () => {
    const confirmed = detail({
      status: 'confirmed',
      confirmedBy: amira,
      confirmedAt: '2026-11-02T09:30:00.000Z',
      history: [
        {
          id: 'r2',
          action: 'confirm',
          changedBy: amira,
          createdAt: '2026-11-02T09:30:00.000Z',
          changes: [{ field: 'status', from: 'pending_review', to: 'confirmed' }],
        },
        ...detail().history,
      ],
    });
    const { api, user } = openPage('/admin/questions/manage/q1', confirmed);
    expect(await screen.findByTestId('qe-confirmed-by')).toBeTruthy();
    expect(screen.getByTestId('qe-confirmed-by').textContent).toMatch(
      /^Confirmed by Amira Admin on /,
    );
    const history = screen.getByRole('list', { name: 'Change history' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries[0]?.textContent).toContain('Confirmed by Amira Admin');
    expect(entries[0]?.textContent).toContain('status: Pending review → Confirmed');
    expect(entries[1]?.textContent).toContain('Created by Amira Admin');
    expect(screen.getByTestId('qe-confirmed-note').textContent).toContain(
      'sends it back to review',
    );
    // Only archiving is possible from confirmed.
    const aside = screen.getByRole('complementary', { name: 'Status' });
    expect(
      within(aside)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Archive']);

    const stem = screen.getByRole('textbox', { name: 'Question text' });
    await user.click(stem);
    await user.paste(' Explain.');
    expect(within(aside).getByRole('button', { name: 'Archive' }).hasAttribute('disabled')).toBe(
      true,
    );
    api.on('PUT /api/admin/questions/q1', (req) => ({
      status: 200,
      body: detail({
        status: 'pending_review',
        stem: (req.body as { stem: string }).stem,
        history: [
          {
            id: 'r3',
            action: 'update',
            changedBy: amira,
            createdAt: '2026-11-03T09:30:00.000Z',
            changes: [
              { field: 'stem' },
              { field: 'status', from: 'confirmed', to: 'pending_review' },
            ],
          },
          ...confirmed.history,
        ],
      }),
    }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Question saved and sent back to review')).toBeTruthy();
    expect(sent(api, 'PUT', '/api/admin/questions/q1')[0]?.body).toMatchObject({
      stem: 'What is $\\frac{d}{dx} x^2$? Explain.',
      advanced: false,
    });
    await waitFor(() =>
      expect(within(history).getAllByRole('listitem')[0]?.textContent).toContain(
        'Changed: question text, status: Confirmed → Pending review',
      ),
    );
    expect(screen.getByTestId('qe-status').textContent).toBe('Pending review');
  });

  it("picks the question's reading passage among its subject's passages, or none", async () => {
    const river = { id: 'p1', title: 'The river', body: 'The river **runs** to the sea.' };
    const { api, user } = openPage('/admin/questions/manage/q1', detail({ passage: river }));
    expect(await screen.findByTestId('chosen-passage')).toBeTruthy();
    expect(screen.getByTestId('chosen-passage').textContent).toBe('The river');
    api.on('GET /api/admin/passages', () => ({
      status: 200,
      body: {
        items: [
          {
            id: 'p2',
            title: 'The desert',
            excerpt: 'Sand everywhere',
            subject: { id: 's1', name: 'AP Calculus AB' },
            questionCount: 2,
            createdAt: '2026-11-01T10:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 8,
      },
    }));
    api.on('GET /api/admin/passages/p2', () => ({
      status: 200,
      body: { ...river, id: 'p2', title: 'The desert', subject: { id: 's1', name: 'x' } },
    }));
    const desert = { id: 'p2', title: 'The desert', body: 'Sand everywhere.' };
    api.on('PUT /api/admin/questions/q1', (req) => ({
      status: 200,
      body: detail({
        passage: (req.body as { passageId: string | null }).passageId ? desert : null,
      }),
    }));

    await user.click(screen.getByRole('button', { name: 'Change' }));
    const results = await screen.findByRole('list', { name: 'Passages found' });
    expect(api.calls.find((c) => c.path === '/api/admin/passages')?.query.get('subjectId')).toBe(
      's1',
    );
    await user.click(within(results).getByRole('button', { name: 'Use “The desert”' }));
    await waitFor(() =>
      expect(screen.getByTestId('chosen-passage').textContent).toBe('The desert'),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent(api, 'PUT', '/api/admin/questions/q1')).toHaveLength(1));
    expect(sent(api, 'PUT', '/api/admin/questions/q1')[0]?.body).toMatchObject({
      passageId: 'p2',
    });

    await user.click(screen.getByRole('button', { name: 'Remove passage' }));
    expect(screen.getByTestId('chosen-passage').textContent).toBe('No passage');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent(api, 'PUT', '/api/admin/questions/q1')).toHaveLength(2));
    expect(sent(api, 'PUT', '/api/admin/questions/q1')[1]?.body).toMatchObject({
      passageId: null,
    });
  });

  it('moves the status with the allowed buttons only', async () => {
    const { api, user } = openPage('/admin/questions/manage/q1', detail());
    const aside = await screen.findByRole('complementary', { name: 'Status' });
    expect(
      within(aside)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Submit for review', 'Archive']);
    api.on('POST /api/admin/questions/q1/status', () => ({
      status: 200,
      body: detail({ status: 'pending_review', version: 2 }),
    }));
    await user.click(within(aside).getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Status changed to Pending review')).toBeTruthy();
    expect(sent(api, 'POST', '/api/admin/questions/q1/status')[0]?.body).toEqual({
      status: 'pending_review',
      version: 1,
    });
    expect(
      within(aside)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirm', 'Return to draft', 'Archive']);
    // The pressed button is gone: focus moves to the first move of the new status.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(aside).getByRole('button', { name: 'Confirm' })),
    );

    api.on('POST /api/admin/questions/q1/status', () => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'Fix this question before it moves to confirmed: A choice is empty',
      },
    }));
    await user.click(within(aside).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Fix this question before it moves to confirmed: A choice is empty'),
    ).toBeTruthy();
    // The move is made from the version the screen shows now.
    expect(sent(api, 'POST', '/api/admin/questions/q1/status')[1]?.body).toEqual({
      status: 'confirmed',
      version: 2,
    });
  });

  it('says when someone else changed the question since it was opened, and reloads their version', async () => {
    const { api, user } = openPage('/admin/questions/manage/q1', detail());
    const stem = await screen.findByRole('textbox', { name: 'Question text' });
    await user.click(stem);
    await user.paste(' Mine.');
    const stale =
      'This question was changed by someone else since you opened it. Reload to see their changes.';
    api.on('PUT /api/admin/questions/q1', () => ({
      status: 409,
      body: { statusCode: 409, code: 'CONFLICT', message: stale, fields: { version: stale } },
    }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(stale);
    expect(alert.textContent).toContain('Reloading replaces what you have not saved');
    expect(sent(api, 'PUT', '/api/admin/questions/q1')[0]?.body).toMatchObject({ version: 1 });
    expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(
      true,
    );

    const theirs = detail({ stem: 'What is $\frac{d}{dx} x^3$?', version: 2 });
    api.on('GET /api/admin/questions/q1', () => ({ status: 200, body: theirs }));
    await user.click(within(alert).getByRole('button', { name: 'Reload question' }));
    await waitFor(() => expect((stem as HTMLTextAreaElement).value).toBe(theirs.stem));
    expect(screen.queryByText(stale)).toBeNull();

    // Saving again goes from their version.
    await user.click(stem);
    await user.paste(' Mine.');
    api.on('PUT /api/admin/questions/q1', () => ({ status: 200, body: { ...theirs, version: 3 } }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('Question saved')).not.toHaveLength(0);
    expect(sent(api, 'PUT', '/api/admin/questions/q1')[1]?.body).toMatchObject({
      stem: `${theirs.stem} Mine.`,
      version: 2,
    });
  });

  it('keeps IRT parameters read-only until Advanced is switched on', async () => {
    const { api, user } = openPage('/admin/questions/manage/q1', detail());
    const a = await screen.findByRole('textbox', { name: 'Discrimination (a)' });
    expect(a.hasAttribute('readonly')).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'Advanced' }));
    expect(a.hasAttribute('readonly')).toBe(false);
    await user.clear(a);
    await user.type(a, '1.8');
    api.on('PUT /api/admin/questions/q1', () => ({ status: 200, body: detail({ irtA: 1.8 }) }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('Question saved')).not.toHaveLength(0);
    expect(sent(api, 'PUT', '/api/admin/questions/q1')[0]?.body).toMatchObject({
      advanced: true,
      irtA: 1.8,
      irtB: 0,
      irtC: 0.3333,
    });
  });

  it('edits the answer of a numeric question', async () => {
    const numeric = detail({
      type: 'numeric',
      choices: [],
      answer: { type: 'numeric', value: 9.81, tolerance: 0.05 },
    });
    const { api, user } = openPage('/admin/questions/manage/q1', numeric);
    const value = await screen.findByRole('textbox', { name: 'Correct value' });
    expect((value as HTMLInputElement).value).toBe('9.81');
    expect(screen.queryByRole('radio')).toBeNull();
    await user.clear(value);
    await user.type(value, '9,8');
    api.on('PUT /api/admin/questions/q1', () => ({ status: 200, body: numeric }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('Question saved')).not.toHaveLength(0);
    expect(sent(api, 'PUT', '/api/admin/questions/q1')[0]?.body).toMatchObject({
      type: 'numeric',
      choices: [],
      answer: { type: 'numeric', value: 9.8, tolerance: 0.05 },
    });
  });

  it('previews an expression answer', async () => {
    const expression = detail({
      type: 'expression',
      choices: [],
      answer: { type: 'expression', expression: '\\frac{1}{2}x' },
    });
    openPage('/admin/questions/manage/q1', expression);
    const preview = await screen.findByTestId('qe-expression-preview');
    expect(preview.querySelector('.katex .mfrac')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Correct expression (LaTeX)' })).toBeTruthy();
  });

  it('edits the list of accepted answers of a text question', async () => {
    const text = detail({
      type: 'text',
      choices: [],
      answer: { type: 'text', accepted: ['photosynthesis'] },
    });
    const { api, user } = openPage('/admin/questions/manage/q1', text);
    await user.click(await screen.findByRole('button', { name: 'Add accepted answer' }));
    await user.click(screen.getByRole('textbox', { name: 'Accepted answer 2' }));
    await user.paste('photo synthesis');
    api.on('PUT /api/admin/questions/q1', () => ({ status: 200, body: text }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('Question saved')).not.toHaveLength(0);
    expect(sent(api, 'PUT', '/api/admin/questions/q1')[0]?.body).toMatchObject({
      type: 'text',
      answer: { type: 'text', accepted: ['photosynthesis', 'photo synthesis'] },
    });
  });

  it('says so when the question does not exist', async () => {
    const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
    api.on('GET /api/admin/subjects', () => ({ status: 200, body: { subjects: [calculus] } }));
    api.on('GET /api/admin/questions/nope', () => ({
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Question not found' },
    }));
    renderApp('/admin/questions/manage/nope');
    expect(await screen.findByText(/This question does not exist/)).toBeTruthy();
  });
});
