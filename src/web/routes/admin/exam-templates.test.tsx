import type { Subject } from '@common/contracts/subjects';
import type { ExamTemplate, TemplatePreview } from '@common/contracts/templates';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const S1 = '00000000-0000-4000-8000-0000000000a1';
const S2 = '00000000-0000-4000-8000-0000000000a2';

const topic = (id: string, slug: string, name: string, weight: number) => ({
  id,
  slug,
  name,
  blueprintWeight: weight,
  sortOrder: 0,
  isActive: true,
  questionCount: 10,
});

const calculus: Subject = {
  id: S1,
  slug: 'ap-calculus-ab',
  name: 'AP Calculus AB',
  board: 'AP',
  description: '',
  isActive: true,
  sortOrder: 0,
  questionCount: 20,
  confirmedCount: 20,
  topics: [topic('t1', 'limits', 'Limits', 60), topic('t2', 'derivatives', 'Derivatives', 40)],
};
const physics: Subject = {
  ...calculus,
  id: S2,
  slug: 'igcse-physics',
  name: 'IGCSE Physics',
  board: 'IGCSE',
  topics: [topic('t3', 'motion', 'Motion', 100)],
};

const AP_BANDS = [
  { label: '5', minPercent: 72 },
  { label: '4', minPercent: 58 },
  { label: '3', minPercent: 44 },
  { label: '2', minPercent: 30 },
  { label: '1', minPercent: 0 },
];

const mcq: ExamTemplate = {
  id: 'tpl1',
  slug: 'ap-calculus-ab-mcq',
  name: 'AP Calculus AB: multiple-choice section',
  description: 'Section I as on test day.',
  kind: 'full',
  subject: { id: S1, slug: 'ap-calculus-ab', name: 'AP Calculus AB', board: 'AP' },
  sections: [
    {
      title: 'Part A (no calculator)',
      questionCount: 30,
      durationMinutes: 60,
      topics: null,
      calculator: false,
      directions: '',
    },
    {
      title: 'Part B (graphing calculator)',
      questionCount: 15,
      durationMinutes: 45,
      topics: ['limits'],
      calculator: true,
      directions: '',
    },
  ],
  scoring: { scale: 'ap_1_5', cutPoints: AP_BANDS },
  totalQuestions: 45,
  totalMinutes: 105,
  isActive: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const adaptive: ExamTemplate = {
  ...mcq,
  id: 'tpl2',
  slug: 'ap-calculus-ab-adaptive',
  name: 'AP Calculus AB: adaptive practice',
  kind: 'adaptive',
  sections: [
    {
      title: 'Adaptive practice',
      questionCount: 25,
      durationMinutes: 60,
      topics: null,
      calculator: true,
      directions: '',
    },
  ],
  totalQuestions: 25,
  totalMinutes: 60,
  isActive: false,
};
const physicsPaper: ExamTemplate = {
  ...mcq,
  id: 'tpl3',
  slug: 'igcse-physics-mcq',
  name: 'IGCSE Physics: multiple-choice paper',
  subject: { id: S2, slug: 'igcse-physics', name: 'IGCSE Physics', board: 'IGCSE' },
  scoring: { scale: 'igcse_grade', cutPoints: [{ label: 'A', minPercent: 0 }] },
};

const savedPreview: TemplatePreview = {
  subject: { id: S1, name: 'AP Calculus AB' },
  totalQuestions: 45,
  totalAvailable: 20,
  sections: [
    {
      title: 'Part A (no calculator)',
      questionCount: 30,
      durationMinutes: 60,
      allTopics: true,
      available: 20,
      byDifficulty: { easy: 8, medium: 9, hard: 3 },
      topics: [
        { slug: 'limits', name: 'Limits', weight: 60, share: 0.6, planned: 18, available: 12 },
        {
          slug: 'derivatives',
          name: 'Derivatives',
          weight: 40,
          share: 0.4,
          planned: 12,
          available: 8,
        },
      ],
      fillable: false,
    },
  ],
  warnings: [
    "Section 'Part A (no calculator)' needs 30 questions; the bank has 20 confirmed in its topics",
  ],
};

/** The draft preview answers from the request: short when a section asks for more than 12. */
function draftPreview(request: FakeRequest) {
  const body = request.body as {
    subjectId: string;
    sections: { title: string; questionCount: number; durationMinutes: number }[];
  };
  const sections = body.sections.map((s) => ({
    title: s.title,
    questionCount: s.questionCount,
    durationMinutes: s.durationMinutes,
    allTopics: true,
    available: 12,
    byDifficulty: { easy: 4, medium: 4, hard: 4 },
    topics: [],
    fillable: s.questionCount <= 12,
  }));
  return {
    status: 200,
    body: {
      subject: { id: body.subjectId, name: 'AP Calculus AB' },
      totalQuestions: sections.reduce((n, s) => n + s.questionCount, 0),
      totalAvailable: 12,
      sections,
      warnings: sections
        .filter((s) => !s.fillable)
        .map(
          (s) =>
            `Section '${s.title}' needs ${s.questionCount} questions; the bank has 12 confirmed in its topics`,
        ),
    } satisfies TemplatePreview,
  };
}

async function openPage(url = '/admin/exam-templates') {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/subjects', () => ({
    status: 200,
    body: { subjects: [calculus, physics] },
  }));
  api.on('GET /api/admin/exam-templates', (request) => ({
    status: 200,
    body: {
      templates: [mcq, adaptive, physicsPaper].filter(
        (t) => !request.query.get('subject') || t.subject.id === request.query.get('subject'),
      ),
    },
  }));
  api.on('GET /api/admin/exam-templates/tpl1/preview', () => ({
    status: 200,
    body: savedPreview,
  }));
  api.on('POST /api/admin/exam-templates/preview', draftPreview);
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Exam templates' });
  await screen.findByRole('heading', { name: mcq.name });
  return { api, ...app };
}

