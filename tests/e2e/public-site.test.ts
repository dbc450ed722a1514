import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { see, settle, setupBrowser, signIn, waitForPath, watchPageProblems } from './fixtures';

const browser = setupBrowser();

const header = (page: Page) => page.locator('[data-site-header]');
const pricingCards = (page: Page) => page.locator('#pricing [data-packages-target] > li');

describe('the landing page', () => {
  it('sets its title and description, and its bar turns solid after 50 px of scrolling', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    expect(await page.title()).toBe('Tafawuq · AP, IGCSE and EST exam practice');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /AP, IGCSE and EST/,
    );
    await settle(page);
    expect(await header(page).getAttribute('data-scrolled')).toBeNull();
    const transparent = await header(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(transparent).toBe('rgba(0, 0, 0, 0)');

    await page.mouse.wheel(0, 40);
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await header(page).getAttribute('data-scrolled')).toBeNull();
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() =>
      document.querySelector('[data-site-header]')?.hasAttribute('data-scrolled'),
    );
    // The colour fades in over 200 ms.
    await expect
      .poll(() => header(page).evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(255, 255, 255)');
    const shadow = await header(page).evaluate((el) => getComputedStyle(el).boxShadow);
    expect(shadow).not.toBe('none');
  });

  it('links in the bar scroll to their sections; an anchor in the address is honoured', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page
      .locator('[data-site-header] nav')
      .getByRole('link', { name: 'FAQ', exact: true })
      .click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#faq');
    await see(page.getByRole('heading', { name: 'Frequently asked questions' }));
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: 'Frequently asked questions' })
          .evaluate((el) => el.getBoundingClientRect().top),
      )
      .toBeLessThan(400);

    const direct = await browser.newPage();
    await direct.goto('/#pricing');
    await expect.poll(() => direct.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  it('collapses the bar into a menu on a phone; choosing a link closes it', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto('/');
    const barLink = page.locator('[data-site-header] nav').getByRole('link', { name: 'Pricing' });
    expect(await barLink.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('[data-site-menu]');
    await see(menu.getByRole('link', { name: 'Pricing' }));
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#pricing');
  });

  it('sends the calls to action to registration and Login to sign-in', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Free Demo Test' }).first().click();
    await waitForPath(page, '/auth');
    expect(new URL(page.url()).searchParams.get('mode')).toBe('register');
    await see(page.getByRole('button', { name: 'Sign Up', exact: true }));

    await page.goto('/');
    await page.locator('[data-site-header]').getByRole('link', { name: 'Login' }).click();
    await waitForPath(page, '/auth');
    await see(page.getByRole('button', { name: 'Sign In', exact: true }));
  });

  it('lists the active packages by unlock points with prices in dollars; the third is Most Popular', async () => {
    const page = await browser.newPage();
    await page.goto('/#pricing');
    await expect.poll(() => pricingCards(page).count()).toBe(4);
    const names = await pricingCards(page).locator('[data-field="name"]').allTextContents();
    expect(names).toEqual(['Free Trial', 'Basic', 'Premium', 'Ultimate']);
    const prices = await pricingCards(page).locator('[data-field="price"]').allTextContents();
    expect(prices).toEqual(['$0.00', '$49.00', '$89.00', '$149.00']);
    const badges = await pricingCards(page).evaluateAll((cards) =>
      cards.map((card) => {
        const badge = card.querySelector<HTMLElement>('[data-popular-badge]');
        return badge && !badge.hidden ? badge.textContent : null;
      }),
    );
    expect(badges).toEqual([null, null, 'Most Popular', null]);
    expect(await page.getByText('Loading packages...').count()).toBe(0);
    // Three columns on a wide screen.
    const tops = await pricingCards(page).evaluateAll((cards) =>
      cards.map((c) => Math.round(c.getBoundingClientRect().top)),
    );
    expect(tops[0]).toBe(tops[2]);
    expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);
  });

  it("shows 'Loading packages...' while loading and an empty list when the packages cannot load", async () => {
    const page = await browser.newPage();
    const problems = await watchPageProblems(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/packages', async (route) => {
      await held;
      await route.fulfill({ status: 500, body: '{"message":"down"}' });
    });
    await page.goto('/#pricing');
    await see(page.getByText('Loading packages...'));
    release();
    await expect.poll(() => page.getByText('Loading packages...').count()).toBe(0);
    expect(await pricingCards(page).count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });

  it('keeps one FAQ answer open at a time; clicking the open one closes it', async () => {
    const page = await browser.newPage();
    await page.goto('/#faq');
    const items = page.locator('#faq details');
    expect(await items.count()).toBe(8);
    const open = () => items.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
    await items.nth(0).locator('summary').click();
    expect(await open()).toEqual([true, false, false, false, false, false, false, false]);
    await items.nth(4).locator('summary').click();
    expect(await open()).toEqual([false, false, false, false, true, false, false, false]);
    await see(
      page.getByText('Basic includes 20 practice tests, Premium 100+ and Ultimate unlimited'),
    );
    await items.nth(4).locator('summary').click();
    expect(await open()).toEqual([false, false, false, false, false, false, false, false]);
    await see(page.getByRole('heading', { name: 'Still Have Questions?' }));
    expect(
      await page
        .locator('#faq')
        .getByRole('link', { name: 'Start Free Trial' })
        .getAttribute('href'),
    ).toBe('/auth?mode=register');
  });

  it('has the contact block in the page but hidden, the partners, and the footer links', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    expect(await page.locator('#contact').count()).toBe(1);
    expect(await page.locator('#contact').isVisible()).toBe(false);
    expect(await page.locator('#partners li').count()).toBe(4);
    expect(
      await page
        .locator('#home, #about, #who-we-are, #services, #pricing, #faq, #partners')
        .count(),
    ).toBe(7);

    const footer = page.locator('footer');
    expect(
      await footer.getByRole('link', { name: 'Affiliate Register' }).getAttribute('href'),
    ).toBe('/auth?role=affiliate&mode=register');
    for (const name of ['Terms of Service', 'Privacy Policy', 'Refund Policy', 'Cookie Policy']) {
      expect(await footer.getByRole('link', { name }).getAttribute('href'), name).toBe(
        '/terms-and-policies',
      );
    }
    expect(await footer.getByRole('img', { name: /Accepted cards/ }).count()).toBe(1);
    await see(footer.getByText(`© ${new Date().getFullYear()} Tafawuq. All rights reserved.`));
    await footer.getByRole('link', { name: 'Affiliate Register' }).click();
    await waitForPath(page, '/auth');
    await see(page.getByLabel('Affiliate Code', { exact: false }));
  });
});

