import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LEARNING_IDS as IDS,
  makeNextAction,
  makeOverview,
  makePlan,
  makeSummary,
} from '@/features/learning/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

describe('progress overview page', { timeout: 20_000 }, () => {
  it('lists the subjects with prediction, plan status and due cards, each linking on', async () => {
    const api = installFakeApi({ me: makeMe() });
    api.on('GET /api/student/learning/overview', () => ({
      status: 200,
      body: makeOverview({
        subjects: [
          makeSummary({ plan: makePlan({ status: 'ahead' }) }),
          makeSummary({
            subjectId: IDS.physics,
            name: 'AP Physics 1',
            unlocked: false,
            examsTaken: 0,
            lastPercent: null,
            predicted: null,
            levels: { not_started: 5, attempted: 0, familiar: 0, proficient: 0, mastered: 0 },
            dueCards: 0,
          }),
        ],
      }),
    }));
    const { user, router } = renderApp('/student/progress');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your progress' })).toBeTruthy();
    const list = within(await screen.findByRole('list', { name: 'Your progress' }));
    const [calculus, physics] = list.getAllByRole('listitem').map((li) => within(li));
    expect(calculus?.getByText('Predicted AP score 4 (3–5)')).toBeTruthy();
    expect(calculus?.getByText('Ahead')).toBeTruthy();
    expect(calculus?.getByText('5 cards due')).toBeTruthy();
    expect(physics?.getByText('Locked')).toBeTruthy();
    expect(physics?.getByText('No exams yet')).toBeTruthy();
    // The sidebar marks the page.
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(
      within(sidebar).getByRole('link', { name: 'Progress' }).getAttribute('aria-current'),
    ).toBe('page');
    await user.click(list.getByRole('link', { name: 'AP Physics 1' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/student/progress/${IDS.physics}`));
  });

  it('tells a student without subjects how to start', async () => {
    const api = installFakeApi({ me: makeMe() });
    api.on('GET /api/student/learning/overview', () => ({
      status: 200,
      body: makeOverview({
        subjects: [],
        dueCards: 0,
        dueSoon: 0,
        nextAction: makeNextAction({ kind: 'buy', subjectId: null, subjectName: null }),
      }),
    }));
    renderApp('/student/progress');
    expect(await screen.findByRole('heading', { name: 'No subjects yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See packages' }).getAttribute('href')).toBe(
      '/student/buy-package',
    );
  });
});
