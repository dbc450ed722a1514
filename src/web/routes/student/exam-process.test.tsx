import type {
  ExamRoomItem,
  ExamState,
  ItemFeedback,
  SavedItem,
  SaveItemInput,
} from '@common/contracts/exams';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queueStorageKey } from '@/features/exam-room/save-queue';
import { makeExamState, makeRoomItem, makeRoomSection } from '@/features/exam-room/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const ROOM = '/student/exam/exam-1/process';
const BASE = '/api/student/exams/exam-1';

type Mode = 'ok' | 'offline' | 'down';

/** The exam endpoints over one exam held in memory, like the server would keep it. */
function installExamServer(initial: ExamState, feedback?: (item: ExamRoomItem) => ItemFeedback) {
  const api = installFakeApi({ me: makeMe() });
  const server = {
    state: structuredClone(initial),
    mode: 'ok' as Mode,
    /** Saves the server accepted, in the order they arrived. */
    saved: [] as { position: number; body: SaveItemInput }[],
    submitted: 0,
  };
  api.on(`GET ${BASE}/state`, () => ({ status: 200, body: server.state }));
  const maxPosition = 20;
  for (let position = 1; position <= maxPosition; position++) {
    api.on(`PUT ${BASE}/items/${position}`, (request) => {
      if (server.mode === 'offline') throw new TypeError('Failed to fetch');
      if (server.mode === 'down')
        return { status: 503, body: { code: 'UNAVAILABLE', message: 'Down' } };
      const body = request.body as SaveItemInput;
      const item = server.state.items.find((i) => i.position === position);
      if (!item) return { status: 404, body: { code: 'NOT_FOUND', message: 'Question not found' } };
      server.saved.push({ position, body });
      if (body.answer !== undefined) item.answer = body.answer;
      if (body.flagged !== undefined) item.flagged = body.flagged;
      if (body.eliminated !== undefined) item.eliminated = body.eliminated;
      if (body.highlights !== undefined) item.highlights = body.highlights;
      item.clientSeq = body.clientSeq;
      if (feedback && body.answer) item.feedback = feedback(item);
      const saved: SavedItem = {
        position,
        answer: item.answer,
        flagged: item.flagged,
        eliminated: item.eliminated,
        highlights: item.highlights,
        timeSpentMs: item.timeSpentMs,
        answeredAt: null,
        clientSeq: item.clientSeq,
        stale: false,
        feedback: item.feedback,
      };
      return { status: 200, body: saved };
    });
  }
  api.on(`POST ${BASE}/submit`, () => {
    server.submitted += 1;
    server.state.status = 'submitted';
    return {
      status: 200,
      body: {
        id: 'exam-1',
        status: 'submitted',
        submittedAt: '2026-01-10T10:20:00.000Z',
        score: { raw: 1, max: 4, percent: 25, scaled: '1' },
        scale: 'ap_1_5',
        band: null,
      },
    };
  });
  return { api, server };
}

