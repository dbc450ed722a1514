/**
 * Text shown back stays inert: every payload of the corpus goes in through the real API as the
 * role that writes it (a student's name, a question, an imported file, an exam template, a
 * subject, an e-mail), then the pages that show it open in Chromium. No payload may run, none
 * may leave a script, an event handler or a script URL in the DOM, and each reads as text.
 *
 * Pages open with the CSP bypassed: the policy would block an injected handler anyway, and
 * this journey proves the markup itself is inert.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shownAsMarkdown, XSS_CORPUS, XSS_HOOK } from '../helpers/xss-corpus';
import { answerCurrent } from './exam-helpers';
import {
  baseURL,
  see,
  settle,
  setupBrowser,
  signIn,
  submitSignInForm,
  waitForPath,
} from './fixtures';

const browser = setupBrowser();
const headers = { origin: baseURL() };
const stamp = `xss${Date.now().toString(36)}`;

type SubjectRow = {
  id: string;
  slug: string;
  name: string;
  topics: { id: string; slug: string }[];
};

/** A page that records every payload that runs, by hook call or by dialog. */
async function watchedPage() {
  const page = await browser.newPage({ bypassCSP: true });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => undefined);
  });
  await page.addInitScript((hook) => {
    const w = window as unknown as Record<string, unknown> & { __xssHits: unknown[] };
    w.__xssHits = [];
    w[hook] = (id: unknown) => w.__xssHits.push(id);
  }, XSS_HOOK);
  return {
    page,
    /** Fails when a payload ran or left active markup in the page (iframes' documents too). */
    async expectInert(where: string) {
      await settle(page);
      const frames = page.frames();
      for (const frame of frames) {
        const state = await frame
          .evaluate(() => {
            const w = window as unknown as { __xssHits?: unknown[] };
            const bad: string[] = [];
            for (const el of Array.from(document.querySelectorAll('*'))) {
              if (el.tagName === 'SCRIPT' && /xssHit|alert\(/.test(el.textContent ?? ''))
                bad.push(el.outerHTML.slice(0, 120));
              if (el.tagName === 'IFRAME' && el.hasAttribute('srcdoc')) {
                const sandbox = el.getAttribute('sandbox');
                if (sandbox === null || /allow-scripts/.test(sandbox))
                  bad.push(`unsandboxed iframe ${el.outerHTML.slice(0, 120)}`);
              }
              for (const attr of Array.from(el.attributes)) {
                // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip them in a URL scheme
                const value = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
                if (/^on/i.test(attr.name) || value.startsWith('javascript:'))
                  bad.push(`${attr.name} on <${el.tagName.toLowerCase()}>: ${attr.value}`);
              }
            }
            return { hits: w.__xssHits ?? [], bad };
          })
          .catch(() => ({ hits: [] as unknown[], bad: [] as string[] }));
        expect(state.hits, `payloads ran on ${where}`).toEqual([]);
        expect(state.bad, `active markup on ${where}`).toEqual([]);
      }
      expect(dialogs, `dialogs opened on ${where}`).toEqual([]);
    },
  };
}

/** The visible text of the page, for checking that payloads read as text. */
async function visibleText(page: Page, selector = 'main') {
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator; the visible text is what a reader sees
  return page.locator(selector).first().innerText();
}

const byId = (id: number) => {
  const p = XSS_CORPUS.find((x) => x.id === id);
  if (!p) throw new Error(`no payload ${id}`);
  return p;
};

/** An administrator's API session (contexts close after each test, so one per test). */
async function adminSession(): Promise<{ admin: Page; physics: SubjectRow }> {
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  const { subjects } = (await (await admin.request.get('/api/admin/subjects')).json()) as {
    subjects: SubjectRow[];
  };
  const physics = subjects.find((s) => s.slug === 'ap-physics-1');
  if (!physics) throw new Error('the reference data has no AP Physics 1');
  return { admin, physics };
}

