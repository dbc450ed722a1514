import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HelpArticle } from '@/features/help/help-article';
import { HelpIndex } from '@/features/help/help-index';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const TUTORIAL_TITLES = [
  'Getting started',
  'Setting up your account',
  'Creating and taking exams',
  'Reading your reports',
  'Managing packages and points',
  'Troubleshooting',
];

/** The cards of the tutorials' index, by their titles (level-2 headings). */
function cardTitles() {
  const list = within(screen.getByRole('main')).getByRole('list', { name: 'Tutorials' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

// Rendering the whole app with its lazy pages takes a few seconds on a busy machine.
describe('help tutorials inside an area', { timeout: 20_000 }, () => {
  it("sends a student from /student/help to the tutorials' index with all six tutorials", async () => {
    installFakeApi({ me: makeMe() });
    const { router } = renderApp('/student/help');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help tutorials' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(currentUrl(router)).toBe('/student/help/tutorials');
    expect(cardTitles()).toEqual(TUTORIAL_TITLES);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Troubleshooting' }).getAttribute('href')).toBe(
      '/student/help/tutorials/troubleshooting',
    );
    expect(main.getAllByText(/\d+ min read/)).toHaveLength(6);
    await waitFor(() => expect(document.title).toBe('Help tutorials · Tafawuq'));
    // The area's navigation leads here too.
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe(
      '/student/help/tutorials',
    );
  });

  it('opens a tutorial with its sections and goes on to the next one', async () => {
    installFakeApi({ me: makeMe() });
    const { router, user } = renderApp('/student/help/tutorials');
    await screen.findByRole('heading', { level: 1, name: 'Help tutorials' }, { timeout: 10_000 });
    const main = within(screen.getByRole('main'));
    await user.click(main.getByRole('link', { name: 'Managing packages and points' }));

    expect(
      await main.findByRole('heading', { level: 1, name: 'Managing packages and points' }),
    ).toBeTruthy();
    expect(currentUrl(router)).toBe('/student/help/tutorials/package-management');
    expect(document.title).toBe('Managing packages and points · Help · Tafawuq');
    const sections = main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'How points work',
      'Unlock a subject',
      'Choose a package',
      'Buy a package',
      'Track your packages',
    ]);
    expect(
      main.getByText("1 point unlocks 1 subject until the package's expiry date."),
    ).toBeTruthy();
    // Steps are an ordered list, callouts are marked as notes.
    const unlock = main.getByRole('region', { name: 'Unlock a subject' });
    expect(within(unlock).getAllByRole('listitem')).toHaveLength(3);
    expect(within(unlock).getByRole('note').textContent).toMatch(/^Tip: Unlock the subjects/);
    expect(
      within(main.getByRole('region', { name: 'Buy a package' })).getByRole('note').textContent,
    ).toMatch(/^Note: All purchases are final/);

    const breadcrumb = within(main.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Help tutorials' }).getAttribute('href')).toBe(
      '/student/help/tutorials',
    );

    const pager = within(main.getByRole('navigation', { name: 'More tutorials' }));
    expect(pager.getByRole('link', { name: /Previous/ }).textContent).toContain(
      'Reading your reports',
    );
    await user.click(pager.getByRole('link', { name: /Next/ }));
    expect(await main.findByRole('heading', { level: 1, name: 'Troubleshooting' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/student/help/tutorials/troubleshooting');
    expect(main.getByRole('heading', { level: 2, name: 'My account is deactivated' })).toBeTruthy();
    // The last tutorial has no next one.
    const lastPager = within(main.getByRole('navigation', { name: 'More tutorials' }));
    expect(lastPager.queryByRole('link', { name: /Next/ })).toBeNull();
  });

  it('says so when the tutorial does not exist and links back to the index', async () => {
    installFakeApi({ me: makeMe() });
    const { router, user } = renderApp('/student/help/tutorials/no-such-guide');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Tutorial not found' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(document.title).toBe('Tutorial not found · Tafawuq');
    // Still inside the student area's layout.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to all tutorials' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/student/help/tutorials'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help tutorials' })).toBeTruthy();
  });

  it('gives an affiliate the same tutorials under /affiliate/help', async () => {
    installFakeApi({ me: makeMe({ role: 'affiliate', code: 'LAYLA2026' }) });
    const { router, user } = renderApp('/affiliate/help');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help tutorials' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(currentUrl(router)).toBe('/affiliate/help/tutorials');
    expect(cardTitles()).toEqual(TUTORIAL_TITLES);
    const main = within(screen.getByRole('main'));
    await user.click(main.getByRole('link', { name: 'Setting up your account' }));
    expect(
      await main.findByRole('heading', { level: 1, name: 'Setting up your account' }),
    ).toBeTruthy();
    expect(currentUrl(router)).toBe('/affiliate/help/tutorials/account-setup');
    expect(
      main.getByRole('heading', { level: 2, name: 'Affiliates: share your code' }),
    ).toBeTruthy();
    expect(
      within(main.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Help tutorials' })
        .getAttribute('href'),
    ).toBe('/affiliate/help/tutorials');
  });
});

describe('help tutorials on the public site', () => {
  it('render to static HTML under the given base path (build-time pre-rendering)', () => {
    const index = renderToString(
      <StaticRouter location="/help/tutorials">
        <HelpIndex basePath="/help/tutorials" />
      </StaticRouter>,
    );
    expect(index).toContain('<h1');
    expect(index).toContain('href="/help/tutorials/getting-started"');
    expect(index).toContain('href="/help/tutorials/troubleshooting"');

    const article = renderToString(
      <StaticRouter location="/help/tutorials/getting-started">
        <HelpArticle slug="getting-started" basePath="/help/tutorials" />
      </StaticRouter>,
    );
    expect(article).toContain('>Getting started</h1>');
    expect(article).toContain('href="/help/tutorials"');
    expect(article).toContain('href="/help/tutorials/account-setup"');
    expect(article).toContain(
      '<strong class="font-semibold text-ink">Start Free Demo Test</strong>',
    );
    expect(article).not.toContain('4242');
  });
});
