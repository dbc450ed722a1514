import type { StudentReportRow, StudentReportSummary } from '@common/contracts/student-reports';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const row = (overrides: Partial<StudentReportRow> = {}): StudentReportRow => ({
  id: 'stu-1',
  name: 'Lina Haddad',
  email: 'lina@example.com',
  active: true,
  joinedAt: '2026-01-10T10:00:00.000Z',
  affiliateCode: 'NOURA10',
  examsTaken: 4,
  examsFinished: 3,
  averageScore: 56.666,
  latestScore: 80,
  timeSpentSeconds: 4_500,
  lastActiveAt: '2026-03-01T10:00:00.000Z',
  packages: ['Gold'],
  subjects: [
    {
      subjectId: 'sub-1',
      name: 'Calculus',
      board: 'AP',
      finished: 2,
      averageScore: 70,
      latestScore: 80,
    },
  ],
  ...overrides,
});

const summary: StudentReportSummary = {
  students: 2,
  activeStudents: 1,
  examsTaken: 5,
  examsFinished: 4,
  averageScore: 45,
  averageExamsPerStudent: 2.5,
  timeSpentSeconds: 4_500,
  averageTimeSeconds: 2_250,
  subjects: [
    {
      subjectId: 'sub-1',
      name: 'Calculus',
      board: 'AP',
      students: 2,
      examsFinished: 3,
      averageScore: 50,
      distribution: [1, 0, 0, 1, 1],
    },
  ],
};

function setup() {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/student-reports', ({ query }) => ({
    status: 200,
    body: {
      items: [
        row(),
        row({
          id: 'stu-2',
          name: 'Omar Aziz',
          email: 'omar@example.com',
          active: false,
          affiliateCode: null,
          examsTaken: 0,
          examsFinished: 0,
          averageScore: null,
          latestScore: null,
          timeSpentSeconds: 0,
          lastActiveAt: null,
          packages: [],
          subjects: [],
        }),
      ],
      total: 2,
      page: Number(query.get('page') ?? 1),
      pageSize: 25,
    },
  }));
  api.on('GET /api/admin/student-reports/summary', () => ({ status: 200, body: summary }));
  api.on('GET /api/admin/subjects', () => ({
    status: 200,
    body: { subjects: [{ id: 'sub-1', name: 'Calculus', board: 'AP', topics: [] }] },
  }));
  api.on('GET /api/admin/packages', () => ({ status: 200, body: { packages: [] } }));
  return api;
}

describe('admin student reports', { timeout: 30_000 }, () => {
  it("shows the group's summary and each student's figures, filtered on the server", async () => {
    const api = setup();
    const { user, router } = renderApp('/admin/students/reports?search=lina');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Student Reports' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    const table = await screen.findByRole(
      'table',
      { name: 'Students of the group and their figures' },
      { timeout: 10_000 },
    );
    const lina = (await within(table).findByText('lina@example.com')).closest('tr') as HTMLElement;
    expect(within(lina).getByText('4 / 3')).toBeTruthy();
    expect(within(lina).getByText('56.7%')).toBeTruthy();
    expect(within(lina).getByText('80%')).toBeTruthy();
    expect(within(lina).getByText('Calculus: 70% (2)')).toBeTruthy();
    expect(within(lina).getByText('1 h 15 min')).toBeTruthy();
    expect(within(lina).getByText('Gold')).toBeTruthy();
    expect(within(lina).getByText('via NOURA10')).toBeTruthy();
    const omar = within(table).getByText('omar@example.com').closest('tr') as HTMLElement;
    expect(within(omar).getByText('Never')).toBeTruthy();
    expect(within(omar).getByText('Deactivated')).toBeTruthy();

    const summaryRegion = screen.getByRole('region', { name: 'Group summary' });
    expect(within(summaryRegion).getByText('45%')).toBeTruthy();
    expect(within(summaryRegion).getByText('1 active in the last 30 days')).toBeTruthy();
    const bySubject = within(summaryRegion).getByRole('table', { name: 'Scores by subject' });
    expect(within(bySubject).getByText('80-100 %: 1')).toBeTruthy();

    expect(
      api.calls.some(
        (c) => c.path === '/api/admin/student-reports/summary' && c.query.get('search') === 'lina',
      ),
    ).toBe(true);
    const csv = screen.getByRole('link', { name: 'Download the group as CSV' });
    expect(csv.getAttribute('href')).toBe('/api/admin/student-reports/export?search=lina');

    await user.click(screen.getByRole('combobox', { name: 'Activity' }));
    await user.click(await screen.findByRole('option', { name: 'Never active' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=lina&activity=never'));
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.path === '/api/admin/student-reports' && c.query.get('activity') === 'never',
        ),
      ).toBe(true),
    );
  });

  it('prints: a print button, and the print layout hides the navigation and the filters', async () => {
    setup();
    const print = vi.fn();
    const original = window.print;
    window.print = print;
    const { user } = renderApp('/admin/students/reports');
    const button = await screen.findByRole('button', { name: 'Print report' }, { timeout: 10_000 });
    await user.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    // Tailwind's print: variants: the sidebar, the top bar, the buttons and filters are not printed.
    expect(screen.getByRole('complementary', { name: /navigation|sidebar/i }).className).toContain(
      'print:hidden',
    );
    expect(screen.getByRole('banner').className).toContain('print:hidden');
    expect(button.parentElement?.className).toContain('print:hidden');
    expect(
      screen
        .getByRole('searchbox', { name: 'Search by name or e-mail' })
        .closest('.print\\:hidden'),
    ).toBeTruthy();
    window.print = original;
  });
});
