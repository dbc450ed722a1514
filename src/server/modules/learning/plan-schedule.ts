import type { TemplateScoring } from '../../../common/contracts/content';
import type { PlanStatus, PlanTopic, TopicMastery } from '../../../common/contracts/learning';
import { type ItemParameters, probabilityCorrect } from '../exams/irt';

/**
 * The study plan's arithmetic, pure (domain.md: "the plan orders topics by blueprint weight × gap
 * to target and sets daily question counts"). Nothing here is stored: the plan row keeps only the
 * exam date, the target and its start, and every count is derived from the student's mastery and
 * responses as of `now`, so the plan re-balances by itself.
 *
 * target label → its cut point's minimum percent → θneeded (the θ whose expected percent on the
 * subject's confirmed bank reaches it) → per topic gap = max(0, θneeded − θtopic), priority =
 * weight × gap → totalTarget (questions from the plan's start to the exam) → today's count.
 */

/** θ of a topic the student has not started: below average, so an untouched topic has a gap. */
export const NOT_STARTED_THETA = -1;
/** Questions per unit of gap (θ) on a topic of average weight (our assumption: ~25 to move θ by 1). */
export const QUESTIONS_PER_GAP = 25;
/** Questions every plan asks for even with no gap left: keeping the level needs practice too. */
export const PLAN_FLOOR = 20;
/** Most questions a plan asks for in one day, however far behind the student is. */
export const MAX_PER_DAY = 60;
/** Topics today's practice draws from. */
export const TOPICS_PER_DAY = 3;

const THETA_MIN = -4;
const THETA_MAX = 4;
const DAY_MS = 86_400_000;

/** The lowest percent that earns `target` on the scale, or null when it is not on the scale. */
export function minPercentFor(scoring: TemplateScoring, target: string): number | null {
  if (scoring.scale === 'percent' || scoring.cutPoints.length === 0) {
    const text = target.trim().replace(/%$/, '');
    if (!/^\d{1,3}$/.test(text)) return null;
    const n = Number(text);
    return n >= 1 && n <= 100 ? n : null;
  }
  const cut = scoring.cutPoints.find((c) => c.label === target.trim());
  return cut ? cut.minPercent : null;
}

/** The choices of target on a scale, highest first. */
export function targetsOf(scoring: TemplateScoring): string[] {
  if (scoring.scale === 'percent' || scoring.cutPoints.length === 0) {
    return Array.from({ length: 11 }, (_, i) => String(100 - i * 5));
  }
  return [...scoring.cutPoints].sort((a, b) => b.minPercent - a.minPercent).map((c) => c.label);
}

/** Items with the same parameters, `n` of them: banks share a few parameter sets. */
export type BankItems = ItemParameters & { n?: number };

/** Expected percent correct at θ over the bank (its test characteristic curve). */
export function bankPercent(bank: readonly BankItems[], theta: number): number {
  let sum = 0;
  let count = 0;
  for (const item of bank) {
    const n = item.n ?? 1;
    sum += n * probabilityCorrect(item, theta);
    count += n;
  }
  return count > 0 ? (sum / count) * 100 : 0;
}

/**
 * The θ whose expected percent on the bank reaches `percent` (the bank's test characteristic
 * curve inverted by bisection over [−4, 4]). An empty bank stands in for one average item
 * (a = 1, b = 0, c = 0), so a new subject still gets a plan.
 */
export function thetaForPercent(bank: readonly BankItems[], percent: number): number {
  const items = bank.length > 0 ? bank : [{ a: 1, b: 0, c: 0 }];
  if (bankPercent(items, THETA_MIN) >= percent) return THETA_MIN;
  if (bankPercent(items, THETA_MAX) < percent) return THETA_MAX;
  let lo = THETA_MIN;
  let hi = THETA_MAX;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (bankPercent(items, mid) >= percent) hi = mid;
    else lo = mid;
  }
  return hi;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Topics with gap = max(0, θneeded − θtopic) and priority = weight × gap, highest first. */