const answersSent = (server: { saved: { position: number; body: SaveItemInput }[] }) =>
  server.saved.filter((s) => s.body.answer !== undefined).map((s) => [s.position, s.body.answer]);

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('exam room', { timeout: 30_000 }, () => {
  it('saves a chosen answer to the server and shows it saved', async () => {
    const { server } = installExamServer(makeExamState());
    const { user } = renderApp(ROOM);
    expect(await screen.findByText('Question text 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'AP Calculus AB practice' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /Bravo 1/ }));
    await waitFor(() =>
      expect(answersSent(server)).toEqual([[1, { type: 'single', choice: 'q1-b' }]]),
    );
    expect(server.saved[0]?.body.clientSeq).toBeGreaterThan(0);
    const saved = await screen.findByText('Saved');
    // Announced politely to screen readers (busy, so not announced, while saving).
    expect(saved.getAttribute('role')).toBe('status');
    expect(saved.getAttribute('aria-live')).toBe('polite');
    expect(saved.getAttribute('aria-busy')).toBe('false');
    expect((screen.getByRole('radio', { name: /Bravo 1/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps answers given offline on the device and sends them in order when back online', async () => {
    const { server } = installExamServer(makeExamState());
    const { user } = renderApp(ROOM);
    await screen.findByText('Question text 1');
    server.mode = 'offline';

    await user.click(screen.getByRole('radio', { name: /Charlie 1/ }));
    expect(await screen.findAllByText('Offline — answers kept on this device')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /Alpha 2/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /Delta 3/ }));

    // Nothing reached the server, everything is kept on the device.
    expect(server.saved).toEqual([]);
    const kept = JSON.parse(localStorage.getItem(queueStorageKey('exam-1')) ?? '[]');
    expect(kept.map((e: { position: number }) => e.position)).toEqual([1, 2, 3]);

    server.mode = 'ok';
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() =>
      expect(answersSent(server)).toEqual([
        [1, { type: 'single', choice: 'q1-c' }],
        [2, { type: 'single', choice: 'q2-a' }],
        [3, { type: 'single', choice: 'q3-d' }],
      ]),
    );
    const seqs = server.saved.map((s) => s.body.clientSeq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(localStorage.getItem(queueStorageKey('exam-1'))).toBeNull();
  });

  it('reopens offline from what this device last saw, and syncs when the connection returns', async () => {
    const { api, server } = installExamServer(makeExamState());
    const first = renderApp(ROOM);
    await screen.findByText('Question text 1');
    await first.user.click(screen.getByRole('radio', { name: /Bravo 1/ }));
    await waitFor(() => expect(answersSent(server)).toHaveLength(1));
    first.unmount();

    // The device restarts without a connection: the state cannot be fetched.
    server.mode = 'offline';
    api.on(`GET ${BASE}/state`, () => {
      if (server.mode === 'offline') throw new TypeError('Failed to fetch');
      return { status: 200, body: server.state };
    });
    const { user } = renderApp(ROOM);
    expect(await screen.findByText('Question text 1')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Bravo 1/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /Charlie 2/ }));
    expect(await screen.findAllByText('Offline — answers kept on this device')).not.toHaveLength(0);

    server.mode = 'ok';
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() =>
      expect(answersSent(server)).toEqual([
        [1, { type: 'single', choice: 'q1-b' }],
        [2, { type: 'single', choice: 'q2-c' }],
      ]),
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('says when the server fails and retries until it accepts', async () => {
    const { server } = installExamServer(makeExamState());
    const { user } = renderApp(ROOM);
    await screen.findByText('Question text 1');
    server.mode = 'down';
    await user.click(screen.getByRole('radio', { name: /Alpha 1/ }));
    expect(await screen.findAllByText('Sync failed, retrying')).not.toHaveLength(0);
    server.mode = 'ok';
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    await waitFor(() =>
      expect(answersSent(server)).toEqual([[1, { type: 'single', choice: 'q1-a' }]]),
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('resumes from the server state merged with changes still waiting on this device', async () => {
    const state = makeExamState();
    state.items[0] = makeRoomItem({
      position: 1,
      answer: { type: 'single', choice: 'q1-a' },
      clientSeq: 3,
    });
    const { server } = installExamServer(state);
    localStorage.setItem(
      queueStorageKey('exam-1'),
      JSON.stringify([
        {
          position: 2,
          patch: { answer: { type: 'single', choice: 'q2-d' }, flagged: true },
          clientSeq: 4,
        },
      ]),
    );
    const { user } = renderApp(ROOM);
    // The first unanswered question after merging is question 3.
    expect(await screen.findByText('Question text 3')).toBeTruthy();
    await waitFor(() =>
      expect(server.saved).toEqual([
        {
          position: 2,
          body: { answer: { type: 'single', choice: 'q2-d' }, flagged: true, clientSeq: 4 },
        },
      ]),
    );
    await user.click(screen.getByRole('button', { name: /open the question navigator/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Question 1, answered' })).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Question 2, answered, marked for review' }),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Question 3, unanswered, current' }),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Question 4, unanswered' })).toBeTruthy();
    // A later save continues the sequence.
    await user.click(within(dialog).getByRole('button', { name: 'Question 4, unanswered' }));
    await user.click(await screen.findByRole('radio', { name: /Alpha 4/ }));
    await waitFor(() => expect(server.saved.at(-1)?.body.clientSeq).toBeGreaterThan(4));
  });

  it('counts down from the server deadline whatever the device clock says, and warns at five minutes', async () => {
    // The server's clock is months behind this device's: only the difference matters.
    const state = makeExamState({
      serverTime: '2026-01-10T10:00:00.000Z',
      sections: [makeRoomSection({ deadlineAt: '2026-01-10T10:04:30.000Z' })],
    });
    installExamServer(state);
    const { user } = renderApp(ROOM);
    const timer = await screen.findByRole('timer', { name: 'Time left in this section' });
    expect(timer.textContent).toMatch(/^4:(30|29|28)$/);
    expect(timer.getAttribute('data-warning')).toBe('true');
    expect(await screen.findByText('5 minutes left in this section.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Hide timer' }));
    expect(timer.textContent).toBe('Timer hidden');
    await user.click(screen.getByRole('button', { name: 'Show timer' }));
    expect(timer.textContent).toMatch(/^4:\d\d$/);
  });

  it('shows a calm timer with more than five minutes left', async () => {
    installExamServer(makeExamState());
    renderApp(ROOM);
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^(30:00|29:5\d)$/);
    expect(timer.getAttribute('data-warning')).toBeNull();
  });

  it('submits by itself at the deadline and opens the report', async () => {
    const state = makeExamState({
      sections: [makeRoomSection({ deadlineAt: '2026-01-10T10:00:01.500Z' })],
    });
    const { server } = installExamServer(state);
    const { router, user } = renderApp(ROOM);
    await screen.findByText('Question text 1');
    await user.click(screen.getByRole('radio', { name: /Bravo 1/ }));
    await waitFor(() => expect(server.submitted).toBe(1), { timeout: 6_000 });
    // The answer reached the server before the exam was handed in.
    expect(answersSent(server)).toEqual([[1, { type: 'single', choice: 'q1-b' }]]);
    await waitFor(() => expect(currentUrl(router)).toBe('/student/exam/exam-1/report'));
  });

  it("moves to the next section by itself when a section's time is up, and keeps going there", async () => {
    const sectionB = {
      index: 1,
      title: 'Part B',
      questionCount: 1,
      deadlineAt: '2026-01-10T10:30:00.000Z',
    };
    const state = makeExamState({
      sections: [
        makeRoomSection({
          title: 'Part A',
          questionCount: 2,
          deadlineAt: '2026-01-10T10:00:01.500Z',
        }),
        makeRoomSection({ ...sectionB, status: 'locked', deadlineAt: null, startedAt: null }),
      ],
      items: [1, 2].map((position) => makeRoomItem({ position })),
    });
    const { api, server } = installExamServer(state);
    let finished = 0;
    api.on(`POST ${BASE}/sections/0/finish`, () => {
      finished += 1;
      return {
        status: 200,
        body: makeExamState({
          serverTime: '2026-01-10T10:00:02.000Z',
          currentSection: 1,
          sections: [
            makeRoomSection({ title: 'Part A', status: 'finished' }),
            makeRoomSection(sectionB),
          ],
          items: [
            makeRoomItem({ position: 1 }),
            makeRoomItem({ position: 2 }),
            makeRoomItem({ position: 3, section: 1, stem: 'Part B question' }),
          ],
        }),
      };
    });
    renderApp(ROOM);
    await screen.findByText('Section 1 of 2: Part A');
    expect(await screen.findByText('Part B question', {}, { timeout: 6_000 })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^(29:5\d|30:00)$/);
    // Only the first section was handed in: the new one keeps its own time.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(finished).toBe(1);
    expect(server.submitted).toBe(0);
  });

  it('crosses out choices, and crossing out the chosen one clears it', async () => {
    const { server } = installExamServer(makeExamState());
    const { user } = renderApp(ROOM);
    await screen.findByText('Question text 1');
    const cross = screen.getByRole('button', { name: 'Cross out choice A' });
    await user.click(cross);
    expect(
      screen
        .getByRole('button', { name: 'Undo cross-out of choice A' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await waitFor(() => expect(server.saved.at(-1)?.body.eliminated).toEqual(['q1-a']));

    await user.click(screen.getByRole('radio', { name: /Bravo 1/ }));
    await user.click(screen.getByRole('button', { name: 'Cross out choice B' }));
    await waitFor(() =>
      expect(server.saved.at(-1)?.body).toMatchObject({
        eliminated: ['q1-a', 'q1-b'],
        answer: null,
      }),
    );
    expect((screen.getByRole('radio', { name: /Bravo 1/ }) as HTMLInputElement).checked).toBe(
      false,
    );

    // Choosing a crossed-out choice brings it back.
    await user.click(screen.getByRole('radio', { name: /Alpha 1/ }));
    await waitFor(() =>
      expect(server.saved.at(-1)?.body).toMatchObject({
        answer: { type: 'single', choice: 'q1-a' },
        eliminated: ['q1-b'],
      }),
    );
  });

  it('marks questions for review with the button and the M key, and moves with the keyboard', async () => {
    const { server } = installExamServer(makeExamState());
    const { user } = renderApp(ROOM);
    await screen.findByText('Question text 1');
    const flag = screen.getByRole('button', { name: 'Mark for review' });
    await user.click(flag);
    expect(flag.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(server.saved.at(-1)).toMatchObject({ position: 1, body: { flagged: true } }),
    );

    // From a chosen answer, → goes to the next question instead of changing the answer.
    await user.click(screen.getByRole('radio', { name: /Alpha 1/ }));
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Question text 2')).toBeTruthy();
    expect(document.activeElement?.id).toBe('question-heading');
    await user.keyboard('c');
    await waitFor(() =>
      expect(answersSent(server)).toEqual([
        [1, { type: 'single', choice: 'q1-a' }],
        [2, { type: 'single', choice: 'q2-c' }],
      ]),
    );
    await user.keyboard('m');
    await waitFor(() =>
      expect(server.saved.at(-1)).toMatchObject({ position: 2, body: { flagged: true } }),
    );
    await user.keyboard('p');
    expect(await screen.findByText('Question text 1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(await screen.findByText('Cross out an answer')).toBeTruthy();
  });

  it('asks before submitting, listing unanswered and flagged questions', async () => {
    const state = makeExamState();
    state.items[0] = makeRoomItem({ position: 1, answer: { type: 'single', choice: 'q1-a' } });
    state.items[2] = makeRoomItem({
      position: 3,
      answer: { type: 'single', choice: 'q3-a' },
      flagged: true,
    });
    const { server } = installExamServer(state);
    const { user, router } = renderApp(ROOM);
    await screen.findByText('Question text 2');
    await user.click(screen.getByRole('button', { name: /open the question navigator/ }));
    await user.click(await screen.findByRole('button', { name: 'Question 4, unanswered' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Submit the exam?' });
    expect(within(dialog).getByText('2 unanswered questions')).toBeTruthy();
    expect(within(dialog).getByText('1 question marked for review')).toBeTruthy();
    const unanswered = within(dialog).getAllByRole('list')[0] as HTMLElement;
    expect(
      within(unanswered)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2', '4']);

    // Going back to question 2 from the list keeps the exam open.
    await user.click(
      within(dialog).getAllByRole('button', { name: 'Go to question 2' })[0] as HTMLElement,
    );
    expect(await screen.findByText('Question text 2')).toBeTruthy();
    expect(server.submitted).toBe(0);

    await user.click(screen.getByRole('button', { name: /open the question navigator/ }));
    await user.click(await screen.findByRole('button', { name: 'Review and submit' }));
    await user.click(await screen.findByRole('button', { name: 'Submit exam' }));
    await waitFor(() => expect(server.submitted).toBe(1));
    await waitFor(() => expect(currentUrl(router)).toBe('/student/exam/exam-1/report'));
  });

  it('finishes a section after confirmation and opens the next one with its directions', async () => {
    const state = makeExamState({
      sections: [
        makeRoomSection({ title: 'Part A', questionCount: 2 }),
        makeRoomSection({
          index: 1,
          title: 'Part B',
          status: 'locked',
          calculator: true,
          questionCount: 1,
          directions: 'A **graphing calculator** is allowed.',
          deadlineAt: null,
          startedAt: null,
        }),
      ],
      items: [1, 2].map((position) => makeRoomItem({ position })),
    });
    const { api } = installExamServer(state);
    let finished = 0;
    api.on(`POST ${BASE}/sections/0/finish`, () => {
      finished += 1;
      return {
        status: 200,
        body: makeExamState({
          currentSection: 1,
          sections: [
            makeRoomSection({ title: 'Part A', status: 'finished' }),
            makeRoomSection({
              index: 1,
              title: 'Part B',
              calculator: true,
              questionCount: 1,
              directions: 'A **graphing calculator** is allowed.',
              deadlineAt: '2026-01-10T10:45:00.000Z',
              startedAt: '2026-01-10T10:00:00.000Z',
            }),
          ],
          items: [
            makeRoomItem({ position: 1 }),
            makeRoomItem({ position: 2 }),
            makeRoomItem({ position: 3, section: 1, stem: 'Part B question' }),
          ],
        }),
      };
    });
    const { user } = renderApp(ROOM);
    expect(await screen.findByText('Section 1 of 2: Part A')).toBeTruthy();
    // No calculator in Part A.
    expect(screen.queryByRole('button', { name: 'Calculator' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Finish section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish this section?' });
    expect(within(dialog).getByText('2 unanswered questions')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Finish section' }));
    await waitFor(() => expect(finished).toBe(1));

    const directions = await screen.findByRole('dialog', { name: 'Part B: directions' });
    expect(within(directions).getByText('graphing calculator')).toBeTruthy();
    await user.click(within(directions).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Part B question')).toBeTruthy();
    expect(screen.getByText('Section 2 of 2: Part B')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Calculator' }));
    expect(await screen.findByRole('dialog', { name: 'Calculator' })).toBeTruthy();
  });

  it('practice mode: checks an answer and shows whether it is right with the explanation', async () => {
    const state = makeExamState({
      mode: 'practice',
      timed: false,
      sections: [makeRoomSection({ deadlineAt: null, durationMinutes: null })],
    });
    const { server } = installExamServer(state, () => ({
      correct: false,
      score: 0,
      correctAnswer: { type: 'single', correct: 'q1-c' },
      explanation: 'Differentiate $x^2$ to get $2x$.',
    }));
    const { user } = renderApp(ROOM);
    await screen.findByText('Question text 1');
    expect(screen.getByText('Untimed')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Alpha 1/ }));
    // Choosing is a draft until checked.
    expect(server.saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('heading', { name: 'Incorrect' })).toBeTruthy();
    expect(answersSent(server)).toEqual([[1, { type: 'single', choice: 'q1-a' }]]);
    expect(screen.getByText('Explanation')).toBeTruthy();
    expect(screen.getByText(/Correct answer:/).parentElement?.textContent).toContain('C');
    expect((screen.getByRole('radio', { name: /Charlie 1/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('saves typed numeric answers after a pause and refuses text that is not a number', async () => {
    const state = makeExamState({
      items: [makeRoomItem({ position: 1, type: 'numeric', choices: [], stem: 'How many?' })],
    });
    const { server } = installExamServer(state);
    const { user } = renderApp(ROOM);
    const input = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.type(input, '3/4');
    await waitFor(() =>
      expect(answersSent(server)).toEqual([[1, { type: 'numeric', value: 0.75 }]]),
    );
    await user.clear(input);
    await user.type(input, 'abc');
    expect(await screen.findByText('Enter a number, e.g. 12, -3.5 or 3/4.')).toBeTruthy();
  });

  it('keeps notes per question on this device, without sending them', async () => {
    const { server } = installExamServer(makeExamState());
    const first = renderApp(ROOM);
    await screen.findByText('Question text 1');
    await first.user.click(screen.getByRole('button', { name: 'Notes' }));
    await first.user.type(
      screen.getByRole('textbox', { name: 'Your notes on question 1' }),
      'try x = 3 first',
    );
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      (screen.getByRole('textbox', { name: 'Your notes on question 2' }) as HTMLTextAreaElement)
        .value,
    ).toBe('');
    first.unmount();

    const { user } = renderApp(ROOM);
    await screen.findByText('Question text 2');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      (screen.getByRole('textbox', { name: 'Your notes on question 1' }) as HTMLTextAreaElement)
        .value,
    ).toBe('try x = 3 first');
    expect(JSON.stringify(server.saved)).not.toContain('try x');
  });

  it('shows the passage beside its question', async () => {
    const state = makeExamState({
      items: [
        makeRoomItem({
          position: 1,
          passage: { id: 'p1', title: 'The lighthouse', body: 'The keeper climbed the stairs.' },
        }),
      ],
    });
    installExamServer(state);
    renderApp(ROOM);
    const passage = await screen.findByRole('region', { name: 'The lighthouse' });
    expect(within(passage).getByText('The keeper climbed the stairs.')).toBeTruthy();
    expect(screen.getByText('Question text 1')).toBeTruthy();
  });

  it('makes the passage a keyboard stop only when it scrolls on its own', async () => {
    const state = makeExamState({
      items: [
        makeRoomItem({
          position: 1,
          passage: { id: 'p1', title: 'The lighthouse', body: 'The keeper climbed the stairs.' },
        }),
      ],
    });
    installExamServer(state);
    // happy-dom lays nothing out: a passage taller than its column is told by its sizes.
    let tall = false;
    const sizes = {
      scrollHeight: { configurable: true, get: () => (tall ? 2000 : 300) },
      clientHeight: { configurable: true, get: () => 300 },
    };
    Object.defineProperties(HTMLElement.prototype, sizes);
    try {
      const first = renderApp(ROOM);
      const short = await screen.findByRole('region', { name: 'The lighthouse' });
      expect(short.hasAttribute('tabindex')).toBe(false);
      first.unmount();

      tall = true;
      renderApp(ROOM);
      const long = await screen.findByRole('region', { name: 'The lighthouse' });
      expect(long.getAttribute('tabindex')).toBe('0');
    } finally {
      delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
      delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    }
  });

  it('adaptive mode asks the server for the next question', async () => {
    const state = makeExamState({
      mode: 'adaptive',
      items: [makeRoomItem({ position: 1 })],
      adaptive: { done: false, maxItems: 25, given: 1 },
    });
    const { api, server } = installExamServer(state);
    let savesBeforeNext = 0;
    api.on(`POST ${BASE}/next`, () => {
      savesBeforeNext = server.saved.length;
      const next = structuredClone(server.state);
      next.items = [
        { ...next.items[0], locked: true } as ExamRoomItem,
        makeRoomItem({ position: 2, stem: 'A harder one' }),
      ];
      next.adaptive = { done: false, maxItems: 25, given: 2 };
      server.state = next;
      return { status: 200, body: next };
    });
    const { user } = renderApp(ROOM);
    await screen.findByText('Question text 1');
    expect(screen.getByText('Question 1 of up to 25')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Delta 1/ }));
    await new Promise((r) => setTimeout(r, 50));
    await user.click(next);
    expect(await screen.findByText('A harder one')).toBeTruthy();
    expect(answersSent(server)).toEqual([[1, { type: 'single', choice: 'q1-d' }]]);
    // The time after answering counts too, saved before the server scores the item.
    const times = server.saved.slice(0, savesBeforeNext).map((s) => s.body.timeSpentMs ?? 0);
    expect(times.length).toBeGreaterThanOrEqual(2);
    expect(times.at(-1)).toBeGreaterThanOrEqual((times[0] ?? 0) + 50);
    expect(screen.getByText('Question 2 of up to 25')).toBeTruthy();
  });

  it('tells the student when time is up for an answer', async () => {
    const { api } = installExamServer(makeExamState());
    api.on(`PUT ${BASE}/items/1`, () => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'TIME_UP',
        message: 'Time is up for this section: your answer was not saved',
      },
    }));
    const { user } = renderApp(ROOM);
    await screen.findByText('Question text 1');
    await user.click(screen.getByRole('radio', { name: /Bravo 1/ }));
    expect(
      await screen.findByText('Time is up for this section: your answer was not saved'),
    ).toBeTruthy();
  });

  it('shows a ready exam with a start button, and starts it', async () => {
    const ready = makeExamState({
      status: 'ready',
      startedAt: null,
      items: [],
      sections: [
        makeRoomSection({ status: 'locked', deadlineAt: null, startedAt: null, calculator: true }),
      ],
    });
    const { api } = installExamServer(ready);
    api.on(`POST ${BASE}/start`, () => ({ status: 200, body: makeExamState() }));
    const { user } = renderApp(ROOM);
    expect(await screen.findByRole('heading', { name: 'AP Calculus AB practice' })).toBeTruthy();
    expect(screen.getByText('Calculator allowed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start exam' }));
    expect(await screen.findByText('Question text 1')).toBeTruthy();
  });

  it('sends a finished exam to its report', async () => {
    installExamServer(makeExamState({ status: 'submitted' }));
    const { router } = renderApp(ROOM);
    await waitFor(() => expect(currentUrl(router)).toBe('/student/exam/exam-1/report'));
  });

  it('is for students only: a visitor goes to sign in, an administrator to their dashboard', async () => {
    installFakeApi({ me: null });
    const visitor = renderApp(ROOM);
    await waitFor(() => expect(currentUrl(visitor.router)).toMatch(/^\/auth/));
    visitor.unmount();
    installFakeApi({ me: makeMe({ role: 'admin' }) });
    const admin = renderApp(ROOM);
    await waitFor(() => expect(currentUrl(admin.router)).toBe('/admin/dashboard'));
  });
});
