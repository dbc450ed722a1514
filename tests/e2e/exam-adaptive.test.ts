/**
 * An adaptive exam from start to report: the student unlocks a subject, creates an exam from its
 * adaptive template on the create-exam page, answers one question at a time (each next one comes
 * from the server after the answer), highlights text, reloads mid-way and resumes on the same
 * question with its answer and highlight, submits, and reads the θ-based score with its band.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ExamReport } from '../../src/common/contracts/exams';
import {
  answerCurrent,
  dragSelect,
  highlightable,
  marksIn,
  screenshot,
  studentWithCalculus,
  wordsIn,
} from './exam-helpers';
import { expectNoAxeViolations, see, settle, setupBrowser, waitForPath } from './fixtures';

const browser = setupBrowser();
const PASSWORD = 'Adaptive-pass-1';

const progress = (page: Page, n: number) =>
  page.getByText(`Question ${n} of up to 25`, { exact: true });
const stemText = async (page: Page) =>
  ((await highlightable(page, 'stem').textContent()) ?? '').trim();
const saved = (page: Page) => see(page.getByText('Saved', { exact: true }), "'Saved'");

describe('an adaptive exam in the browser', () => {
  it('create → one question at a time → highlight → reload and resume → submit → θ score and band', {
    timeout: 240_000,
  }, async () => {
    const page = await browser.newPage({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
    await studentWithCalculus(page, {
      tag: 'adaptive',
      firstName: 'Laila',
      lastName: 'Haddad',
      password: PASSWORD,
    });

    // Create from the adaptive template: choosing it chooses the adaptive mode.
    await page.goto('/student/create-exam');
    await page.getByRole('radio', { name: /AP Calculus AB: adaptive practice/ }).check();
    expect(await page.getByRole('radio', { name: 'Adaptive', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create exam' }).click();
    await page.waitForURL(/\/student\/exam\/[0-9a-f-]{36}$/);
    const examId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('link', { name: 'Start exam' }).click();
    await waitForPath(page, `/student/exam/${examId}/process`);
    await page.getByRole('button', { name: 'Start exam' }).click();
    const directions = page.getByRole('dialog', { name: /directions/ });
    await see(directions);
    await directions.getByRole('button', { name: 'Continue' }).click();

    // One at a time: Next waits for an answer, then the server's next question replaces it.
    let n = 1;
    const stems: string[] = [];
    for (; n <= 25; n++) {
      await see(progress(page, n), `question ${n}`);
      stems.push(await stemText(page));
      const next = page.getByRole('button', { name: 'Next', exact: true });
      if (!(await next.isVisible())) break; // the test is precise enough: submit now
      expect(await next.isDisabled()).toBe(true);
      await answerCurrent(page);
      await saved(page);

      if (n === 2) {
        // Highlight by dragging over two words, then the button that floats over them.
        const stem = highlightable(page, 'stem');
        const words = await wordsIn(stem);
        const [first, second] = words;
        expect(first && second, 'the stem has two words to select').toBeTruthy();
        if (!first || !second) return;
        await dragSelect(page, first, second);
        const tool = page.locator('[data-highlight-tool]').getByRole('button', {
          name: 'Highlight',
          exact: true,
        });
        await see(tool, 'the floating Highlight button');
        await screenshot(page, 'adaptive-1440-selection');
        await tool.click();
        const marked = (await marksIn(stem)).join('');
        expect(marked.startsWith(first.word) && marked.endsWith(second.word), marked).toBe(true);
        await saved(page);
        await settle(page);
        await expectNoAxeViolations(page, 'adaptive room with a highlight');
        await screenshot(page, 'adaptive-1440-highlighted');
      }

      if (n === 3) {
        // The keyboard way: double-click a word, press H; then reload mid-way.
        const stem = highlightable(page, 'stem');
        const [word] = await wordsIn(stem);
        if (!word) throw new Error('the stem has no word to select');
        await page.mouse.dblclick(word.left + 2, word.y);
        await page.keyboard.press('h');
        await see(stem.locator('mark[data-highlight]'), 'the highlight');
        const marked = (await marksIn(stem)).join('').trim();
        expect(marked).toBe(word.word);
        await saved(page);

        await page.reload();
        await see(progress(page, 3), 'question 3 again after the reload');
        expect(await stemText(page)).toBe(stems[2]);
        expect((await marksIn(highlightable(page, 'stem'))).join('').trim()).toBe(word.word);
        const chosen = page.locator('#main input[type="radio"]:checked');
        if (await page.locator('#main input[type="radio"]').count()) {
          expect(await chosen.count()).toBe(1);
        }
        await screenshot(page, 'adaptive-1440-after-reload');
      }

      await next.click();
      // The next question, or the end of the test (submit).
      await see(
        progress(page, n + 1).or(page.getByRole('button', { name: 'Submit', exact: true })),
        `question ${n + 1} or the submit button`,
      );
      if (await page.getByRole('button', { name: 'Submit', exact: true }).isVisible()) break;
      expect(await stemText(page)).not.toBe(stems[n - 1]);
    }
    expect(n).toBeGreaterThanOrEqual(5);

    // Submit after the review, then the report.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Submit the exam?' });
    await review.getByRole('button', { name: 'Submit exam' }).click();
    await waitForPath(page, `/student/exam/${examId}/report`);
    await see(page.getByRole('heading', { level: 1, name: /^Report: / }));

    const report = (await (
      await page.request.get(`/api/student/exams/${examId}/report`)
    ).json()) as ExamReport;
    const band = report.result.band;
    expect(band, 'an adaptive result has a θ band').not.toBeNull();
    if (!band) return;
    expect(report.exam.mode).toBe('adaptive');
    expect(report.questions.length).toBe(report.result.score.max);
    expect(band.se).toBeGreaterThan(0);

    const scaled = page.getByTestId('scaled-score');
    await see(page.getByText('Predicted AP score'));
    await see(scaled, 'the predicted score');
    const shown = ((await scaled.textContent()) ?? '').trim();
    expect(shown.startsWith(band.label), shown).toBe(true);
    if (band.low !== band.label || band.high !== band.label) {
      expect(shown).toContain(`(${band.low}–${band.high})`);
    }
    await see(page.getByText('The range is where your score is likely to fall (95%).'));
    await settle(page);
    await expectNoAxeViolations(page, 'adaptive report');
    await screenshot(page, 'adaptive-1440-report');
  });
});
