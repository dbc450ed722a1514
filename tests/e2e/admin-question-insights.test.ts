import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, expectNoAxeViolations, see, settle, setupBrowser, signIn } from './fixtures';

const browser = setupBrowser();

type SubjectRow = { id: string; slug: string; name: string; topics: { id: string }[] };

/** Creates a question through the API, as the manage screen does; returns its id. */
async function createQuestion(
  page: Page,
  subject: SubjectRow,
  stem: string,
  status: 'draft' | 'pending_review',
) {
  const res = await page.request.post('/api/admin/questions', {
    headers: { origin: baseURL() },
    data: {
      subjectId: subject.id,
      topicId: subject.topics[0]?.id,
      type: 'single',
      stem,
      explanation: 'Energy is conserved: $v=\\sqrt{2gh}$.',
      choices: [
        { id: 'a', text: '$4\\ \\text{m/s}$' },
        { id: 'b', text: '$8\\ \\text{m/s}$' },
      ],
      answer: { type: 'single', correct: 'a' },
      difficulty: 'medium',
      status,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('administrators review near-duplicates and the bank statistics', () => {
  it('groups two near-identical questions, remembers "not duplicates", and charts the review', async () => {
    const page = await browser.newPage({ bypassCSP: true });
    await signIn(page, 'admin');
    const { subjects } = (await (await page.request.get('/api/admin/subjects')).json()) as {
      subjects: SubjectRow[];
    };
    const physics = subjects.find((s) => s.slug === 'ap-physics-1');
    if (!physics) throw new Error('the reference data has no AP Physics 1');

    const n = 10 + (Date.now() % 100000);
    const stem = (word: string) =>
      `E2E ${n}: a cart of mass ${n} g rolls ${word} down a frictionless ramp of height 0.8 m. What is its speed at the bottom?`;
    const first = await createQuestion(page, physics, stem('freely'), 'pending_review');
    const second = await createQuestion(page, physics, stem('slowly'), 'draft');
    // A second group on the same page, so every group's parts must be told apart (axe).
    const other = (word: string) =>
      `E2E ${n}: a spring of constant ${n} N/m is compressed ${word} by 5 cm and released. How much energy does it store?`;
    await createQuestion(page, physics, other('gently'), 'draft');
    await createQuestion(page, physics, other('quickly'), 'draft');

    // Both appear in one group, side by side, with how alike they are.
    await page.goto(`/admin/duplicated-questions?subject=${physics.id}`);
    await see(page.getByRole('heading', { level: 1, name: 'Duplicated questions' }));
    const group = page
      .locator('[data-group]')
      .filter({ has: page.locator(`[data-question="${first}"]`) });
    await see(group);
    await see(group.locator(`[data-question="${second}"]`));
    await see(group.getByText(/\d+% alike/).first());
    await settle(page);
    await expectNoAxeViolations(page, '/admin/duplicated-questions');

    // Not duplicates: the pair leaves, and stays gone after a reload.
    const letters = await group.locator('[data-question] h3').allTextContents();
    expect(letters.length).toBeGreaterThanOrEqual(2);
    const pairRow = group.getByRole('listitem').filter({ hasText: /alike/ }).first();
    await pairRow.getByRole('button', { name: /^Not duplicates/ }).click();
    await see(page.getByText('Marked as not duplicates: this pair will not be shown again'));
    await expect
      .poll(() => page.locator(`[data-group] [data-question="${second}"]`).count())
      .toBe(0);
    await page.reload();
    await see(page.getByRole('heading', { level: 1, name: 'Duplicated questions' }));
    await settle(page);
    expect(await page.locator(`[data-question="${second}"]`).count()).toBe(0);

    // Confirm one of them, so the reviewer chart has the fixture administrator in it.
    const confirmed = await page.request.post(`/api/admin/questions/${first}/status`, {
      headers: { origin: baseURL() },
      data: { status: 'confirmed' },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    // Statistics: the bank's numbers and the item analysis table.
    const bankSize = async () =>
      (
        (await (await page.request.get('/api/admin/questions?pageSize=1')).json()) as {
          total: number;
        }
      ).total;
    // Journeys running beside this one may add questions meanwhile: compare when none did.
    const before = await bankSize();
    await page.goto('/admin/questions/statistics');
    await see(page.getByRole('heading', { level: 1, name: 'Question statistics' }));
    const questionsCard = page
      .getByRole('heading', { name: 'Questions', exact: true })
      .locator('..');
    await see(questionsCard.getByText(/^\d[\d,]*$/).first());
    if ((await bankSize()) === before) {
      await see(questionsCard.getByText(before.toLocaleString('en-US'), { exact: true }));
    }
    await see(page.getByRole('table', { name: 'By subject' }).getByText('AP Physics 1'));
    await see(page.getByRole('heading', { name: 'Item analysis' }));
    await settle(page);
    await expectNoAxeViolations(page, '/admin/questions/statistics');

    // Confirmed statistics: totals and three charts with their tables.
    await page.goto('/admin/questions/confirmed-statistics');
    await see(page.getByRole('heading', { level: 1, name: 'Confirmed statistics' }));
    await see(page.getByRole('heading', { name: 'Confirmations per day' }));
    await expect.poll(() => page.locator('svg[role="img"]').count()).toBe(3);
    const reviewers = page.getByRole('table', { name: 'Confirmations by reviewer' });
    expect(await reviewers.getByRole('row', { name: /Amal Admin/ }).count()).toBe(1);
    const inRange = page
      .getByRole('heading', { name: 'Confirmed in the range' })
      .locator('..')
      .locator('p')
      .first();
    expect(Number((await inRange.textContent())?.replaceAll(',', ''))).toBeGreaterThan(0);
    await settle(page);
    await expectNoAxeViolations(page, '/admin/questions/confirmed-statistics');

    // At 360 px the group's questions stack and nothing overflows the page.
    const phone = await browser.newPage({ viewport: { width: 360, height: 800 } });
    await signIn(phone, 'admin');
    await phone.goto('/admin/questions/confirmed-statistics');
    await see(phone.getByRole('heading', { name: 'Confirmations per day' }));
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
