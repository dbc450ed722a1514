/**
 * The exam room (student exam/{examId}/process): start, answer, cross out, mark for review,
 * resume after a reload, keep answers through a connection drop, submit after the review, the
 * practice feedback, the deadline's automatic submission, and the 360 px layout with axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  answerCurrent,
  dragSelect,
  highlightable,
  marksIn,
  screenshot,
  wordsIn,
} from './exam-helpers';
import {
  baseURL,
  expectNoAxeViolations,
  see,
  settle,
  setupBrowser,
  submitSignInForm,
  waitForPath,
} from './fixtures';

const browser = setupBrowser();
const PASSWORD = 'Exam-room-pass-1';

/** A new student (the Free Trial's point and exam allowance) signed in on `page`. */
async function newStudent(page: Page, tag: string) {
  const email = `e2e-room-${tag}-${Date.now()}@example.com`;
  await page.goto('/auth?mode=register');
  await page.getByLabel('First Name', { exact: true }).fill('Nour');
  await page.getByLabel('Last Name', { exact: true }).fill('Saleh');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await see(page.getByText('Account created successfully! You can now log in.'));
  expect((await submitSignInForm(page, email, PASSWORD)).status()).toBe(200);
  await waitForPath(page, '/student/dashboard');
}

const origin = () => ({ origin: baseURL() });

/**
 * Unlocks a seeded subject (AP Calculus AB unless told) and creates a 5-question custom exam of
 * its topics (or only `topics`) through the API.
 */
