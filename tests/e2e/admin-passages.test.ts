import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, expectNoAxeViolations, see, settle, setupBrowser, signIn } from './fixtures';

const browser = setupBrowser();

type SubjectRow = { id: string; slug: string; name: string; topics: { id: string }[] };

/**
 * A draft question of its own through the API: journeys run in parallel on one server, and
 * attaching a shared seeded question would change it under another journey.
 */
async function createQuestion(page: Page, subject: SubjectRow, stem: string) {
  const res = await page.request.post('/api/admin/questions', {
    headers: { origin: baseURL() },
    data: {
      subjectId: subject.id,
      topicId: subject.topics[0]?.id,
      type: 'single',
      stem,
      choices: [
        { id: 'a', text: '$0.5\\ \\text{mol}$' },
        { id: 'b', text: '$2\\ \\text{mol}$' },
      ],
      answer: { type: 'single', correct: 'a' },
      difficulty: 'easy',
      status: 'draft',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('administrators manage reading passages', () => {
  it('creates a passage, attaches two questions and sees it in the question editor', async () => {
    const page = await browser.newPage({ bypassCSP: true });
    await signIn(page, 'admin');
    const { subjects } = (await (await page.request.get('/api/admin/subjects')).json()) as {
      subjects: SubjectRow[];
    };
    const chemistry = subjects.find((s) => s.slug === 'ap-chemistry');
    if (!chemistry) throw new Error('the reference data has no AP Chemistry');
    const tag = `E2E${10 + (Date.now() % 100000)}`;
    await createQuestion(page, chemistry, `${tag}: how many moles of water does the tank hold?`);
    await createQuestion(page, chemistry, `${tag}: which gas leaves the tank first when heated?`);

    await page.goto('/admin/passages');
    await see(page.getByRole('heading', { level: 1, name: 'Reading passages' }));
    await settle(page);
    await expectNoAxeViolations(page, '/admin/passages');

    const title = `Rates of change ${tag}`;
    await page.getByRole('button', { name: 'New passage' }).click();
    const form = page.getByRole('form', { name: 'New passage' });
    await form.getByLabel('Title').fill(title);
    await form.getByRole('combobox').click();
    await page.getByRole('option', { name: 'AP Chemistry (AP)' }).click();
    await form.getByLabel('Text').fill('A tank fills at **2 litres** per minute: $V(t) = 2t$.');
    await see(page.getByTestId('passage-preview').locator('.katex'));
    await form.getByRole('button', { name: 'Create passage' }).click();
    await see(page.getByText('Passage created. You can now attach questions.'));
    await see(page.getByRole('heading', { level: 2, name: 'Attached questions' }));

    await page.getByRole('searchbox', { name: 'Search questions of this subject' }).fill(tag);
    const found = page.getByRole('list', { name: 'Questions found' });
    await expect.poll(() => found.getByTestId('found-question').count()).toBe(2);
    await settle(page);
    await expectNoAxeViolations(page, '/admin/passages (editor)');
    const attach = found.getByRole('button', { name: /^Attach / });
    await attach.first().click();
    await see(page.getByText('1 question attached'));
    await attach.first().click();
    await see(page.getByText('2 questions attached'));
    await expect.poll(() => page.getByTestId('attached-question').count()).toBe(2);

    await page.getByRole('button', { name: 'All passages' }).click();
    await page.getByRole('searchbox', { name: 'Search passages' }).fill(tag);
    const row = page.getByRole('row').filter({ hasText: title });
    await see(row);
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('AP Chemistry');

    await page.getByRole('button', { name: `Edit “${title}”` }).click();
    await see(page.getByRole('heading', { level: 2, name: 'Attached questions' }));
    await settle(page);
    // Opened by keyboard: on a loaded CI machine the click's stability check (two animation
    // frames) twice waited out its 15 s here; Enter on the focused link is the same navigation.
    const opener = page.getByTestId('attached-question').first().getByRole('link');
    await opener.focus();
    await opener.press('Enter');
    await see(page.getByRole('heading', { level: 1, name: 'Edit question' }));
    await see(page.getByTestId('chosen-passage').getByText(title));
  });
});
