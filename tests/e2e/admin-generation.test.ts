import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, goodItem, startFakeOpenAi } from '../helpers/fake-openai';
import { expectNoAxeViolations, see, settle, setupBrowser, signIn } from './fixtures';

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
});