const cardOf = (name: string) =>
  screen.getByRole('heading', { name }).closest('[data-template]') as HTMLElement;

type User = Awaited<ReturnType<typeof openPage>>['user'];

async function openNewTemplate(user: User) {
  await user.click(screen.getByRole('button', { name: 'New template' }));
  return screen.findByRole('dialog', { name: 'New exam template' });
}

describe('admin exam templates page', () => {
  it('lists templates by subject with kind, sections, totals and state', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 2, name: 'AP Calculus AB' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'IGCSE Physics' })).toBeTruthy();
    const card = cardOf(mcq.name);
    expect(within(card).getByText('Full test')).toBeTruthy();
    expect(within(card).getByText('AP 1–5')).toBeTruthy();
    expect(within(card).getByText('45 questions · 105 min')).toBeTruthy();
    expect(within(card).getByText('Part B (graphing calculator)')).toBeTruthy();
    expect(within(card).getByText('15 questions · 45 min')).toBeTruthy();
    expect(within(card).getByText('1 topic')).toBeTruthy();
    expect(within(card).getByText('All topics')).toBeTruthy();
    expect(within(card).queryByText('Inactive')).toBeNull();
    const inactive = cardOf(adaptive.name);
    expect(within(inactive).getByText('Adaptive')).toBeTruthy();
    expect(within(inactive).getByText('Inactive')).toBeTruthy();
    expect(
      within(inactive).getByRole('button', { name: `Activate ${adaptive.name}` }),
    ).toBeTruthy();
  });

  it('filters by the subject in the address', async () => {
    const { api } = await openPage(`/admin/exam-templates?subject=${S1}`);
    expect(screen.queryByRole('heading', { name: physicsPaper.name })).toBeNull();
    const call = api.calls.find((c) => c.path === '/api/admin/exam-templates');
    expect(call?.query.get('subject')).toBe(S1);
  });

  it("opens a saved template's preview with its warnings and coverage", async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: `Preview ${mcq.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Preview: ${mcq.name}` });
    expect(
      await within(dialog).findByText('The bank cannot fill this template: 1 problem'),
    ).toBeTruthy();
    expect(within(dialog).getByText(savedPreview.warnings[0] as string)).toBeTruthy();
    expect(within(dialog).getByText('Needs 30 · 20 in the bank')).toBeTruthy();
    expect(within(dialog).getByText('Easy 8 · Medium 9 · Hard 3 · all topics')).toBeTruthy();
    const limits = within(dialog).getByRole('rowheader', { name: 'Limits' }).closest('tr');
    expect(limits?.textContent).toContain('60%');
    expect(limits?.textContent).toContain('short by 6');
  });

  it('deactivates a template only after confirming', async () => {
    const { api, user } = await openPage();
    api.on('POST /api/admin/exam-templates/tpl1/deactivate', () => ({
      status: 200,
      body: { ...mcq, isActive: false },
    }));
    await user.click(screen.getByRole('button', { name: `Deactivate ${mcq.name}` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(`Deactivate ${mcq.name}?`)).toBeTruthy();
    expect(api.calls.some((c) => c.path.endsWith('/deactivate'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Template deactivated')).toBeTruthy();
    expect(
      api.calls.filter((c) => c.path === '/api/admin/exam-templates/tpl1/deactivate'),
    ).toHaveLength(1);
  });

  it('creates a template with sections, topics and bands, previewing the draft as it changes', async () => {
    const { api, user } = await openPage();
    api.on('POST /api/admin/exam-templates', (request) => ({
      status: 201,
      body: { ...mcq, id: 'new', ...(request.body as object) },
    }));
    const dialog = await openNewTemplate(user);
    // A new template starts from the first subject with its board's scale and bands.
    expect(within(dialog).getByLabelText('Band 1 label')).toHaveProperty('value', '5');
    await user.type(within(dialog).getByLabelText('Name'), 'Calculus quick check');

    const [first] = within(dialog).getAllByRole('group', { name: /^Section \d$/ });
    await user.type(within(first as HTMLElement).getByLabelText('Title'), 'Warm-up');
    const count = within(first as HTMLElement).getByLabelText('Questions');
    await user.clear(count);
    await user.type(count, '40');
    // The bank has 12: the live preview says so.
    expect(
      await within(dialog).findByText(
        "Section 'Warm-up' needs 40 questions; the bank has 12 confirmed in its topics",
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    await user.clear(count);
    await user.type(count, '10');
    // Shown in the panel and announced once to screen readers.
    expect(
      await within(dialog).findAllByText(
        'The bank can fill every section and topic.',
        {},
        { timeout: 3000 },
      ),
    ).toHaveLength(2);

    // A second section, moved first, drawing from one topic with a calculator.
    await user.click(within(dialog).getByRole('button', { name: 'Add section' }));
    const second = within(dialog).getAllByRole('group', { name: /^Section \d$/ })[1] as HTMLElement;
    await user.type(within(second).getByLabelText('Title'), 'Calculator part');
    await user.click(within(second).getByRole('checkbox', { name: 'Calculator allowed' }));
    await user.click(
      within(second).getByRole('checkbox', { name: 'All active topics of the subject' }),
    );
    await user.click(within(second).getByRole('checkbox', { name: /Derivatives/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move section 2 up' }));

    // Drop the lowest band.
    await user.click(within(dialog).getByRole('button', { name: 'Remove band 5' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Template created')).toBeTruthy();
    const call = api.calls.find(
      (c) => c.method === 'POST' && c.path === '/api/admin/exam-templates',
    );
    expect(call?.body).toEqual({
      subjectId: S1,
      name: 'Calculus quick check',
      slug: '',
      description: '',
      kind: 'full',
      sections: [
        {
          title: 'Calculator part',
          questionCount: 20,
          durationMinutes: 30,
          topics: ['limits'],
          calculator: true,
          directions: '',
        },
        {
          title: 'Warm-up',
          questionCount: 10,
          durationMinutes: 30,
          topics: null,
          calculator: false,
          directions: '',
        },
      ],
      scoring: { scale: 'ap_1_5', cutPoints: AP_BANDS.slice(0, 4) },
    });
  }, 30_000);

  it('checks the form before sending and shows the server field messages', async () => {
    const { api, user } = await openPage();
    api.on('POST /api/admin/exam-templates', () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION',
        message: "Unknown topic 'gone': it is not a topic of AP Calculus AB",
        fields: {
          'sections.0.topics': "Unknown topic 'gone': it is not a topic of AP Calculus AB",
          name: 'A template with this slug already exists',
        },
      },
    }));
    const dialog = await openNewTemplate(user);
    // Nothing typed: the shared schema answers before any request.
    await user.clear(within(dialog).getByLabelText('Band 2 minimum percent'));
    await user.type(within(dialog).getByLabelText('Band 2 minimum percent'), '80');
    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(within(dialog).getByText('Must be lower than the band above (72%)')).toBeTruthy();
    expect(
      api.calls.some((c) => c.method === 'POST' && c.path === '/api/admin/exam-templates'),
    ).toBe(false);

    await user.clear(within(dialog).getByLabelText('Band 2 minimum percent'));
    await user.type(within(dialog).getByLabelText('Band 2 minimum percent'), '58');
    await user.type(within(dialog).getByLabelText('Name'), 'AP Calculus AB MCQ');
    await user.type(within(dialog).getByLabelText('Title'), 'Only part');
    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(
      await within(dialog).findByText("Unknown topic 'gone': it is not a topic of AP Calculus AB"),
    ).toBeTruthy();
    expect(within(dialog).getByText('A template with this slug already exists')).toBeTruthy();
    // The dialog stays open with the messages under their fields.
    expect(screen.getByRole('dialog', { name: 'New exam template' })).toBeTruthy();
  }, 30_000);

  it('edits a template with its values filled in', async () => {
    const { api, user } = await openPage();
    api.on('PUT /api/admin/exam-templates/tpl1', () => ({ status: 200, body: mcq }));
    await user.click(screen.getByRole('button', { name: `Edit ${mcq.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${mcq.name}` });
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', mcq.name);
    const sections = within(dialog).getAllByRole('group', { name: /^Section \d$/ });
    expect(sections).toHaveLength(2);
    // Part B draws from Limits only.
    const limits = within(sections[1] as HTMLElement).getByRole('checkbox', { name: /Limits/ });
    expect(limits.getAttribute('aria-checked')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Remove section 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Template saved')).toBeTruthy();
    const call = api.calls.find((c) => c.method === 'PUT');
    expect(call?.body).toMatchObject({
      slug: 'ap-calculus-ab-mcq',
      sections: [{ title: 'Part B (graphing calculator)', topics: ['limits'], calculator: true }],
    });
  }, 30_000);
});
