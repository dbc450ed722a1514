import { sql } from 'drizzle-orm';
import {
  CALIBRATION_MIN_RESPONSES,
  type CalibrationProposal,
} from '../../../common/contracts/calibration';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { ItemParameters } from '../exams/irt';
import { calibrationFlags } from './calibration-flags';
import { type AttemptResponse, calibrateItems } from './item-estimation';

type EligibleRow = {
  id: string;
  stem: string;
  subject_id: string;
  subject_name: string;
  topic_id: string;
  topic_name: string;
  irt_a: number | string;
  irt_b: number | string;
  irt_c: number | string;
  calibrated_at: Date | string | null;
  responses: number;
  facility: number | string;
  point_biserial: number | string | null;
};

type ResponseRow = {
  attempt_id: string;
  question_id: string;
  score: number | string;
  irt_a: number | string;
  irt_b: number | string;
  irt_c: number | string;
};

/** Stored to four decimals: finer digits are far below any estimate's standard error. */
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * Proposed new IRT parameters for every confirmed question with at least
 * {@link CALIBRATION_MIN_RESPONSES} responses, without writing anything. The estimation reads
 * every response of every attempt that contains such a question (the other items of an attempt
 * place its taker on the θ scale) and runs item-estimation.ts over them. Largest change in b
 * first.
 */
export async function proposeCalibration(db: DbOrTx): Promise<CalibrationProposal[]> {
  const eligible = await rowsOf<EligibleRow>(
    db,
    sql`select q.id, q.stem, s.id as subject_id, s.name as subject_name,
               t.id as topic_id, t.name as topic_name,
               q.irt_a, q.irt_b, q.irt_c, q.calibrated_at,
               count(*)::int as responses,
               avg(r.score)::float8 as facility,
               corr(r.score, r.attempt_score - r.score)::float8 as point_biserial
          from item_responses r
          join questions q on q.id = r.question_id
          join subjects s on s.id = q.subject_id
          join topics t on t.id = q.topic_id
         where q.status = 'confirmed'
         group by q.id, s.id, s.name, t.id, t.name
        having count(*) >= ${CALIBRATION_MIN_RESPONSES}`,
  );
  if (eligible.length === 0) return [];

  const responses = await rowsOf<ResponseRow>(
    db,
    sql`with eligible as (
          select r.question_id
            from item_responses r
            join questions q on q.id = r.question_id
           where q.status = 'confirmed'
           group by r.question_id
          having count(*) >= ${CALIBRATION_MIN_RESPONSES}
        )
        select r.attempt_id, r.question_id, r.score, q.irt_a, q.irt_b, q.irt_c
          from item_responses r
          join questions q on q.id = r.question_id
         where r.attempt_id in (
           select r2.attempt_id from item_responses r2
            where r2.question_id in (select question_id from eligible))
         order by r.attempt_id`,
  );

  const items = new Map<string, ItemParameters>();
  const attempts: AttemptResponse[][] = [];
  let current: AttemptResponse[] = [];
  let currentAttempt: string | null = null;
  for (const row of responses) {
    if (!items.has(row.question_id)) {
      items.set(row.question_id, {
        a: Number(row.irt_a),
        b: Number(row.irt_b),
        c: Number(row.irt_c),
      });
    }
    if (row.attempt_id !== currentAttempt) {
      if (current.length) attempts.push(current);
      current = [];
      currentAttempt = row.attempt_id;
    }
    current.push({ item: row.question_id, score: Number(row.score) });
  }
  if (current.length) attempts.push(current);

  const result = calibrateItems({
    items,
    targets: new Set(eligible.map((e) => e.id)),
    attempts,
  });

  const proposals: CalibrationProposal[] = [];
  for (const row of eligible) {
    const fit = result.items.get(row.id);
    if (!fit) continue;
    const currentParameters = { a: Number(row.irt_a), b: Number(row.irt_b), c: Number(row.irt_c) };
    const proposed = {
      a: fit.aEstimated ? round4(fit.a) : currentParameters.a,
      b: round4(fit.b),
      c: currentParameters.c,
    };
    const facility = Number(row.facility);
    const pointBiserial = row.point_biserial === null ? null : Number(row.point_biserial);
    proposals.push({
      id: row.id,
      stem: row.stem,
      subject: { id: row.subject_id, name: row.subject_name },
      topic: { id: row.topic_id, name: row.topic_name },
      responses: Number(row.responses),
      facility,
      pointBiserial,
      current: currentParameters,
      proposed,
      seA: fit.aEstimated && fit.seA !== null ? round4(fit.seA) : null,
      seB: round4(fit.seB),
      aEstimated: fit.aEstimated,
      converged: fit.converged,
      calibratedAt: iso(row.calibrated_at),
      flags: calibrationFlags(proposed.a, facility, pointBiserial),
    });
  }
  const change = (p: CalibrationProposal) => Math.abs(p.proposed.b - p.current.b);
  return proposals.sort((x, y) => change(y) - change(x) || x.id.localeCompare(y.id));
}
