import { and, asc, eq, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { TemplateScoring } from '../../../common/contracts/content';
import type { PredictedScore } from '../../../common/contracts/learning';
import type { DbOrTx } from '../../db/client';
import { exams, examTemplates, questions } from '../../db/schema';
import { labelFor } from '../exams/score-exam';

/** Exams a student has finished and that carry a score (an expired exam is scored as it stood). */
export const CLOSED_STATUSES = ['submitted', 'expired'];
/** How many of the latest exams the prediction pools: recent enough to follow progress. */
export const PREDICTION_EXAMS = 3;
const Z95 = 1.96;

export type ExamAbility = { theta: number; se: number };

/**
 * Pools the abilities of several exams into one normal estimate. Each exam's θ and SE are an EAP
 * posterior under the N(0, 1) prior; multiplying the posteriors would count that prior once per
 * exam, so each exam contributes only its likelihood (precision 1/SE² − 1) and the prior is
 * counted once: precision P = 1 + Σ(1/SEᵢ² − 1), θ = Σ θᵢ/SEᵢ² / P, SE = 1/√P.
 */
export function poolAbilities(abilities: readonly ExamAbility[]): ExamAbility | null {
  if (abilities.length === 0) return null;
  let precision = 1;
  let weighted = 0;
  for (const { theta, se } of abilities) {
    const p = 1 / Math.max(se, 1e-6) ** 2;
    precision += Math.max(p - 1, 0);
    weighted += theta * p;
  }
  return { theta: weighted / precision, se: 1 / Math.sqrt(precision) };
}

type Template = { id: string; name: string; scoring: TemplateScoring };

/** Each subject's default template (full exam, else adaptive, else any: the plan's default too). */
async function defaultTemplates(db: DbOrTx, subjectIds: readonly string[] | null) {
  const rows = await db
    .selectDistinctOn([examTemplates.subjectId], {
      subjectId: examTemplates.subjectId,
      id: examTemplates.id,
      name: examTemplates.name,
      scoring: examTemplates.scoring,
    })
    .from(examTemplates)
    .where(
      and(
        subjectIds ? inArray(examTemplates.subjectId, [...subjectIds]) : undefined,
        eq(examTemplates.isActive, true),
      ),
    )
    .orderBy(
      examTemplates.subjectId,
      sql`case ${examTemplates.kind} when 'full' then 0 when 'adaptive' then 1 else 2 end`,
      asc(examTemplates.name),
    );
  return new Map<string, Template>(rows.map((r) => [r.subjectId, r]));
}

/**
 * The score the student would get today on each subject's default template: the pooled θ of the
 * latest exams on the subject with a θ, mapped through the expected percent on the subject's
 * confirmed bank and the template's cut points, as an adaptive exam's score is (score-exam.ts
 * abilityBand), with the band θ ± 1.96 SE. Null for a subject without a scored exam or a
 * template. Three statements for any number of subjects; `subjectIds` null: every subject the
 * student has exams in (the dashboard asks for all at once, before it knows its subjects).
 */
export async function predictScores(
  db: DbOrTx,
  userId: string,
  subjectIds: readonly string[] | null,
): Promise<Map<string, PredictedScore | null>> {
  const out = new Map<string, PredictedScore | null>((subjectIds ?? []).map((id) => [id, null]));
  if (subjectIds?.length === 0) return out;
  const ranked = db
    .select({
      subjectId: exams.subjectId,
      theta: exams.theta,
      se: exams.thetaSe,
      rank: sql<number>`row_number() over (partition by ${exams.subjectId} order by ${exams.submittedAt} desc)`.as(
        'rank',
      ),
    })
    .from(exams)
    .where(
      and(
        eq(exams.userId, userId),
        subjectIds ? inArray(exams.subjectId, [...subjectIds]) : undefined,
        inArray(exams.status, CLOSED_STATUSES),
        isNotNull(exams.theta),
        isNotNull(exams.thetaSe),
      ),
    )
    .as('ranked');
  const [latest, templates] = await Promise.all([
    db.select().from(ranked).where(lte(ranked.rank, PREDICTION_EXAMS)),
    defaultTemplates(db, subjectIds),
  ]);
  const bySubject = new Map<string, ExamAbility[]>();
  for (const r of latest) {
    const list = bySubject.get(r.subjectId) ?? [];
    list.push({ theta: r.theta as number, se: r.se as number });
    bySubject.set(r.subjectId, list);
  }
  const points: { s: string; lo: number; mid: number; hi: number }[] = [];
  for (const [subjectId, abilities] of bySubject) {
    const pooled = poolAbilities(abilities);
    if (!pooled || !templates.has(subjectId)) continue;
    const d = Z95 * pooled.se;
    points.push({ s: subjectId, lo: pooled.theta - d, mid: pooled.theta, hi: pooled.theta + d });
  }
  if (points.length === 0) return out;

  // The test characteristic curve averaged in the database: no bank rows travel to the app.
  const at = (t: SQL) =>
    sql<number>`coalesce(avg(${questions.irtC} + (1 - ${questions.irtC}) / (1 + exp(-${questions.irtA} * (${t} - ${questions.irtB})))) * 100, 0)::float8`;
  const curves = await db
    .select({
      subjectId: questions.subjectId,
      low: at(sql`v.lo`),
      mid: at(sql`v.mid`),
      high: at(sql`v.hi`),
    })
    .from(questions)
    .innerJoin(
      sql`jsonb_to_recordset(${JSON.stringify(points)}::jsonb) as v(s uuid, lo float8, mid float8, hi float8)`,
      sql`v.s = ${questions.subjectId}`,
    )
    .where(
      and(
        inArray(
          questions.subjectId,
          points.map((p) => p.s),
        ),
        eq(questions.status, 'confirmed'),
      ),
    )
    .groupBy(questions.subjectId);
  const curveOf = new Map(curves.map((c) => [c.subjectId, c]));
  for (const p of points) {
    const template = templates.get(p.s) as Template;
    const curve = curveOf.get(p.s);
    const scoring = template.scoring;
    out.set(p.s, {
      templateId: template.id,
      templateName: template.name,
      scale: scoring.scale,
      label: labelFor(scoring, Number(curve?.mid ?? 0)),
      low: labelFor(scoring, Number(curve?.low ?? 0)),
      high: labelFor(scoring, Number(curve?.high ?? 0)),
      basedOnExams: bySubject.get(p.s)?.length ?? 0,
    });
  }
  return out;
}

/** {@link predictScores} for one subject. */
export async function predictScore(
  db: DbOrTx,
  userId: string,
  subjectId: string,
): Promise<PredictedScore | null> {
  return (await predictScores(db, userId, [subjectId])).get(subjectId) ?? null;
}
