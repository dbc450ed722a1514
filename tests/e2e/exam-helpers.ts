/**
 * What the exam-room journeys share: answering the question on screen, selecting words with the
 * mouse like a student does, reading the highlights, and optional screenshots.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { see, submitSignInForm, waitForPath } from './fixtures';

/**
 * A new student registered through the page (the Free Trial: 1 point, 2 exams) who unlocks AP
 * Calculus AB on the unlocked-subjects page.
 */
export async function studentWithCalculus(
  page: Page,
  who: { tag: string; firstName: string; lastName: string; password: string },
) {
  const email = `e2e-${who.tag}-${Date.now()}@example.com`;
  await page.goto('/auth?mode=register');
  await page.getByLabel('First Name', { exact: true }).fill(who.firstName);
  await page.getByLabel('Last Name', { exact: true }).fill(who.lastName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await see(page.getByText('Account created successfully! You can now log in.'));
  expect((await submitSignInForm(page, email, who.password)).status()).toBe(200);
  await waitForPath(page, '/student/dashboard');

  await page.goto('/student/unlocked-subjects');
  await page.getByRole('button', { name: 'Unlock AP Calculus AB' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unlock for 1 point' }).click();
  await see(page.getByText(/AP Calculus AB unlocked until/));
}

/** Answers the question on screen: the first choice, or a number / expression in its box. */
export async function answerCurrent(page: Page) {
  // The math field loads MathLive on first use: wait for whichever control the question has.
  await page
    .locator('#main input[type="radio"], #main input[type="checkbox"], #main input, math-field')
    .first()
    .waitFor({ state: 'attached' });
  const radio = page.getByRole('radio').first();
  if (await radio.count()) {
    await radio.check({ force: true });
    return;
  }
  const checkbox = page.getByRole('checkbox').first();
  if (await checkbox.count()) {
    await checkbox.check({ force: true });
    return;
  }
  const mathField = page.locator('math-field').first();
  if (await mathField.count()) {
    // Keys typed before MathLive has set the field up are lost: type until the value shows.
    for (let attempt = 1; attempt <= 10; attempt++) {
      await mathField.click();
      await page.keyboard.type('2x');
      const value = await mathField.evaluate((el) => (el as HTMLInputElement).value);
      if (value) return;
      await page.waitForTimeout(300);
    }
    throw new Error('The math field took no input');
  }
  const box = page.getByRole('textbox', { name: /Your answer|Answer to question/ }).first();
  await box.fill('2');
}

/** The stem or the passage text of the question on screen. */
export const highlightable = (page: Page, target: 'stem' | 'passage') =>
  page.locator(`[data-highlight-target="${target}"]`);

type Word = { word: string; left: number; right: number; y: number };

/**
 * Where the words of at least four letters outside formulas are on screen, in reading order,
 * once the first paragraph is in the middle of its scroller (a drag near a scroller's edge
 * scrolls it) and still (the app scrolls smoothly).
 */
export async function wordsIn(container: Locator): Promise<Word[]> {
  await container.evaluate((el) =>
    (el.querySelector('p, li') ?? el).scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  let last = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    const words = await readWords(container);
    const now = JSON.stringify(words[0] ?? null);
    if (now === last) return words;
    last = now;
    await container.page().waitForTimeout(100);
  }
  throw new Error('The text kept moving');
}

async function readWords(container: Locator): Promise<Word[]> {
  return container.evaluate((root) => {
    const words: Word[] = [];
    const walk = (node: Node) => {
      for (let child = node.firstChild; child; child = child.nextSibling) {
        if (child.nodeType === Node.TEXT_NODE) {
          const text = child as Text;
          for (const match of text.data.matchAll(/[A-Za-z]{4,}/g)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            const box = range.getBoundingClientRect();
            if (box.width > 0)
              words.push({
                word: match[0],
                left: box.left,
                right: box.right,
                y: box.top + box.height / 2,
              });
          }
        } else if (child instanceof Element && !child.classList.contains('katex')) walk(child);
      }
    };
    walk(root);
    return words;
  });
}

/** Drags the mouse from the start of `from` to the end of `to`, selecting the text between. */
export async function dragSelect(page: Page, from: Word, to: Word) {
  await page.mouse.move(from.left + 1, from.y);
  await page.mouse.down();
  await page.mouse.move(to.right - 1, to.y, { steps: 8 });
  await page.mouse.up();
}

/** The highlighted text in a stem or passage, one entry per <mark>. */
export async function marksIn(container: Locator): Promise<string[]> {
  return container.locator('mark[data-highlight]').allTextContents();
}

/** With E2E_SCREENSHOTS=<folder>, keeps a screenshot of the page for a person to look at. */
export async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(300); // fade-ins done
  await page.screenshot({ path: join(dir, `${name}.png`) });
}
