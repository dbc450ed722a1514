import type { ExamState } from '@common/contracts/exams';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeExamState, makeRoomItem, makeRoomSection } from '@/features/exam-room/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

/** Issue 20: the student sees their accommodations, and takes their breaks. */

const BASE = '/api/student/exams/exam-1';

function twoSections(): ExamState['sections'] {
  return [
    makeRoomSection({ index: 0, title: 'Reading', durationMinutes: 48 }),
    makeRoomSection({
      index: 1,
      title: 'Math',
      durationMinutes: 53,
      status: 'locked',
      startedAt: null,
      deadlineAt: null,
    }),
  ];
}

describe('the student’s accommodations', () => {
  it('the exam start page says which accommodations the exam runs with', async () => {
    const api = installFakeApi({ me: makeMe() });
    const ready = makeExamState({
      status: 'ready',
      startedAt: null,
      items: [],
      sections: twoSections().map((s) => ({ ...s, status: 'locked' as const, startedAt: null })),
      accommodations: { extraTimePercent: 50, extraBreaks: true },
    });
    api.on(`GET ${BASE}/state`, () => ({ status: 200, body: ready }));
    renderApp('/student/exam/exam-1/process');
    expect(await screen.findByText('Your accommodations: +50 % time, extra breaks')).toBeTruthy();
    // The extended minutes the server gives are the ones shown.
    expect(screen.getByText('101 minutes')).toBeTruthy();
  });

  it('says nothing on the start page of a student without accommodations', async () => {
    const api = installFakeApi({ me: makeMe() });
    const ready = makeExamState({
      status: 'ready',
      startedAt: null,
      items: [],
      accommodations: { extraTimePercent: 0, extraBreaks: false },
    });
    api.on(`GET ${BASE}/state`, () => ({ status: 200, body: ready }));
    renderApp('/student/exam/exam-1/process');
    expect(await screen.findByRole('button', { name: 'Start exam' })).toBeTruthy();
    expect(screen.queryByText(/Your accommodations/)).toBeNull();
  });

  it('the dashboard shows the accommodations an administrator granted', async () => {
    const api = installFakeApi({ me: makeMe() });
    api.on('GET /api/student/accommodations', () => ({
      status: 200,
      body: { extraTimePercent: 100, extraBreaks: true },
    }));
    renderApp('/student/dashboard');
    expect(await screen.findByRole('heading', { name: 'Testing accommodations' })).toBeTruthy();
    expect(screen.getByText('Your accommodations: +100 % time, extra breaks')).toBeTruthy();
    expect(screen.getByText('Each timed section lasts 100 % longer.')).toBeTruthy();
    expect(
      screen.getByText('A 5-minute break before each later section of a timed exam.'),
    ).toBeTruthy();
  });

  it('the dashboard shows nothing when there are none', async () => {
    const api = installFakeApi({ me: makeMe() });
    api.on('GET /api/student/accommodations', () => ({
      status: 200,
      body: { extraTimePercent: 0, extraBreaks: false },
    }));
    renderApp('/student/dashboard');
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/student/accommodations')).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: 'Testing accommodations' })).toBeNull();
  });
});

describe('a break between sections', () => {
  it('shows the break by the server clock; resuming asks the server to open the next section', async () => {
    const api = installFakeApi({ me: makeMe() });
    const now = new Date();
    const onBreak = makeExamState({
      serverTime: now.toISOString(),
      currentSection: 1,
      sections: [
        makeRoomSection({
          index: 0,
          title: 'Reading',
          status: 'finished',
          finishedAt: now.toISOString(),
        }),
        makeRoomSection({
          index: 1,
          title: 'Math',
          status: 'locked',
          startedAt: null,
          deadlineAt: null,
        }),
      ],
      items: [1, 2].map((position) => makeRoomItem({ position })),
      accommodations: { extraTimePercent: 0, extraBreaks: true },
      onBreak: {
        section: 1,
        startedAt: now.toISOString(),
        endsAt: new Date(now.getTime() + 5 * 60_000).toISOString(),
      },
    });
    const opened: ExamState = {
      ...onBreak,
      onBreak: null,
      sections: [
        onBreak.sections[0] as ExamState['sections'][number],
        makeRoomSection({
          index: 1,
          title: 'Math',
          startedAt: now.toISOString(),
          deadlineAt: new Date(now.getTime() + 30 * 60_000).toISOString(),
        }),
      ],
      items: [1, 2, 3, 4].map((position) =>
        makeRoomItem({ position, section: position > 2 ? 1 : 0 }),
      ),
    };
    let resumed = 0;
    api.on(`GET ${BASE}/state`, () => ({ status: 200, body: onBreak }));
    api.on(`POST ${BASE}/resume`, () => {
      resumed += 1;
      return { status: 200, body: opened };
    });
    const { user } = renderApp('/student/exam/exam-1/process');

    expect(await screen.findByRole('heading', { name: 'Break' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your answers so far are saved. Section 2, Math, starts when you resume or when the break ends.',
      ),
    ).toBeTruthy();
    const timer = screen.getByRole('timer', { name: 'Break time left' });
    expect(timer.textContent).toMatch(/^[45]:\d\d$/);
    // No question of the next section is on the screen during the break.
    expect(screen.queryByText('Question text 3')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Resume testing' }));
    await waitFor(() => expect(resumed).toBe(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Break' })).toBeNull());
  });
});
