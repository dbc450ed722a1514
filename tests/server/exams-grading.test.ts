import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionAnswer } from '../../src/common/contracts/content';
import { type ExamSectionRecord, questions } from '../../src/server/db/schema';
import {
  advanceClock,
  finishSectionClock,
  startClock,
} from '../../src/server/modules/exams/exam-clock';
import { gradeAnswer } from '../../src/server/modules/exams/grade-answer';
import {
  abilityBand,
  formBand,
  labelFor,
  observedPercentBand,
  scaledFor,
} from '../../src/server/modules/exams/score-exam';
import { EXPRESSION_WORKER } from '../../src/server/modules/math/expression-worker';
import { createUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';
import { api, type Bank, grantAccess, makeBank, makeTemplate } from './exams-fixtures';

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

  it('expression: an answer too complex to check in time is wrong; the server is not held up', async () => {
    const key: QuestionAnswer = { type: 'expression', expression: '1' };
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    // About 8 s of the engine's time: the worker gives up after EXPRESSION_WORKER.timeoutMs.
    const grade = await gradeAnswer(key, { type: 'expression', expression: '1000000!' });
    const elapsed = performance.now() - started;
    delay.disable();
    expect(grade).toEqual({ correct: false, score: 0 });
    expect(elapsed).toBeGreaterThanOrEqual(EXPRESSION_WORKER.timeoutMs - 50);
    expect(elapsed).toBeLessThan(EXPRESSION_WORKER.timeoutMs + 1_500);
    expect(delay.max / 1e6).toBeLessThan(300);
    // A new worker marks the next answer.
    const next = await gradeAnswer(key, { type: 'expression', expression: '\\frac{2}{2}' });
    expect(next.correct).toBe(true);
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

  it('adaptive: bands θ ± 1.96 SE on the scale, wider with fewer answers', () => {
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

describe('fixed-form bands, anchored on the observed percent', () => {
  const percentScale = { scale: 'percent' as const, cutPoints: [] };
  // Medium 3PL items with a guessing floor, as the seeded banks have.
  const form = (n: number) => Array.from({ length: n }, () => ({ a: 1, b: 0, c: 0.25 }));
  const answers = (n: number, right: number) =>
    form(n).map((item, i) => ({ ...item, correct: i < right }));

  it('always contains the observed percent and stays within [0, 100]', () => {
    for (const observed of [0, 20, 60, 100]) {
      for (const theta of [-3, 0, 2]) {
        const { low, high } = observedPercentBand(form(5), theta, 0.8, observed);
        expect(low).toBeGreaterThanOrEqual(0);
        expect(low).toBeLessThanOrEqual(observed);
        expect(high).toBeGreaterThanOrEqual(observed);
        expect(high).toBeLessThanOrEqual(100);
      }
    }
  });

  it('is narrower with a smaller SE, and moves with the observed percent, not θ alone', () => {
    const wide = observedPercentBand(form(5), 0, 0.8, 50);
    const narrow = observedPercentBand(form(45), 0, 0.35, 50);
    expect(narrow.high - narrow.low).toBeLessThan(wide.high - wide.low);
    const shifted = observedPercentBand(form(5), 0, 0.8, 40);
    expect(shifted.low).toBeCloseTo(wide.low - 10, 9);
    expect(shifted.high).toBeCloseTo(wide.high - 10, 9);
  });

  it('0 right starts at 0 %, all right ends at 100 %; the label is the observed score', () => {
    expect(formBand(answers(5, 0), form(5), 0, percentScale)).toMatchObject({
      low: '0%',
      label: '0%',
    });
    expect(formBand(answers(5, 5), form(5), 100, percentScale)).toMatchObject({
      high: '100%',
      label: '100%',
    });
    const ap = {
      scale: 'ap_1_5' as const,
      cutPoints: ['5', '4', '3', '2', '1'].map((label, i) => ({ label, minPercent: 80 - 20 * i })),
    };
    for (const right of [0, 1, 2, 3, 4, 5]) {
      const band = formBand(answers(5, right), form(5), right * 20, ap);
      expect(band?.label).toBe(labelFor(ap, right * 20));
      expect(Number(band?.low)).toBeLessThanOrEqual(Number(band?.label));
      expect(Number(band?.label)).toBeLessThanOrEqual(Number(band?.high));
    }
    expect(formBand([], form(5), 0, percentScale)).toBeNull();
  });
});

describe('scores and bands of finished exams', () => {
  let ctx: TestContext;
  let bank: Bank;
  beforeAll(async () => {
    ctx = await buildTestApp();
    bank = await makeBank(ctx, {
      topics: [
        { weight: 50, count: 30 },
        { weight: 50, count: 30 },
      ],
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const pct = (label: string) => Number(label.replace('%', ''));

  /** Creates, answers (`right` of them with the key, the rest wrongly) and submits an exam. */
  async function take(spec: { templateId?: string; count?: number }, right: number) {
    const student = await createUser(ctx, 'student');
    await grantAccess(ctx, student, bank.subjectId);
    const created = await api(ctx, student, 'POST', '/api/student/exams', {
      subjectId: bank.subjectId,
      mode: 'simulation',
      ...(spec.templateId
        ? { templateId: spec.templateId }
        : {
            custom: {
              topicIds: bank.topicIds,
              questionCount: spec.count ?? 5,
              difficulty: 'mixed',
              timed: true,
              minutes: 60,
            },
          }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const started = await api(ctx, student, 'POST', `/api/student/exams/${id}/start`);
    for (const item of started.body.items as { position: number }[]) {
      const choice = item.position <= right ? 'a' : 'b';
      await api(ctx, student, 'PUT', `/api/student/exams/${id}/items/${item.position}`, {
        answer: { type: 'single', choice },
        clientSeq: 1,
      });
    }
    const result = await api(ctx, student, 'POST', `/api/student/exams/${id}/submit`);
    expect(result.status).toBe(200);
    const report = await api(ctx, student, 'GET', `/api/student/exams/${id}/report`);
    expect(report.status).toBe(200);
    expect(report.body.result).toEqual(result.body);
    return report.body.result;
  }

  it('0 of 5 reads 0 % with a band from 0 %, not a band centred on the prior', async () => {
    const result = await take({ count: 5 }, 0);
    expect(result.scale).toBe('percent');
    expect(result.score).toMatchObject({ raw: 0, max: 5, percent: 0, scaled: null });
    expect(result.band).toMatchObject({ low: '0%', label: '0%' });
    expect(pct(result.band.high)).toBeGreaterThan(0);
  });

  it('5 of 5 reads 100 % with a band ending at 100 %', async () => {
    const result = await take({ count: 5 }, 5);
    expect(result.score.percent).toBe(100);
    expect(result.band).toMatchObject({ high: '100%', label: '100%' });
    expect(pct(result.band.low)).toBeLessThan(100);
  });

  it('the band contains the percent; a longer exam gives a narrower one', async () => {
    const short = await take({ count: 5 }, 3);
    const long = await take({ count: 45 }, 27);
    for (const result of [short, long]) {
      expect(result.score.percent).toBeCloseTo(60, 9);
      expect(result.band.label).toBe('60%');
      expect(pct(result.band.low)).toBeLessThanOrEqual(60);
      expect(pct(result.band.high)).toBeGreaterThanOrEqual(60);
    }
    const width = (r: typeof short) => pct(r.band.high) - pct(r.band.low);
    expect(width(long)).toBeLessThan(width(short));
  });

  it('on an AP template the scaled score is the percent through the cut points, inside its band', async () => {
    // makeTemplate's cut points: 5 from 80 %, 4 from 60 %, 3 from 40 %, 2 from 20 %, 1 below.
    const order = ['1', '2', '3', '4', '5'];
    const short = await makeTemplate(ctx, bank.subjectId, [
      { title: 'All', questionCount: 5, durationMinutes: 60, topics: null },
    ]);
    const long = await makeTemplate(ctx, bank.subjectId, [
      { title: 'All', questionCount: 45, durationMinutes: 60, topics: null },
    ]);
    for (const [templateId, right, scaled] of [
      [short, 0, '1'],
      [short, 3, '4'],
      [short, 5, '5'],
      [long, 40, '5'],
    ] as const) {
      const result = await take({ templateId }, right);
      expect(result.scale).toBe('ap_1_5');
      expect(result.score.scaled).toBe(scaled);
      expect(result.band.label).toBe(scaled);
      const rank = (label: string) => order.indexOf(label);
      expect(rank(result.band.low)).toBeGreaterThanOrEqual(0);
      expect(rank(result.band.low)).toBeLessThanOrEqual(rank(scaled));
      expect(rank(scaled)).toBeLessThanOrEqual(rank(result.band.high));
      if (right === 0) expect(result.band.low).toBe('1');
      if (right === 5 || right === 40) expect(result.band.high).toBe('5');
    }
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

describe('scoring exams with expression answers', () => {
  let ctx: TestContext;
  let bank: Bank;
  beforeAll(async () => {
    ctx = await buildTestApp();
    bank = await makeBank(ctx, { topics: [{ weight: 100, count: 5 }] });
    await ctx.database.db
      .update(questions)
      .set({ type: 'expression', choices: [], answer: { type: 'expression', expression: 'x+1' } })
      .where(eq(questions.subjectId, bank.subjectId));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('checks slow expressions before the scoring transaction: the database is not held meanwhile', async () => {
    const student = await createUser(ctx, 'student');
    await grantAccess(ctx, student, bank.subjectId);
    const created = await api(ctx, student, 'POST', '/api/student/exams', {
      subjectId: bank.subjectId,
      mode: 'simulation',
      custom: {
        topicIds: bank.topicIds,
        questionCount: 5,
        difficulty: 'mixed',
        timed: true,
        minutes: 30,
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await api(ctx, student, 'POST', `/api/student/exams/${id}/start`);
    // Not the expressions of the grading tests above: verdicts are remembered per process.
    const answers = ['1000001!', 'x+\\frac{2}{2}'];
    for (const [i, expression] of answers.entries()) {
      const saved = await api(ctx, student, 'PUT', `/api/student/exams/${id}/items/${i + 1}`, {
        answer: { type: 'expression', expression },
        clientSeq: 1,
      });
      expect(saved.status).toBe(200);
    }

    const started = performance.now();
    const submitting = api(ctx, student, 'POST', `/api/student/exams/${id}/submit`);
    await new Promise((r) => setTimeout(r, 300));
    // On the embedded database a transaction holds its only connection: this waits for it.
    const meStarted = performance.now();
    const me = await api(ctx, student, 'GET', '/api/account/me');
    const meMs = performance.now() - meStarted;
    const result = await submitting;
    const submitMs = performance.now() - started;

    expect(me.status).toBe(200);
    expect(submitMs).toBeGreaterThanOrEqual(EXPRESSION_WORKER.timeoutMs);
    expect(meMs).toBeLessThan(1_000);
    expect(result.status).toBe(200);
    // Too complex: wrong; x + 2/2 = x + 1: right.
    expect(result.body.score).toMatchObject({ raw: 1, max: 5 });
  });
});