export function rankTopics(
  mastery: readonly TopicMastery[],
  thetaNeeded: number,
): Omit<PlanTopic, 'questionsToday'>[] {
  return mastery
    .map((t) => {
      const gap = round3(Math.max(0, thetaNeeded - (t.theta ?? NOT_STARTED_THETA)));
      return {
        topicId: t.topicId,
        name: t.name,
        weight: t.weight,
        level: t.level,
        gap,
        priority: round3(t.weight * gap),
      };
    })
    .sort((a, b) => b.priority - a.priority || b.weight - a.weight || a.name.localeCompare(b.name));
}

/**
 * Questions the plan asks for from its start to the exam: per topic QUESTIONS_PER_GAP per unit
 * of gap, scaled by the topic's weight against the average weight, plus PLAN_FLOOR.
 */
export function planTotal(topics: readonly { weight: number; gap: number }[]): number {
  if (topics.length === 0) return PLAN_FLOOR;
  const mean = topics.reduce((n, t) => n + t.weight, 0) / topics.length || 1;
  let sum = 0;
  for (const t of topics) sum += Math.ceil(QUESTIONS_PER_GAP * t.gap * (t.weight / mean) - 1e-9);
  return PLAN_FLOOR + sum;
}

/** Whole days from `from` to `to` (ISO dates, UTC). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export type Pace = {
  daysLeft: number;
  todayTarget: number;
  expectedByToday: number;
  status: PlanStatus;
};

/**
 * Today's count and the status. What is left (total − done before today) is spread evenly over
 * the days left including today, so falling behind raises the daily count and getting ahead
 * lowers it. Even pace over the plan's days: expectedByToday is where the student should be by
 * the start of today; behind below it, ahead past the end of today's share.
 */
export function planPace(input: {
  startDay: string;
  today: string;
  examDate: string;
  totalTarget: number;
  done: number;
  doneToday: number;
}): Pace {
  const { startDay, today, examDate, totalTarget, done, doneToday } = input;
  const untilExam = daysBetween(today, examDate);
  const span = Math.max(1, daysBetween(startDay, examDate) + 1);
  const elapsed = Math.min(span, Math.max(0, daysBetween(startDay, today)));
  const expectedByToday = Math.round((totalTarget * elapsed) / span);
  if (untilExam < 0)
    return { daysLeft: 0, todayTarget: 0, expectedByToday: totalTarget, status: 'past' };
  const left = Math.max(0, totalTarget - (done - doneToday));
  const todayTarget = Math.min(MAX_PER_DAY, Math.ceil(left / (untilExam + 1)));
  const endOfToday = (totalTarget * Math.min(span, elapsed + 1)) / span;
  let status: PlanStatus = 'on_track';
  if (done >= totalTarget) status = 'done';
  else if (done < expectedByToday) status = 'behind';
  else if (done > endOfToday) status = 'ahead';
  return { daysLeft: untilExam, todayTarget, expectedByToday, status };
}

/**
 * Today's questions split over the highest-priority topics (TOPICS_PER_DAY, largest remainders,
 * proportional to priority; by weight once every gap is closed). Other topics get 0.
 */
export function splitToday<T extends { topicId: string; priority: number; weight: number }>(
  ranked: readonly T[],
  todayTarget: number,
): (T & { questionsToday: number })[] {
  const withGap = ranked.filter((t) => t.priority > 0);
  const pool = (withGap.length > 0 ? withGap : ranked.filter((t) => t.weight > 0)).slice(
    0,
    Math.max(1, Math.min(TOPICS_PER_DAY, todayTarget)),
  );
  const shares = new Map<string, number>();
  const key = (t: T) => (withGap.length > 0 ? t.priority : t.weight);
  const sum = pool.reduce((n, t) => n + key(t), 0);
  if (todayTarget > 0 && sum > 0) {
    const exact = pool.map((t) => ({ id: t.topicId, x: (todayTarget * key(t)) / sum }));
    let given = 0;
    for (const e of exact) {
      shares.set(e.id, Math.floor(e.x));
      given += Math.floor(e.x);
    }
    const byRemainder = [...exact].sort((a, b) => b.x - Math.floor(b.x) - (a.x - Math.floor(a.x)));
    for (let i = 0; given < todayTarget; i = (i + 1) % byRemainder.length) {
      const e = byRemainder[i] as (typeof byRemainder)[number];
      shares.set(e.id, (shares.get(e.id) ?? 0) + 1);
      given++;
    }
  }
  return ranked.map((t) => ({ ...t, questionsToday: shares.get(t.topicId) ?? 0 }));
}
