import { describe, it } from 'vitest';
import { setupBrowser } from './fixtures';
import { addressesOf, adminSamples, pageIn, studentSamples, sweep } from './route-sweep';

const browser = setupBrowser();
const LANGUAGE = 'ar';
/** Each area visits dozens of pages, each checked by axe. */
const TIMEOUT = 240_000;

describe('every route, in Arabic, as the role that may see it', () => {
  it('public pages', { timeout: TIMEOUT }, async () => {
    const page = await pageIn(browser.newPage, LANGUAGE, 'public');
    await sweep(page, LANGUAGE, addressesOf('public', LANGUAGE, { slug: 'getting-started' }));
  });

  it('the student area', { timeout: TIMEOUT }, async () => {
    const page = await pageIn(browser.newPage, LANGUAGE, 'student');
    const samples = await studentSamples(page);
    await sweep(page, LANGUAGE, addressesOf('student', LANGUAGE, samples));
  });

  it('the affiliate area', { timeout: TIMEOUT }, async () => {
    const page = await pageIn(browser.newPage, LANGUAGE, 'affiliate');
    await sweep(page, LANGUAGE, addressesOf('affiliate', LANGUAGE, { slug: 'getting-started' }));
  });

  it('the admin console', { timeout: 2 * TIMEOUT }, async () => {
    const page = await pageIn(browser.newPage, LANGUAGE, 'admin');
    const samples = await adminSamples(page, LANGUAGE);
    await sweep(page, LANGUAGE, addressesOf('admin', LANGUAGE, samples));
  });
});
