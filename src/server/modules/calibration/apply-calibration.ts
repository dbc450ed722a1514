import { asc, inArray, sql } from 'drizzle-orm';
import type {
  CalibrationApply,
  CalibrationApplyResult,
  CalibrationProposal,
} from '../../../common/contracts/calibration';
import { CALIBRATION_MIN_RESPONSES } from '../../../common/contracts/calibration';
import type { Db } from '../../db/client';
import { questionRevisions, questions } from '../../db/schema';
import { type AuditActor, recordAudits } from '../audit/record-audit';
import { proposeCalibration } from './propose-calibration';

const NOT_ELIGIBLE = `Not calibrated: it needs to be confirmed and have at least ${CALIBRATION_MIN_RESPONSES} responses`;
const CHANGED =
  'Its parameters changed since the proposals were computed: run the calibration again';

/**
 * Writes the proposals of the chosen questions (or all of them): a (when re-estimated), b and
 * calibrated_at, raising each question's version (ADR 0019), with a `calibrate` entry in its
 * history and a `question.calibrate` audit entry, all in one transaction. The proposals are
 * computed again here rather than taken from the client, so nothing but the estimation's own
 * numbers is written. A question whose parameters or status changed after that computation is
 * left alone and listed, like one that is not eligible.
 */
export async function applyCalibration(
  db: Db,
  input: CalibrationApply,
  actor: AuditActor,
  now = new Date(),
): Promise<CalibrationApplyResult> {
  const proposals = new Map((await proposeCalibration(db)).map((p) => [p.id, p]));
  const wanted = input.all ? [...proposals.keys()] : [...new Set(input.questionIds ?? [])];
  const skipped: CalibrationApplyResult['skipped'] = [];
  const chosen: CalibrationProposal[] = [];
  for (const id of wanted) {
    const proposal = proposals.get(id);
    if (proposal) chosen.push(proposal);
    else skipped.push({ id, reason: NOT_ELIGIBLE });
  }
  if (chosen.length === 0) return { updated: 0, skipped };

  return db.transaction(async (tx) => {
    // Locked in id order, so that two applies over the same questions cannot deadlock.
    const rows = await tx
      .select({ id: questions.id, status: questions.status, a: questions.irtA, b: questions.irtB })
      .from(questions)
      .where(
        inArray(
          questions.id,
          chosen.map((p) => p.id),
        ),
      )
      .orderBy(asc(questions.id))
      .for('update');
    const locked = new Map(rows.map((r) => [r.id, r]));
    const writable: CalibrationProposal[] = [];
    for (const p of chosen) {
      const row = locked.get(p.id);
      if (row?.status !== 'confirmed') skipped.push({ id: p.id, reason: NOT_ELIGIBLE });
      else if (row.a !== p.current.a || row.b !== p.current.b)
        skipped.push({ id: p.id, reason: CHANGED });
      else writable.push(p);
    }
    if (writable.length === 0) return { updated: 0, skipped };

    const values = writable.map((p) => ({ id: p.id, a: p.proposed.a, b: p.proposed.b }));
    await tx.execute(sql`
      update questions q
         set irt_a = v.a,
             irt_b = v.b,
             calibrated_at = ${now.toISOString()}::timestamptz,
             updated_at = ${now.toISOString()}::timestamptz,
             version = q.version + 1
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id uuid, a float8, b float8)
       where q.id = v.id`);
    const change = (p: CalibrationProposal) => ({
      before: { irtA: p.current.a, irtB: p.current.b },
      after: { irtA: p.proposed.a, irtB: p.proposed.b },
    });
    await tx.insert(questionRevisions).values(
      writable.map((p) => ({
        questionId: p.id,
        changedBy: actor.userId,
        action: 'calibrate',
        createdAt: now,
        ...change(p),
      })),
    );
    await recordAudits(
      tx,
      actor,
      writable.map((p) => {
        const { before, after } = change(p);
        return {
          action: 'question.calibrate',
          targetType: 'question',
          targetId: p.id,
          before: { ...before, calibratedAt: p.calibratedAt },
          after: {
            ...after,
            calibratedAt: now.toISOString(),
            responses: p.responses,
            seA: p.seA,
            seB: p.seB,
          },
        };
      }),
    );
    return { updated: writable.length, skipped };
  });
}