describe('the landing page inside the app', () => {
  it('after signing out, the app shows the landing page with its packages', async () => {
    const page = await browser.newPage();
    await signIn(page, 'student');
    await page.goto('/student/dashboard');
    await see(page.getByRole('heading', { name: /Welcome back/ }));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await waitForPath(page, '/');
    await expect.poll(() => pricingCards(page).count()).toBe(4);
    expect(await pricingCards(page).nth(2).locator('[data-field="name"]').textContent()).toBe(
      'Premium',
    );
  });
});

describe('terms and help', () => {
  it('/terms-and-policies has every policy and the live prices, with the shared header and footer', async () => {
    const page = await browser.newPage();
    await page.goto('/terms-and-policies');
    await see(page.getByRole('heading', { level: 1 }));
    for (const id of [
      'contact',
      'terms',
      'privacy',
      'refund',
      'cancellation',
      'prices',
      'delivery',
    ]) {
      expect(await page.locator(`section#${id}`).count(), id).toBe(1);
    }
    const rows = page.locator('#prices [data-packages-target] tr');
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.nth(3).textContent()).toContain('$149.00');
    expect(await page.locator('[data-site-header]').count()).toBe(1);
    expect(
      await page.locator('footer').getByRole('link', { name: 'Affiliate Register' }).count(),
    ).toBe(1);
    await page
      .locator('[data-site-header] nav')
      .getByRole('link', { name: 'Pricing', exact: true })
      .click();
    await waitForPath(page, '/');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#pricing');
  });

  it('/help goes to the tutorials, and each tutorial opens', async () => {
    const page = await browser.newPage();
    await page.goto('/help');
    await waitForPath(page, '/help/tutorials');
    const links = page.locator('main a[href^="/help/tutorials/"]');
    const hrefs = [
      ...new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))),
    ];
    expect(hrefs).toEqual([
      '/help/tutorials/getting-started',
      '/help/tutorials/account-setup',
      '/help/tutorials/exam-creation',
      '/help/tutorials/analytics',
      '/help/tutorials/package-management',
      '/help/tutorials/troubleshooting',
    ]);
    for (const href of hrefs) {
      await page.goto(String(href));
      await see(page.getByRole('heading', { level: 1 }));
      expect(await page.locator('main h2').count(), String(href)).toBeGreaterThan(1);
    }
  });
});

describe('layout at phone, tablet and desktop widths', () => {
  it('no public page scrolls sideways and no text overlaps the fixed bar', async () => {
    for (const width of [360, 768, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const path of [
        '/',
        '/terms-and-policies',
        '/help/tutorials',
        '/help/tutorials/analytics',
      ]) {
        await page.goto(path);
        await see(page.getByRole('heading', { level: 1 }).first());
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        // The first heading starts below the 64 px bar.
        const top = await page
          .getByRole('heading', { level: 1 })
          .first()
          .evaluate((el) => el.getBoundingClientRect().top);
        expect(top, `${path} at ${width} px`).toBeGreaterThanOrEqual(64);
      }
    }
  });
});
