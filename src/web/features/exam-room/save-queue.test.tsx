import type { SavedItem, SaveItemInput } from '@common/contracts/exams';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { queueStorageKey, readQueue, SaveQueue } from './save-queue';

const saved = (position: number, input: SaveItemInput): SavedItem => ({
  position,
  answer: input.answer ?? null,
  flagged: input.flagged ?? false,
  eliminated: input.eliminated ?? [],
  highlights: input.highlights ?? [],
  timeSpentMs: input.timeSpentMs ?? 0,
  answeredAt: null,
  clientSeq: input.clientSeq,
  stale: false,
  feedback: null,
});

const offline = () => new ApiRequestError(0, { message: 'Network error' });
const choose = (choice: string) => ({ answer: { type: 'single' as const, choice } });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('SaveQueue', () => {
  it('sends changes made while the server is unreachable once it recovers, in order', async () => {
    let up = false;
    const received: [number, SaveItemInput][] = [];
    const send = vi.fn(async (position: number, input: SaveItemInput) => {
      if (!up) throw offline();
      received.push([position, input]);
      return saved(position, input);
    });
    const queue = new SaveQueue({ examId: 'e1', send, retryBaseMs: 60_000 });
    const statuses: string[] = [];
    queue.subscribe(() => statuses.push(queue.getStatus()));

    queue.enqueue(1, choose('a'), 1);
    await flush();
    expect(queue.getStatus()).toBe('offline');
    queue.enqueue(2, choose('b'), 2);
    queue.enqueue(3, { flagged: true }, 3);
    queue.enqueue(1, choose('c'), 4);
    expect(readQueue('e1').map((e) => e.position)).toEqual([1, 2, 3, 1]);

    up = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(queue.getStatus()).toBe('saved'));
    expect(received).toEqual([
      [1, { ...choose('a'), clientSeq: 1 }],
      [2, { ...choose('b'), clientSeq: 2 }],
      [3, { flagged: true, clientSeq: 3 }],
      [1, { ...choose('c'), clientSeq: 4 }],
    ]);
    expect(localStorage.getItem(queueStorageKey('e1'))).toBeNull();
    expect(statuses).toEqual(['saving', 'offline', 'saving', 'saved']);
    queue.dispose();
  });

  it('merges quick changes to the same question into one save', async () => {
    const send = vi.fn(async (position: number, input: SaveItemInput) => saved(position, input));
    const queue = new SaveQueue({ examId: 'e2', send });
    queue.enqueue(4, { answer: { type: 'text', text: 'ph' } }, 1, 50);
    queue.enqueue(4, { answer: { type: 'text', text: 'photo' } }, 2, 50);
    queue.enqueue(4, { flagged: true }, 3, 50);
    await vi.waitFor(() => expect(queue.getStatus()).toBe('saved'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(4, {
      answer: { type: 'text', text: 'photo' },
      flagged: true,
      clientSeq: 3,
    });
    queue.dispose();
  });

  it('retries server failures with growing waits', async () => {
    vi.useFakeTimers();
    let failures = 2;
    const send = vi.fn(async (position: number, input: SaveItemInput) => {
      if (failures-- > 0) throw new ApiRequestError(503, { message: 'Unavailable' });
      return saved(position, input);
    });
    const queue = new SaveQueue({ examId: 'e3', send, retryBaseMs: 1000 });
    queue.enqueue(1, choose('a'), 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getStatus()).toBe('retrying');
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    // The second wait is twice as long.
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(3);
    expect(queue.getStatus()).toBe('saved');
    queue.dispose();
  });

  it('drops a change the server refuses for good and reports it, then carries on', async () => {
    const refused = new ApiRequestError(409, { code: 'TIME_UP', message: 'Time is up' });
    const send = vi.fn(async (position: number, input: SaveItemInput) => {
      if (position === 1) throw refused;
      return saved(position, input);
    });
    const onRejected = vi.fn();
    const queue = new SaveQueue({ examId: 'e4', send, onRejected });
    queue.enqueue(1, choose('a'), 1);
    queue.enqueue(2, choose('b'), 2);
    await vi.waitFor(() => expect(queue.getStatus()).toBe('saved'));
    expect(onRejected).toHaveBeenCalledWith(expect.objectContaining({ position: 1 }), refused);
    expect(send).toHaveBeenCalledTimes(2);
    queue.dispose();
  });

  it('picks up what a previous page left unsent (reload)', async () => {
    const first = new SaveQueue({
      examId: 'e5',
      send: () => Promise.reject(offline()),
      retryBaseMs: 60_000,
    });
    first.enqueue(2, choose('d'), 7);
    await flush();
    first.dispose();

    const send = vi.fn(async (position: number, input: SaveItemInput) => saved(position, input));
    const second = new SaveQueue({ examId: 'e5', send });
    expect(second.pending()).toEqual([{ position: 2, patch: choose('d'), clientSeq: 7 }]);
    await vi.waitFor(() => expect(second.getStatus()).toBe('saved'));
    expect(send).toHaveBeenCalledWith(2, { ...choose('d'), clientSeq: 7 });
    second.dispose();
  });
});
