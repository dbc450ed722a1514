import { describe, expect, it } from 'vitest';
import type { QuestionAnswer } from '../../src/common/contracts/content';
import type { ExamSectionRecord } from '../../src/server/db/schema';
import {
  advanceClock,
  finishSectionClock,
  startClock,
} from '../../src/server/modules/exams/exam-clock';
import { gradeAnswer } from '../../src/server/modules/exams/grade-answer';
import { abilityBand, labelFor, scaledFor } from '../../src/server/modules/exams/score-exam';

describe('grading', () => {
  it('single: only the keyed choice', async () => {
    const key: QuestionAnswer = { type: 'single', correct: 'b' };
    expect(await gradeAnswer(key, { type: 'single', choice: 'b' })).toEqual({
      correct: true,
      score: 1,
    });
    expect(await gradeAnswer(key, { type: 'single', choice: 'a' })).toEqual({
      correct: false,
      score: 0,
    });
    expect(await gradeAnswer(key, null)).toEqual({ correct: false, score: 0 });
  });

  it('multiple: the exact set is correct; partial credit never below zero', async () => {
    const key: QuestionAnswer = { type: 'multiple', correct: ['a', 'c'] };
    expect(await gradeAnswer(key, { type: 'multiple', choices: ['c', 'a'] })).toEqual({
      correct: true,
      score: 1,
    });
    expect(await gradeAnswer(key, { type: 'multiple', choices: ['a'] })).toEqual({
      correct: false,
      score: 0.5,
    });
    expect(await gradeAnswer(key, { type: 'multiple', choices: ['a', 'b'] })).toEqual({
      correct: false,
      score: 0,
    });
    expect(await gradeAnswer(key, { type: 'multiple', choices: ['b', 'd'] })).toEqual({
      correct: false,
      score: 0,
    });
  });

  it('numeric: within the tolerance', async () => {
    const key: QuestionAnswer = { type: 'numeric', value: 9.81, tolerance: 0.05 };
    expect((await gradeAnswer(key, { type: 'numeric', value: 9.8 })).correct).toBe(true);
    expect((await gradeAnswer(key, { type: 'numeric', value: 9.86 })).correct).toBe(true);
    expect((await gradeAnswer(key, { type: 'numeric', value: 9.9 })).correct).toBe(false);
    const exact: QuestionAnswer = { type: 'numeric', value: 0.3, tolerance: 0 };
    expect((await gradeAnswer(exact, { type: 'numeric', value: 0.1 + 0.2 })).correct).toBe(true);
  });

  it('expression: mathematically equivalent forms; nonsense is wrong, not an error', async () => {
    const key: QuestionAnswer = { type: 'expression', expression: '2x+2' };
    expect((await gradeAnswer(key, { type: 'expression', expression: '2(x+1)' })).correct).toBe(
      true,
    );
    expect((await gradeAnswer(key, { type: 'expression', expression: 'x+x+2' })).correct).toBe(
      true,
    );
    expect((await gradeAnswer(key, { type: 'expression', expression: '2x+1' })).correct).toBe(
      false,
    );
    expect((await gradeAnswer(key, { type: 'expression', expression: '\\frac{' })).correct).toBe(
      false,
    );
  });

  it('text: case, spaces and punctuation do not matter', async () => {
    const key: QuestionAnswer = { type: 'text', accepted: ['Photosynthesis', 'carbon fixation'] };
    expect((await gradeAnswer(key, { type: 'text', text: '  photosynthesis. ' })).correct).toBe(
      true,
    );
    expect((await gradeAnswer(key, { type: 'text', text: 'Carbon   Fixation!' })).correct).toBe(
      true,
    );
    expect((await gradeAnswer(key, { type: 'text', text: 'respiration' })).correct).toBe(false);
    expect((await gradeAnswer(key, { type: 'text', text: '' })).correct).toBe(false);
  });

  it('an answer of the wrong type is wrong', async () => {
    const key: QuestionAnswer = { type: 'single', correct: 'a' };
    expect((await gradeAnswer(key, { type: 'text', text: 'a' })).correct).toBe(false);
  });
});

describe('scaled scores and bands', () => {
  const ap = {
    scale: 'ap_1_5' as const,
    cutPoints: [
      { label: '5', minPercent: 72 },
      { label: '4', minPercent: 58 },
      { label: '3', minPercent: 44 },
      { label: '2', minPercent: 30 },
      { label: '1', minPercent: 0 },
    ],
  };
  it('maps percents through the cut points', () => {
    expect(labelFor(ap, 72)).toBe('5');
    expect(labelFor(ap, 71.9)).toBe('4');
    expect(labelFor(ap, 0)).toBe('1');
    expect(scaledFor({ scale: 'percent', cutPoints: [] }, 55)).toBeNull();
  });

  it('bands θ ± 1.96 SE on the scale, wider with fewer answers', () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ a: 1.2, b: -2 + (i % 9) * 0.5, c: 0.2 }));
    const few = abilityBand(
      items.slice(0, 4).map((it, i) => ({ ...it, correct: i < 3 })),
      items,
      ap,
    );
    const many = abilityBand(
      items.map((it, i) => ({ ...it, correct: i % 4 !== 0 })),
      items,
      ap,
    );
    expect(few && many).toBeTruthy();
    expect(many?.se ?? 9).toBeLessThan(few?.se ?? 0);
    expect(Number(many?.low)).toBeLessThanOrEqual(Number(many?.label));
    expect(Number(many?.label)).toBeLessThanOrEqual(Number(many?.high));
    expect(abilityBand([], items, ap)).toBeNull();
  });
});

describe('the section clock', () => {
  const sections: ExamSectionRecord[] = [1, 2].map((i) => ({
    title: `S${i}`,
    directions: '',
    calculator: false,
    questionCount: 1,
    durationMinutes: 10,
    topicIds: [],
    startedAt: null,
    deadlineAt: null,
    finishedAt: null,
  }));
  const t0 = new Date('2026-01-01T10:00:00Z');
  it('opens each section at the previous deadline and expires after the last', () => {
    const started = startClock(sections, t0);
    expect(started.deadlineAt?.toISOString()).toBe('2026-01-01T10:10:00.000Z');
    expect(advanceClock(started, new Date('2026-01-01T10:10:01Z'))).toBeNull();
    const moved = advanceClock(started, new Date('2026-01-01T10:12:00Z'));
    expect(moved).toMatchObject({ currentSection: 1, expired: false });
    expect(moved?.sections[1]?.deadlineAt).toBe('2026-01-01T10:20:00.000Z');
    const over = advanceClock(started, new Date('2026-01-01T10:25:00Z'));
    expect(over).toMatchObject({ currentSection: 1, expired: true });
  });
  it('finishing early opens the next section now', () => {
    const started = startClock(sections, t0);
    const next = finishSectionClock(started, new Date('2026-01-01T10:03:00Z'));
    expect(next.currentSection).toBe(1);
    expect(next.sections[0]?.finishedAt).toBe('2026-01-01T10:03:00.000Z');
    expect(next.deadlineAt?.toISOString()).toBe('2026-01-01T10:13:00.000Z');
  });
});