describe('payloads stay inert in every page that shows them back', () => {
  it("as a student's name: the student's own pages and the administrators' user list", async () => {
    // Two payloads per student (first and last name), every payload once.
    const students: { email: string; password: string; first: string; last: string }[] = [];
    for (let i = 0; i < XSS_CORPUS.length; i += 2) {
      const first = XSS_CORPUS[i]?.text ?? '';
      const last = XSS_CORPUS[i + 1]?.text ?? first;
      const email = `${stamp}-name${i}@example.com`;
      const password = 'Xss-pass-12345';
      const visitor = await browser.newPage();
      const created = await visitor.request.post('/api/account/register', {
        data: { email, password, firstName: 'Plain', lastName: 'Name' },
        headers,
      });
      expect(created.status(), await created.text()).toBe(201);
      const signedIn = await visitor.request.post('/api/auth/sign-in/email', {
        data: { email, password },
        headers,
      });
      expect(signedIn.status(), await signedIn.text()).toBe(200);
      const saved = await visitor.request.patch('/api/account/profile', {
        data: { firstName: first, lastName: last },
        headers,
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await visitor.context().close();
      students.push({ email, password, first, last });
    }

    // The student sees the name where the app greets them and on the profile page.
    const [one] = students;
    if (!one) throw new Error('no student');
    const student = await watchedPage();
    const signed = await student.page.request.post('/api/auth/sign-in/email', {
      data: { email: one.email, password: one.password },
      headers,
    });
    expect(signed.status()).toBe(200);
    await student.page.goto('/student/dashboard');
    await see(student.page.getByText(one.first).first(), 'the first name as text');
    await student.expectInert('the student dashboard');
    await student.page.goto('/student/profile');
    await see(student.page.getByRole('textbox', { name: 'First Name' }));
    expect(await student.page.getByRole('textbox', { name: 'First Name' }).inputValue()).toBe(
      one.first,
    );
    await student.expectInert('the student profile');

    // Administrators see every one of them in the user list.
    const users = await watchedPage();
    await signIn(users.page, 'admin');
    await users.page.goto('/admin/users');
    await users.page.getByRole('searchbox').first().fill(stamp);
    for (const s of students) {
      await see(users.page.getByText(s.email), `${s.email} in the user list`);
    }
    const shown = await visibleText(users.page);
    for (const s of students) {
      expect(shown).toContain(s.first);
      expect(shown).toContain(s.last);
    }
    await users.expectInert('the admin user list');
  });

  it('in a question, written in the editor and imported from a file: list and editor previews', async () => {
    const { admin, physics } = await adminSession();
    const stem = [`Question ${stamp}`, ...XSS_CORPUS.map((p) => p.text)].join('\n\n');
    const explanation = XSS_CORPUS.map((p) => p.text).join('\n\n');
    const choices = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => ({
      id,
      text: XSS_CORPUS.slice(i * 4, i * 4 + 4)
        .map((p) => p.text)
        .join('\n\n'),
    }));
    const created = await admin.request.post('/api/admin/questions', {
      headers,
      data: {
        subjectId: physics.id,
        topicId: physics.topics[0]?.id,
        type: 'single',
        stem,
        explanation,
        choices,
        answer: { type: 'single', correct: 'a' },
        difficulty: 'medium',
        status: 'draft',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // The same payloads in an Aiken file, one question each.
    const aiken = XSS_CORPUS.map(
      (p) => `Imported ${stamp} ${p.text}\nA. ${p.text}\nB. plain\nANSWER: B\n`,
    ).join('\n');
    const imported = await admin.request.post('/api/admin/questions/import', {
      headers,
      data: {
        format: 'aiken',
        content: aiken,
        subjectId: physics.id,
        topicId: physics.topics[0]?.id,
        dryRun: false,
        mode: 'valid_only',
      },
    });
    expect(imported.status(), await imported.text()).toBe(200);

    const list = await watchedPage();
    await signIn(list.page, 'admin');
    await list.page.goto('/admin/questions');
    await list.page.getByRole('searchbox', { name: 'Search questions' }).fill(stamp);
    await list.page.waitForURL((url) => url.searchParams.get('q') === stamp);
    await see(list.page.getByRole('table').getByText(`Question ${stamp}`));
    await list.expectInert('the question list');

    const editor = await watchedPage();
    await signIn(editor.page, 'admin');
    await editor.page.goto(`/admin/questions/manage/${id}`);
    const stemPreview = editor.page.getByTestId(/-preview$/).first();
    await see(stemPreview, 'the stem preview');
    await see(editor.page.getByText(`Question ${stamp}`).first());
    const previews = await editor.page.getByTestId(/-preview$/).allInnerTexts();
    const all = previews.join('\n');
    for (const p of XSS_CORPUS) expect(all, `payload ${p.id} shown`).toContain(shownAsMarkdown(p));
    await editor.expectInert('the question editor and its previews');
  });

  it('in an exam template and a subject: the administration pages that list them', async () => {
    const { admin, physics } = await adminSession();
    const subject = await admin.request.post('/api/admin/subjects', {
      headers,
      data: {
        name: `${byId(2).text} ${stamp}`,
        board: 'AP',
        slug: `${stamp}-subject`,
        description: XSS_CORPUS.slice(0, 10)
          .map((p) => p.text)
          .join(' '),
      },
    });
    expect(subject.status(), await subject.text()).toBe(201);
    const subjectRow = (await subject.json()) as { id: string };
    // Out of the catalogue, so journeys running beside this one never meet it.
    const off = await admin.request.patch(`/api/admin/subjects/${subjectRow.id}`, {
      headers,
      data: { isActive: false },
    });
    expect(off.status(), await off.text()).toBe(200);

    const templateName = `${byId(1).text} ${stamp}`;
    const template = await admin.request.post('/api/admin/exam-templates', {
      headers,
      data: {
        subjectId: physics.id,
        name: templateName,
        slug: `${stamp}-template`,
        description: XSS_CORPUS.slice(0, 20)
          .map((p) => p.text)
          .join(' ')
          .slice(0, 1000),
        kind: 'topic',
        sections: [{ title: byId(4).text, questionCount: 5, durationMinutes: 10 }],
        scoring: { scale: 'percent', cutPoints: [] },
      },
    });
    expect(template.status(), await template.text()).toBe(201);
    const templateRow = (await template.json()) as { id: string };
    const deactivated = await admin.request.post(
      `/api/admin/exam-templates/${templateRow.id}/deactivate`,
      { headers },
    );
    expect(deactivated.status(), await deactivated.text()).toBe(200);

    const pages = await watchedPage();
    await signIn(pages.page, 'admin');
    await pages.page.goto('/admin/subjects');
    await see(pages.page.getByText(`${byId(2).text} ${stamp}`), 'the subject name as text');
    await pages.expectInert('the subjects page');

    await pages.page.goto('/admin/exam-templates');
    await see(pages.page.getByText(templateName), 'the template name as text');
    await pages.expectInert('the exam templates page');
  });

  it('in an e-mail: the template editor preview and the message in the outbox', async () => {
    const { admin } = await adminSession();
    const to = `${stamp}-mail@example.com`;
    const firstName = XSS_CORPUS.map((p) => p.text)
      .join(' ')
      .slice(0, 200);
    const sent = await admin.request.post('/api/admin/email-test', {
      headers,
      data: { key: 'account-reactivated', to, vars: { firstName } },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    const editor = await watchedPage();
    await signIn(editor.page, 'admin');
    await editor.page.goto('/admin/email-templates?key=account-reactivated');
    const subjectField = editor.page.getByRole('textbox', { name: 'Subject', exact: true });
    await see(subjectField);
    // Unsaved: only the preview shows it.
    await subjectField.fill(`Hello ${byId(1).text} ${stamp}`);
    await see(editor.page.getByTestId('preview-subject').getByText(stamp), 'the previewed subject');
    expect(await editor.page.getByTestId('preview-subject').textContent()).toContain(byId(1).text);
    await editor.expectInert('the e-mail template preview');

    const outbox = await watchedPage();
    await signIn(outbox.page, 'admin');
    await outbox.page.goto('/admin/email-management');
    await outbox.page.getByRole('searchbox').first().fill(to);
    await outbox.page
      .getByRole('button', { name: new RegExp(`Open the message to ${to}`) })
      .first()
      .click();
    const frame = outbox.page.getByRole('dialog').frameLocator('iframe').first();
    await see(frame.locator('body').getByText(byId(2).text.slice(0, 20)), 'the name as text');
    await outbox.expectInert('the e-mail message');
  });
  it("in a student's exam: the exam room with practice feedback, and the report", async () => {
    const { admin } = await adminSession();
    // A subject of its own, so no other journey's exam draws these questions; off sale again
    // at the end.
    const subject = await admin.request.post('/api/admin/subjects', {
      headers,
      data: { name: `Exam room ${stamp}`, board: 'AP', slug: `${stamp}-room` },
    });
    expect(subject.status(), await subject.text()).toBe(201);
    const subjectId = ((await subject.json()) as { id: string }).id;
    const topic = await admin.request.post(`/api/admin/subjects/${subjectId}/topics`, {
      headers,
      data: { name: 'Payloads', blueprintWeight: 100 },
    });
    expect(topic.status(), await topic.text()).toBe(201);
    const topicId = ((await topic.json()) as { id: string }).id;
    // Five questions share the corpus: stem, choices and explanation all carry payloads.
    const chunks = [0, 1, 2, 3, 4].map((i) => XSS_CORPUS.filter((_, j) => j % 5 === i));
    for (const [i, chunk] of chunks.entries()) {
      const text = chunk.map((p) => p.text).join('\n\n');
      const created = await admin.request.post('/api/admin/questions', {
        headers,
        data: {
          subjectId,
          topicId,
          type: 'single',
          stem: `Room ${stamp} ${i}\n\n${text}`,
          explanation: `Because ${stamp}\n\n${text}`,
          choices: [
            { id: 'a', text: chunk[0]?.text ?? 'a' },
            { id: 'b', text: `plain ${i}` },
            { id: 'c', text: chunk[1]?.text ?? 'c' },
          ],
          answer: { type: 'single', correct: 'b' },
          difficulty: 'medium',
          status: 'pending_review',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const confirmed = await admin.request.post(`/api/admin/questions/${id}/status`, {
        headers,
        data: { status: 'confirmed' },
      });
      expect(confirmed.status(), await confirmed.text()).toBe(200);
    }

    // A new student unlocks the subject with the trial's point and takes a practice exam.
    const room = await watchedPage();
    const email = `${stamp}-room@example.com`;
    const registered = await room.page.request.post('/api/account/register', {
      headers,
      data: { email, password: 'secret-pass', firstName: 'Room', lastName: 'Student' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await room.page.goto('/auth');
    expect((await submitSignInForm(room.page, email, 'secret-pass')).status()).toBe(200);
    await waitForPath(room.page, '/student/dashboard');
    const unlocked = await room.page.request.post(`/api/student/subjects/${subjectId}/unlock`, {
      headers,
      data: {},
    });
    expect(unlocked.status(), await unlocked.text()).toBe(201);
    const exam = await room.page.request.post('/api/student/exams', {
      headers,
      data: {
        subjectId,
        mode: 'practice',
        custom: { topicIds: [topicId], questionCount: 5, difficulty: 'mixed', timed: false },
      },
    });
    expect(exam.status(), await exam.text()).toBe(201);
    const examId = ((await exam.json()) as { id: string }).id;

    await room.page.goto(`/student/exam/${examId}/process`);
    await room.page.getByRole('button', { name: 'Start exam' }).click();
    await see(room.page.locator('#question-heading'), 'the first question');
    await see(room.page.getByText(new RegExp(`Room ${stamp}`)).first(), 'the stem as text');
    await room.expectInert('the exam room');
    // Practice mode: answering shows the explanation, payloads and all.
    await answerCurrent(room.page);
    await room.page.getByRole('button', { name: 'Check answer' }).click();
    await see(room.page.getByText(new RegExp(`Because ${stamp}`)).first(), 'the explanation');
    await room.expectInert('the exam room with its feedback');

    const submitted = await room.page.request.post(`/api/student/exams/${examId}/submit`, {
      headers,
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
    await room.page.goto(`/student/exam/${examId}/report`);
    await see(
      room.page.getByText(new RegExp(`Room ${stamp}`)).first(),
      'the report lists the questions',
    );
    await room.expectInert('the exam report');

    const off = await admin.request.patch(`/api/admin/subjects/${subjectId}`, {
      headers,
      data: { isActive: false },
    });
    expect(off.status(), await off.text()).toBe(200);
  });
});
