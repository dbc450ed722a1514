import type { OwnPackage, OwnPackages, SubjectCatalogue } from '@common/contracts/commerce';
import type { ExamList } from '@common/contracts/exams';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCatalogueSubject } from '@/features/commerce/test-data';
import { IDS, makeSummary } from '@/features/exams/test-data';
import { deferred, installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

function makeOwnPackage(overrides: Partial<OwnPackage> = {}): OwnPackage {
  return {
    id: 'up-1',
    packageId: 'pkg-premium',
    name: 'Premium',
    description: 'Four subjects for 6 months.',
    unlockPoints: 4,
    availability: 2,
    examLimit: 120,
    isTrial: false,
    purchaseDate: '2026-11-01T10:00:00.000Z',
    expiryDate: '2027-05-01T10:00:00.000Z',
    status: 'active',
    ...overrides,
  };
}

const calculus = makeCatalogueSubject({
  id: IDS.calculus,
  unlocked: true,
  unlockedAt: '2026-11-02T10:00:00.000Z',
  expiresAt: '2027-05-01T10:00:00.000Z',
});
const physics = makeCatalogueSubject({
  id: IDS.physics,
  slug: 'ap-physics-1',
  name: 'AP Physics 1',
  unlocked: true,
  unlockedAt: '2026-11-02T10:00:00.000Z',
  expiresAt: '2027-02-01T10:00:00.000Z',
});
const chemistry = makeCatalogueSubject({
  id: IDS.chemistry,
  slug: 'igcse-chemistry',
  name: 'IGCSE Chemistry',
  board: 'IGCSE',
});

const finished = makeSummary();
const running = makeSummary({
  id: 'exam-running',
  title: 'Derivatives practice',
  template: null,
  mode: 'practice',
  status: 'in_progress',
  answeredCount: 7,
  questionCount: 20,
  submittedAt: null,
  score: null,
});

type Setup = {
  packages?: Partial<OwnPackages>;
  catalogue?: Partial<SubjectCatalogue>;
  exams?: Partial<ExamList>;
};

function setup({ packages, catalogue, exams }: Setup = {}) {
  // The account's own counter says 3: the dashboard must show what the server lets them spend.
  const api = installFakeApi({ me: makeMe({ unlockPoints: 3 }) });
  api.on('GET /api/student/packages', () => ({
    status: 200,
    body: {
      points: 2,
      packages: [
        makeOwnPackage(),
        makeOwnPackage({
          id: 'up-2',
          name: 'Starter',
          expiryDate: '2027-01-15T10:00:00.000Z',
        }),
        makeOwnPackage({
          id: 'up-3',
          name: 'Old trial',
          isTrial: true,
          expiryDate: '2026-10-01T10:00:00.000Z',
          status: 'expired',
        }),
      ],
      ...packages,
    },
  }));
  api.on('GET /api/student/subjects', () => ({
    status: 200,
    body: { points: 2, subjects: [calculus, physics, chemistry], ...catalogue },
  }));
  api.on('GET /api/student/exams', () => ({
    status: 200,
    body: { items: [running, finished], total: 12, page: 1, pageSize: 5, ...exams },
  }));
  return api;
}

const stat = (label: string) =>
  screen.getByRole('heading', { name: label }).parentElement as HTMLElement;
const findSection = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;
const section = (name: string) =>
  screen.getByRole('heading', { name }).closest('section') as HTMLElement;

describe('student dashboard', { timeout: 20_000 }, () => {
  it('shows the points the server lets the student spend and the nearest active expiry', async () => {
    setup();
    renderApp('/student/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Omar' })).toBeTruthy();
    await waitFor(() => expect(within(stat('Points available')).getByText('2')).toBeTruthy());
    expect(within(stat('Points available')).getByText('2 points to unlock subjects')).toBeTruthy();
    // Two active packages; the expired trial ends earlier but does not count.
    const packages = within(stat('Active packages'));
    expect(packages.getByText('2')).toBeTruthy();
    expect(packages.getByText('Nearest expiry Jan 15, 2027')).toBeTruthy();
    const subjects = within(stat('Unlocked subjects'));
    expect(subjects.getByText('2')).toBeTruthy();
    expect(subjects.getByText('1 more subject to unlock')).toBeTruthy();
  });

  it('links each unlocked subject to create-exam with that subject chosen', async () => {
    setup();
    const { user, router } = renderApp('/student/dashboard');
    const subjects = within(await findSection('Your subjects'));
    const chip = await subjects.findByRole('link', { name: /^AP Physics 1/ });
    expect(chip.getAttribute('href')).toBe(`/student/create-exam?subject=${IDS.physics}`);
    expect(subjects.getByRole('link', { name: /^AP Calculus AB/ }).getAttribute('href')).toBe(
      `/student/create-exam?subject=${IDS.calculus}`,
    );
    // Locked subjects are not offered as chips.
    expect(subjects.queryByRole('link', { name: /^IGCSE Chemistry/ })).toBeNull();
    await user.click(chip);
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/student/create-exam?subject=${IDS.physics}`),
    );
  });

  it('lists the latest exams with status, score and resume or report links', async () => {
    const api = setup();
    renderApp('/student/dashboard');
    const exams = await findSection('Latest exams');
    const resume = await within(exams).findByRole('link', { name: 'Resume Derivatives practice' });
    expect(resume.getAttribute('href')).toBe('/student/exam/exam-running/process');
    expect(within(exams).getByText('In progress')).toBeTruthy();
    expect(within(exams).getByText('7 of 20 answered')).toBeTruthy();
    expect(within(exams).getByText('Completed')).toBeTruthy();
    expect(within(exams).getByText('69% · Score 4')).toBeTruthy();
    expect(
      within(exams)
        .getByRole('link', { name: 'Report of AP Calculus AB — multiple choice' })
        .getAttribute('href'),
    ).toBe(`/student/exam/${IDS.exam}/report`);
    expect(within(exams).getByRole('link', { name: 'All exams' }).getAttribute('href')).toBe(
      '/student/my-exams',
    );
    expect(within(exams).queryByText('No exams yet')).toBeNull();
    const call = api.calls.find((c) => c.path === '/api/student/exams');
    expect(call?.query.get('pageSize')).toBe('5');
  });

  it('keeps an empty state with a create-your-first-exam action when there are no exams', async () => {
    setup({ exams: { items: [], total: 0 } });
    const { user, router } = renderApp('/student/dashboard');
    expect(await screen.findByRole('heading', { name: 'No exams yet' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Create your first exam' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/student/create-exam'));
  });

  it('offers shortcuts to create an exam, unlock a subject and buy a package', async () => {
    setup();
    renderApp('/student/dashboard');
    const next = await screen.findByRole('heading', { name: 'Shortcuts' });
    const box = next.closest('section') as HTMLElement;
    // The learning card above recommends the next step: the shortcuts do not compete with it.
    expect(within(box).queryByText('Recommended')).toBeNull();
    expect(within(box).getByRole('link', { name: 'Create exam' }).getAttribute('href')).toBe(
      '/student/create-exam',
    );
    expect(
      await within(box).findByText('Practise in any of your 2 unlocked subjects.'),
    ).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'Unlock a subject' }).getAttribute('href')).toBe(
      '/student/unlocked-subjects',
    );
    expect(within(box).getByRole('link', { name: 'Buy a package' }).getAttribute('href')).toBe(
      '/student/buy-package',
    );
  });

  it('tells a student with points and nothing unlocked what the shortcuts need', async () => {
    setup({
      catalogue: { subjects: [{ ...calculus, unlocked: false }, chemistry] },
      exams: { items: [], total: 0 },
    });
    renderApp('/student/dashboard');
    const box = await findSection('Shortcuts');
    expect(await within(box).findByText('You have 2 points to spend on subjects.')).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'Unlock a subject' })).toBeTruthy();
    expect(within(box).getByText('Unlock a subject first to create exams.')).toBeTruthy();
    expect(within(section('Your subjects')).getByText('You have not unlocked a subject yet.'));
  });

  it('says there is no package when the student has neither points nor packages', async () => {
    setup({
      packages: { points: 0, packages: [] },
      catalogue: { points: 0, subjects: [chemistry] },
      exams: { items: [], total: 0 },
    });
    renderApp('/student/dashboard');
    const box = await findSection('Shortcuts');
    expect(
      await within(box).findByText('A package gives you points to unlock subjects.'),
    ).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'Buy a package' })).toBeTruthy();
    expect(within(stat('Points available')).getByText('Buy a package to get unlock points'));
    expect(within(stat('Active packages')).getByText('No active package')).toBeTruthy();
  });

  it('shows skeletons while loading, then the data', async () => {
    const api = setup();
    const gate = deferred<void>();
    api.on('GET /api/student/exams', async () => {
      await gate.promise;
      return { status: 200, body: { items: [finished], total: 1, page: 1, pageSize: 5 } };
    });
    renderApp('/student/dashboard');
    expect(await screen.findByTestId('exams-loading')).toBeTruthy();
    expect(screen.queryByText('No exams yet')).toBeNull();
    gate.resolve();
    await screen.findByRole('link', { name: 'Report of AP Calculus AB — multiple choice' });
    expect(screen.queryByTestId('exams-loading')).toBeNull();
  });

  it('shows errors instead of crashing and retries on demand', async () => {
    const api = installFakeApi({ me: makeMe() });
    // Nothing but the account answers: every dashboard call fails.
    const { user } = renderApp('/student/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Omar' })).toBeTruthy();
    expect(await screen.findByText('Your exams could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Your subjects could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Your points and packages could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('No exams yet')).toBeNull();
    // The actions stay usable.
    expect(screen.getAllByRole('link', { name: 'Create exam' }).length).toBeGreaterThan(0);

    api.on('GET /api/student/exams', () => ({
      status: 200,
      body: { items: [running], total: 1, page: 1, pageSize: 5 },
    }));
    const alert = screen.getByText('Your exams could not be loaded.').closest('[role=alert]');
    await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Resume Derivatives practice' })).toBeTruthy();
    expect(screen.queryByText('Your exams could not be loaded.')).toBeNull();
  });
});
