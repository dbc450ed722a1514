import { describe, expect, it } from 'vitest';
import { see, setupBrowser, waitForPath } from './fixtures';

const browser = setupBrowser();

describe('unknown addresses', () => {
  it('shows the 404 page with a way home', async () => {
    const page = await browser.newPage();
    const res = await page.goto('/no-such-page');
    // The server answers deep links with the app; the app decides it is a 404.
    expect(res?.status()).toBe(200);
    await see(page.getByText('404', { exact: true }), "'404'");
    await see(page.getByText('Oops! Page not found'), "'Oops! Page not found'");

    const home = page.getByRole('link', { name: 'Return to Home' });
    await see(home, "the 'Return to Home' link");
    await home.click();
    await waitForPath(page, '/');
    await page.getByText('Oops! Page not found').waitFor({ state: 'hidden' });
  });

  it('shows the 404 page for an unknown path inside an area too', async () => {
    const page = await browser.newPage();
    await page.goto('/no/such/deep/page');
    await see(page.getByText('Oops! Page not found'), "'Oops! Page not found'");
  });
});