async function createExam(
  page: Page,
  options: {
    mode: 'practice' | 'simulation' | 'adaptive';
    minutes?: number;
    unlock?: boolean;
    subject?: string;
    topics?: string[];
  },
): Promise<string> {
  const slug = options.subject ?? 'ap-calculus-ab';
  const catalogue = await (await page.request.get('/api/student/subjects')).json();
  const subject = catalogue.subjects.find((s: { slug: string }) => s.slug === slug);
  expect(subject, `${slug} is seeded`).toBeTruthy();
  if (!subject.unlocked && options.unlock !== false) {
    const unlocked = await page.request.post(`/api/student/subjects/${subject.id}/unlock`, {
      headers: origin(),
    });
    expect(unlocked.status()).toBe(201);
  }
  const optionsRes = await page.request.get(`/api/student/exams/options?subject=${subject.id}`);
  expect(optionsRes.status()).toBe(200);
  const topics = (
    (await optionsRes.json()).subjects[0].topics as {
      id: string;
      slug: string;
      available: number;
    }[]
  ).filter((t) => !options.topics || options.topics.includes(t.slug));
  const created = await page.request.post('/api/student/exams', {
    headers: origin(),
    data: {
      subjectId: subject.id,
      mode: options.mode,
      custom: {
        topicIds: topics.filter((t) => t.available > 0).map((t) => t.id),
        questionCount: 5,
        difficulty: 'mixed',
        timed: options.minutes !== undefined,
        minutes: options.minutes,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id as string;
}

async function startExam(page: Page, examId: string) {
  await page.goto(`/student/exam/${examId}/process`);
  await page.getByRole('button', { name: 'Start exam' }).click();
  await see(page.locator('#question-heading'), 'the first question');
  // Directions open at the start of a section that has some.
  const directions = page.getByRole('button', { name: 'Continue' });
  if (await directions.isVisible().catch(() => false)) await directions.click();
}

const saved = (page: Page) => see(page.getByText('Saved', { exact: true }), "'Saved'");

describe('the exam room', () => {
  it('saves answers, crossings-out and flags, resumes after a reload and keeps answers through a connection drop', async () => {
    const page = await browser.newPage({ bypassCSP: true });
    await newStudent(page, 'sim');
    const examId = await createExam(page, { mode: 'simulation', minutes: 30 });
    await startExam(page, examId);
    await see(page.getByRole('timer', { name: 'Time left in this section' }));

    await answerCurrent(page);
    await page.getByRole('button', { name: 'Mark for review' }).click();
    const cross = page.getByRole('button', { name: /^Cross out choice/ }).last();
    if (await cross.count()) await cross.click();
    await saved(page);
    await settle(page);
    await screenshot(page, 'room-1440-crossed-out');
    await expectNoAxeViolations(page, 'exam room');

    // Reload: the answer and the flag come back from the server.
    await page.reload();
    await page.getByRole('button', { name: /open the question navigator/ }).click();
    await see(page.getByRole('button', { name: /^Question 1, answered, marked for review/ }));
    await page.getByRole('button', { name: /^Question 2, unanswered/ }).click();

    // Offline: the answer waits on the device and goes when the connection returns.
    await page.context().setOffline(true);
    await answerCurrent(page);
    await see(page.getByText('Offline — answers kept on this device').first());
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await saved(page);
    const state = await (await page.request.get(`/api/student/exams/${examId}/state`)).json();
    expect(state.items[1].answer).not.toBeNull();

    // Submit: the review lists what is still open, then the report opens.
    await page.getByRole('button', { name: /open the question navigator/ }).click();
    await page.getByRole('button', { name: 'Review and submit' }).click();
    const review = page.getByRole('dialog', { name: 'Submit the exam?' });
    await see(review.getByText('3 unanswered questions'));
    await see(review.getByText('1 question marked for review'));
    await review.getByRole('button', { name: 'Submit exam' }).click();
    await waitForPath(page, `/student/exam/${examId}/report`);
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 360, height: 740 },
  ]) {
    it(`highlights a passage and a question, keeps them through a reload, removes one (${viewport.width} px)`, async () => {
      const page = await browser.newPage({ bypassCSP: true, viewport });
      await newStudent(page, `highlight-${viewport.width}`);
      const examId = await createExam(page, {
        mode: 'simulation',
        minutes: 30,
        subject: 'est-1-literacy',
        topics: ['reading-comprehension'],
      });
      await startExam(page, examId);
      const passage = highlightable(page, 'passage');
      const stem = highlightable(page, 'stem');

      // The passage: drag over three words, then the button floating over them.
      const [first, , third] = await wordsIn(passage);
      if (!first || !third) throw new Error('the passage has no words to select');
      await dragSelect(page, first, third);
      const tool = page.locator('[data-highlight-tool]').getByRole('button');
      await see(tool.getByText('Highlight', { exact: true }), 'the floating Highlight button');
      await screenshot(page, `room-${viewport.width}-selection`);
      await tool.click();
      const inPassage = (await marksIn(passage)).join('');
      expect(inPassage.startsWith(first.word) && inPassage.endsWith(third.word), inPassage).toBe(
        true,
      );

      // The question: double-click a word and press H.
      const [word] = await wordsIn(stem);
      if (!word) throw new Error('the stem has no word to select');
      await page.mouse.dblclick(word.left + 2, word.y);
      await page.keyboard.press('h');
      await see(stem.locator('mark[data-highlight]'), 'the highlight in the question');
      expect((await marksIn(stem)).join('').trim()).toBe(word.word);
      await saved(page);
      await settle(page);
      await expectNoAxeViolations(page, `exam room with highlights at ${viewport.width} px`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `room-${viewport.width}-highlighted`);

      // Reload: both come back from the server.
      await page.reload();
      await see(passage.locator('mark[data-highlight]'), 'the passage highlight after a reload');
      expect((await marksIn(passage)).join('')).toBe(inPassage);
      expect((await marksIn(stem)).join('').trim()).toBe(word.word);

      // A click on a highlight offers to remove it.
      await passage.locator('mark[data-highlight]').first().click();
      await see(tool.getByText('Remove highlight'), 'Remove highlight');
      await screenshot(page, `room-${viewport.width}-remove`);
      await tool.click();
      await saved(page);
      expect(await marksIn(passage)).toEqual([]);
      await page.reload();
      await see(stem.locator('mark[data-highlight]'), 'the question highlight after a reload');
      expect(await marksIn(passage)).toEqual([]);
    });
  }

  it('practice mode shows right or wrong and the explanation after checking', async () => {
    const page = await browser.newPage();
    await newStudent(page, 'practice');
    const examId = await createExam(page, { mode: 'practice' });
    await startExam(page, examId);
    await see(page.getByText('Untimed'));
    await answerCurrent(page);
    await page.getByRole('button', { name: 'Check answer' }).click();
    await see(page.getByRole('heading', { name: /^(Correct|Incorrect|Partly correct)/ }));
  });

  it('hands the exam in by itself when the time is up', { timeout: 150_000 }, async () => {
    const page = await browser.newPage();
    await newStudent(page, 'deadline');
    const examId = await createExam(page, { mode: 'simulation', minutes: 1 });
    await startExam(page, examId);
    await answerCurrent(page);
    await saved(page);
    await waitForPath(page, `/student/exam/${examId}/report`, 90_000);
  });

  it('works at 360 px: no sideways scroll, navigator, next and the shortcuts help', async () => {
    const page = await browser.newPage({ bypassCSP: true, viewport: { width: 360, height: 740 } });
    await newStudent(page, 'mobile');
    const examId = await createExam(page, { mode: 'simulation', minutes: 20 });
    await startExam(page, examId);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Next' }).click();
    await see(page.getByRole('button', { name: /Question 2 of 5/ }));
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await see(page.getByText('Cross out an answer'));
    await page.keyboard.press('Escape');
    await settle(page);
    await expectNoAxeViolations(page, 'exam room at 360 px');
  });
});
