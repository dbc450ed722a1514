/**
 * The exam room's tools in a calculator section (a custom exam's section allows one): the
 * graphing calculator (loaded only when opened) plots two functions, finds where they cross,
 * traces from the keyboard and shows a table of values; then zoom at 200 % on a 1280 px
 * window cuts nothing off, and the line reader moves with the keyboard. Screenshots of the
 * room with the graphing calculator at 1440 and 390 px go to /tmp/shots (E2E_SHOTS to change).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { studentWithCalculus } from './exam-helpers';
import { baseURL, expectNoAxeViolations, see, settle, setupBrowser } from './fixtures';

const browser = setupBrowser();
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300); // fade-ins done
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** A 5-question 60-minute custom simulation of AP Calculus AB (its section allows a calculator). */
async function createCalculatorExam(page: Page): Promise<string> {
  const catalogue = await (await page.request.get('/api/student/subjects')).json();
  const subject = catalogue.subjects.find((s: { slug: string }) => s.slug === 'ap-calculus-ab');
  const options = await (
    await page.request.get(`/api/student/exams/options?subject=${subject.id}`)
  ).json();
  const topics = options.subjects[0].topics as { id: string; available: number }[];
  const created = await page.request.post('/api/student/exams', {
    headers: { origin: baseURL() },
    data: {
      subjectId: subject.id,
      mode: 'simulation',
      custom: {
        topicIds: topics.filter((t) => t.available > 0).map((t) => t.id),
        questionCount: 5,
        difficulty: 'mixed',
        timed: true,
        minutes: 60,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id as string;
}

describe('exam room tools', () => {
  it('graphs two functions, finds their crossing, reads the table, zooms to 200 % and uses the line reader', async () => {
    const page = await browser.newPage({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
    await studentWithCalculus(page, {
      tag: 'room-tools',
      firstName: 'Lina',
      lastName: 'Haddad',
      password: 'Room-tools-pass-1',
    });
    const examId = await createCalculatorExam(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`/student/exam/${examId}/process`);
    await page.getByRole('button', { name: 'Start exam' }).click();
    await see(page.locator('#question-heading'), 'the first question');
    const directions = page.getByRole('button', { name: 'Continue' });
    if (await directions.isVisible().catch(() => false)) await directions.click();
    await settle(page);
    // The graphing calculator is not part of the room's first load.
    expect(scripts.filter((url) => /graphing/.test(url))).toEqual([]);

    // ------------------------------------------------------------ graphing calculator
    await page.getByRole('button', { name: 'Graphing calculator' }).click();
    const graphing = page.getByRole('dialog', { name: 'Graphing calculator' });
    await see(graphing);
    expect(scripts.some((url) => /graphing/.test(url))).toBe(true);
    await graphing.getByRole('textbox', { name: 'Function y1' }).fill('x^2-3');
    await graphing.getByRole('button', { name: 'Add function' }).click();
    await graphing.getByRole('textbox', { name: 'Function y2' }).fill('x+1');
    await expect.poll(() => graphing.locator('[data-graph-plot] path').count()).toBe(2);

    await graphing.getByRole('tab', { name: 'Intersections' }).click();
    await graphing.getByRole('combobox', { name: 'Second curve' }).selectOption('y2');
    await graphing.getByRole('button', { name: 'Find intersections' }).click();
    await see(graphing.getByText('y1 and y2 cross 2 times for x from -10 to 10:'));
    await see(graphing.getByRole('button', { name: '(-1.56155, -0.561553)' }));
    await graphing.getByRole('button', { name: '(2.56155, 3.56155)' }).click();
    await see(graphing.getByText('y1: x = 2.56155, y = 3.56155'));

    // Trace from the keyboard: the arrows move along the curve, not to another question.
    await graphing.getByRole('application', { name: /Graph/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await see(graphing.getByText(/^y1: x = 2\.36155, y = 2\.57/));
    await expect
      .poll(() => page.locator('#question-heading').textContent())
      .toContain('Question 1');

    await graphing.getByRole('tab', { name: 'Table' }).click();
    const table = graphing.getByRole('table', { name: 'Values of y1' });
    await see(table);
    expect(await table.locator('tbody tr').first().textContent()).toBe('-21');
    expect(await table.locator('tbody tr').nth(2).textContent()).toBe('0-3');
    await shot(page, 'graphing-1440');
    await expectNoAxeViolations(page, 'exam room with the graphing calculator');

    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    const box = await graphing.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await shot(page, 'graphing-390');
    await graphing.getByRole('button', { name: 'Close graphing calculator' }).click();

    // ------------------------------------------------------------ zoom 200 % at 1280 px
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Display' }).click();
    const panel = page.getByRole('dialog', { name: 'Display options' });
    for (let i = 0; i < 4; i++) await panel.getByRole('button', { name: 'Zoom in' }).click();
    await see(panel.getByText('200 %'));
    await page.keyboard.press('Escape');
    await settle(page);
    const fits = await page.evaluate(() => {
      const main = document.getElementById('main') as HTMLElement;
      const all = [main, ...main.querySelectorAll<HTMLElement>('*')];
      // Nothing makes the reader scroll sideways, and nothing visible sticks out of the window.
      const sideways = all.filter(
        (el) =>
          el.scrollWidth > el.clientWidth + 1 &&
          ['auto', 'scroll'].includes(getComputedStyle(el).overflowX),
      );
      // (KaTeX draws a root's sign as a very wide SVG inside a clipping box: not counted.)
      const cut = [...document.querySelectorAll<HTMLElement>('article *:not(svg *)')].filter(
        (el) => {
          const r = el.getBoundingClientRect();
          return r.width > 1 && (r.right > window.innerWidth + 0.5 || r.left < -0.5);
        },
      );
      return {
        zoom: document.querySelector<HTMLElement>('[data-room-zoom]')?.style.zoom,
        sideways: sideways.map((el) => el.tagName),
        cut: cut.map((el) => el.tagName),
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    await shot(page, 'zoom-200-1280');
    expect(fits).toEqual({ zoom: '2', sideways: [], cut: [], pageWidth: 1280 });
    await see(page.getByRole('button', { name: 'Mark for review' }));

    // ------------------------------------------------------------ line reader
    await page.getByRole('button', { name: 'Display' }).click();
    await panel.getByRole('button', { name: 'Line reader' }).click();
    await page.keyboard.press('Escape');
    const handle = page.getByRole('slider', { name: 'Line reader position' });
    await handle.focus();
    const before = Number(await handle.getAttribute('aria-valuenow'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(Number(await handle.getAttribute('aria-valuenow'))).toBe(before + 24);
    await shot(page, 'line-reader-1280');

    // Remembered: after a reload the room comes back zoomed with the line reader on.
    await page.reload();
    await see(page.locator('#question-heading'));
    await see(page.getByRole('slider', { name: 'Line reader position' }));
    expect(
      await page.locator('[data-room-zoom]').evaluate((el) => (el as HTMLElement).style.zoom),
    ).toBe('2');
    await page.close();
  });
});
