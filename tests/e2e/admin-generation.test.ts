import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, goodItem, startFakeOpenAi } from '../helpers/fake-openai';
import {
  baseURL,
  expectNoAxeViolations,
  see,
  settle,
  setupBrowser,
  signIn,
  submitSignInForm,
  waitForPath,
} from './fixtures';

const browser = setupBrowser();
let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake?.close());

const n = Date.now() % 1_000_000;

describe('administrators generate questions with an AI provider', () => {
  it('configures the provider, runs a job, reviews what it kept and cancels another', async () => {
    const page = await browser.newPage({ bypassCSP: true });
    await signIn(page, 'admin');
    await page.goto('/admin/generation');
    await see(page.getByRole('heading', { level: 1, name: 'Question generation' }));
    await settle(page);

    // Without a provider the page says how to configure one.
    const notice = page.getByRole('status').filter({ hasText: 'No AI provider is configured' });
    await see(notice);
    await see(notice.getByText('AI_BASE_URL'));
    await expectNoAxeViolations(page, 'generation page without a provider');

    const settings = page.locator('form').filter({ has: page.getByLabel('Base URL') });
    await settings.getByLabel('Base URL').fill('not a url');
    await settings.getByLabel('Model', { exact: true }).fill('fake-model');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await see(settings.getByText('Use an address starting with http:// or https://'));
    await settings.getByLabel('Base URL').fill(fake.baseUrl);
    await settings.getByLabel('API key', { exact: true }).fill('sk-e2e-key-0123456789');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await see(page.getByText('Provider settings saved'));
    await notice.waitFor({ state: 'hidden' });
    await see(page.getByText('set (…6789)'));
    expect(await settings.getByLabel('API key', { exact: true }).inputValue()).toBe('');

    // A job of three: two good items and one with two correct choices.
    const stems = [
      `E2E ${n}: which number doubles to four?`,
      `E2E ${n}: what is the square root of sixteen?`,
    ];
    fake.queue({
      json: {
        items: [
          goodItem(stems[0] as string),
          goodItem(`E2E ${n}: pick every even prime`, {
            choices: [
              { text: '2', correct: true },
              { text: 'two', correct: true },
              { text: '3', correct: false },
            ],
          }),
          goodItem(stems[1] as string),
        ],
      },
    });
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Start generating' }) });
    await form.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: /^AP Calculus AB/ }).click();
    await form.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option').first().click();
    await form.getByRole('combobox', { name: 'Difficulty' }).click();
    await page.getByRole('option', { name: 'Easy' }).click();
    await form.getByLabel('Number of questions').fill('3');
    await form.getByLabel('Source text (optional)').fill('Doubling and square roots.');
    await form.getByRole('button', { name: 'Start generating' }).click();

    await see(page.getByText('Generation job started'));
    await see(page.getByText('Succeeded', { exact: true }));
    await see(page.getByRole('heading', { name: 'Kept items (2)' }));
    await see(page.getByRole('heading', { name: 'Rejected items (1)' }));
    await see(page.getByText('Reason: Exactly one choice must be correct (found 2)'));
    await see(page.getByText('3 of 3').first());
    await expectNoAxeViolations(page, 'a finished generation job');
    const sent = fake.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer sk-e2e-key-0123456789');
    expect(sent?.body.messages.at(-1)?.content).toContain('Doubling and square roots.');

    // Back in the list the job shows its result; the next job is cancelled while it runs.
    await page.getByRole('button', { name: 'Back to the jobs' }).click();
    await see(page.getByText('2 kept, 1 rejected').first());

    let release: (() => void) | undefined;
    const asked = new Promise<void>((resolve) => {
      fake.queue(async () => {
        resolve();
        await new Promise<void>((r) => {
          release = r;
        });
        return { json: { items: [goodItem(`E2E ${n}: never kept`)] } };
      });
    });
    await form.getByLabel('Number of questions').fill('1');
    await form.getByRole('button', { name: 'Start generating' }).click();
    // The form kept the subject, topic and difficulty of the last job.
    await Promise.race([
      asked,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('the job never called the provider')), 15_000),
      ),
    ]);
    await see(page.getByText('Running', { exact: true }));
    await page.getByRole('button', { name: 'Cancel job' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this job?' });
    await see(dialog);
    await dialog.getByRole('button', { name: 'Cancel job' }).click();
    await see(page.getByText('Job cancelled'));
    await see(page.getByText('Cancelled', { exact: true }));
    release?.();
    await see(page.getByText('No items kept.'));

    // A kept item opens in the question editor for review.
    await page.getByRole('button', { name: 'Back to the jobs' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: '2 kept, 1 rejected' })
      .getByRole('button', { name: /^View the job/ })
      .first()
      .click();
    await see(page.getByRole('heading', { name: 'Kept items (2)' }));
    await page.getByRole('link', { name: 'Review' }).first().click();
    await page.waitForURL(/\/admin\/questions\/manage\/[0-9a-f-]{36}$/);
    await see(page.getByRole('heading', { level: 1, name: 'Edit question' }));
  });
  it('generates questions both ways, confirms them, and a student meets them in an exam', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin');
    const headers = { origin: baseURL() };
    const ok = async (res: { status(): number; text(): Promise<string> }, status = 200) =>
      expect(res.status(), await res.text()).toBe(status);
    // A subject of its own, so its exam holds exactly the generated questions; off sale after.
    const subject = await page.request.post('/api/admin/subjects', {
      headers,
      data: { name: `Generated ${n}`, board: 'AP', slug: `generated-${n}` },
    });
    await ok(subject, 201);
    const subjectId = ((await subject.json()) as { id: string }).id;
    const topic = await page.request.post(`/api/admin/subjects/${subjectId}/topics`, {
      headers,
      data: { name: 'Generated topic', blueprintWeight: 100 },
    });
    await ok(topic, 201);
    const topicId = ((await topic.json()) as { id: string }).id;

    // Two through the AI provider…
    await ok(
      await page.request.put('/api/admin/generation/settings', {
        headers,
        data: { baseUrl: fake.baseUrl, model: 'fake-model', apiKey: 'sk-e2e-key-0123456789' },
      }),
    );
    const aiStems = [`AI ${n}: which number doubles to six?`, `AI ${n}: what is half of ten?`];
    fake.queue({ json: { items: aiStems.map((stem) => goodItem(stem)) } });
    const job = await page.request.post('/api/admin/generation/jobs', {
      headers,
      data: { subjectId, topicId, difficulty: 'easy', count: 2 },
    });
    await ok(job, 201);
    const jobId = ((await job.json()) as { id: string }).id;
    let kept: string[] = [];
    await expect
      .poll(
        async () => {
          const detail = (await (
            await page.request.get(`/api/admin/generation/jobs/${jobId}`)
          ).json()) as { status: string; kept: { id: string }[] };
          kept = detail.kept.map((k) => k.id);
          return detail.status;
        },
        { timeout: 60_000 },
      )
      .toBe('succeeded');
    expect(kept).toHaveLength(2);

    // …and three from an item model.
    const model = await page.request.post('/api/admin/item-models', {
      headers,
      data: {
        subjectId,
        topicId,
        name: `Power rule ${n}`,
        difficulty: 'easy',
        questionType: 'single',
        variables: [
          { name: 'a', kind: 'integer', min: 2, max: 9 },
          { name: 'n', kind: 'integer', min: 2, max: 5 },
          { name: 'k', kind: 'integer', min: 2, max: 3 },
        ],
        constraints: ['n \\ne k'],
        stem: `Model ${n}: let $f(x) = {{a}}x^{{{n}}}$. What is $f'({{k}})$?`,
        explanation: "$f'(x) = {{= an}}x^{{{= n-1}}}$, so the value is {{= ank^{n-1}}}.",
        answer: { expression: 'ank^{n-1}', format: 'integer' },
        distractors: [
          { misconception: 'Forgot to multiply by the exponent', expression: 'ak^{n-1}' },
          { misconception: 'Did not lower the exponent', expression: 'ank^{n}' },
          { misconception: "Evaluated f instead of f'", expression: 'ak^{n}' },
        ],
      },
    });
    await ok(model, 201);
    const modelId = ((await model.json()) as { id: string }).id;
    // Each draw is stored or skipped as already in the bank: two of three random draws can be the
    // same question (about 1 in 20 here), so ask again for what is missing.
    const fromModel: string[] = [];
    for (let round = 0; round < 5 && fromModel.length < 3; round++) {
      const generated = await page.request.post(`/api/admin/item-models/${modelId}/generate`, {
        headers,
        data: { count: 3 - fromModel.length },
      });
      await ok(generated);
      fromModel.push(...((await generated.json()) as { questionIds: string[] }).questionIds);
    }
    expect(fromModel).toHaveLength(3);

    // Reviewed and confirmed: all five wait for review until an administrator confirms them.
    const confirmed = await page.request.post('/api/admin/questions/bulk', {
      headers,
      data: { action: 'confirm', ids: [...kept, ...fromModel] },
    });
    await ok(confirmed);
    expect((await confirmed.json()) as { skipped: unknown[] }).toMatchObject({ skipped: [] });

    // A new student unlocks the subject and takes a five-question exam on the topic.
    const student = await browser.newPage();
    const email = `generated-${n}@example.com`;
    await ok(
      await student.request.post('/api/account/register', {
        headers,
        data: { email, password: 'secret-pass', firstName: 'Gen', lastName: 'Student' },
      }),
      201,
    );
    await student.goto('/auth');
    expect((await submitSignInForm(student, email, 'secret-pass')).status()).toBe(200);
    await waitForPath(student, '/student/dashboard');
    await ok(
      await student.request.post(`/api/student/subjects/${subjectId}/unlock`, {
        headers,
        data: {},
      }),
      201,
    );
    const exam = await student.request.post('/api/student/exams', {
      headers,
      data: {
        subjectId,
        mode: 'practice',
        custom: { topicIds: [topicId], questionCount: 5, difficulty: 'mixed', timed: false },
      },
    });
    await ok(exam, 201);
    const examId = ((await exam.json()) as { id: string }).id;
    await student.goto(`/student/exam/${examId}/process`);
    await student.getByRole('button', { name: 'Start exam' }).click();
    await see(student.locator('#question-heading'), 'the first question');
    await see(student.getByText(new RegExp(`(AI|Model) ${n}:`)).first(), 'a generated question');
    const state = (await (
      await student.request.get(`/api/student/exams/${examId}/state`)
    ).json()) as { items: { stem: string }[] };
    const stems = state.items.map((i) => i.stem);
    expect(stems).toHaveLength(5);
    for (const stem of aiStems) expect(stems).toContain(stem);
    expect(stems.filter((s) => s.startsWith(`Model ${n}:`))).toHaveLength(3);

    await ok(
      await page.request.patch(`/api/admin/subjects/${subjectId}`, {
        headers,
        data: { isActive: false },
      }),
    );
  });
});
