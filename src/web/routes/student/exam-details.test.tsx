import type { ExamDetails } from '@common/contracts/exams';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS, makeDetails } from '@/features/exams/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

function open(details: Partial<ExamDetails>) {
  const api = installFakeApi({ me: makeMe() });
  api.on(`GET /api/student/exams/${IDS.exam}`, () => ({
    status: 200,
    body: makeDetails(details),
  }));
  return { api, ...renderApp(`/student/exam/${IDS.exam}`) };
}

const fact = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('exam details page', { timeout: 20_000 }, () => {
  it('shows subject, template, count, duration, mode and status, with a start button', async () => {
    open({ status: 'ready', startedAt: null, submittedAt: null, score: null, answeredCount: 0 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AP Calculus AB — multiple choice' }),
    ).toBeTruthy();
    expect(fact('Subject')).toBe('AP Calculus AB');
    expect(fact('Template')).toBe('AP Calculus AB — multiple choiceFull simulation');
    expect(fact('Questions')).toBe('45');
    expect(fact('Duration')).toBe('105 minutes');
    expect(fact('Mode')).toBe('Simulation');
    expect(fact('Status')).toBe('Ready');
    expect(screen.getByRole('link', { name: 'Start exam' }).getAttribute('href')).toBe(
      `/student/exam/${IDS.exam}/process`,
    );
    expect(screen.queryByRole('link', { name: 'View report' })).toBeNull();
    expect(screen.getByText(/The clock starts when you begin/)).toBeTruthy();
    // Sections with their counts, minutes, calculator and directions.
    expect(screen.getByRole('heading', { name: 'Part B' })).toBeTruthy();
    expect(screen.getByText('No calculator is permitted in this part.')).toBeTruthy();
    expect(screen.getByText('Limits · Derivatives')).toBeTruthy();
  });

  it('resumes an exam in progress and shows how far it got', async () => {
    open({
      status: 'in_progress',
      mode: 'practice',
      template: null,
      timed: false,
      durationMinutes: null,
      difficulty: 'hard',
      answeredCount: 12,
      questionCount: 20,
      submittedAt: null,
      score: null,
    });
    expect(await screen.findByRole('link', { name: 'Resume exam' })).toBeTruthy();
    expect(fact('Template')).toBe('Custom exam');
    expect(fact('Duration')).toBe('Untimed');
    expect(fact('Difficulty')).toBe('Hard');
    expect(fact('Progress')).toBe('12 of 20 answered');
    expect(screen.queryByRole('link', { name: 'Start exam' })).toBeNull();
  });

  it('links a finished exam to its report and shows the score', async () => {
    open({ status: 'expired' });
    const report = await screen.findByRole('link', { name: 'View report' });
    expect(report.getAttribute('href')).toBe(`/student/exam/${IDS.exam}/report`);
    expect(fact('Status')).toBe('Time expired');
    expect(fact('Score')).toBe('69%31 of 45 · Score 4');
    expect(screen.queryByRole('link', { name: /Start exam|Resume exam/ })).toBeNull();
  });

  it('says when the exam does not exist', async () => {
    const api = installFakeApi({ me: makeMe() });
    api.on(`GET /api/student/exams/${IDS.exam}`, () => ({
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Exam not found' },
    }));
    renderApp(`/student/exam/${IDS.exam}`);
    expect(await screen.findByRole('heading', { name: 'Exam not found' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Back to my exams' })[0]?.getAttribute('href')).toBe(
      '/student/my-exams',
    );
  });
});
