import { and, asc, eq, sql } from 'drizzle-orm';
import type { TemplateScoring } from '../../../common/contracts/content';
import type { DbOrTx } from '../../db/client';
import { examTemplates, questions } from '../../db/schema';
import type { BankItems } from './plan-schedule';

export type PlanTemplate = { id: string; name: string; kind: string; scoring: TemplateScoring };

const columns = {
  id: examTemplates.id,
  name: examTemplates.name,
  kind: examTemplates.kind,
  scoring: examTemplates.scoring,
};

/** The subject's active templates, the plan's default first: full exams, then adaptive, then any. */
export async function activePlanTemplates(db: DbOrTx, subjectId: string): Promise<PlanTemplate[]> {
  return db
    .select(columns)
    .from(examTemplates)
    .where(and(eq(examTemplates.subjectId, subjectId), eq(examTemplates.isActive, true)))
    .orderBy(
      sql`case ${examTemplates.kind} when 'full' then 0 when 'adaptive' then 1 else 2 end`,
      asc(examTemplates.name),
    );
}

/** One template of the subject, active or not (a plan keeps following a retired template). */
export async function planTemplate(
  db: DbOrTx,
  subjectId: string,
  templateId: string,
): Promise<PlanTemplate | null> {
  const [row] = await db
    .select(columns)
    .from(examTemplates)
    .where(and(eq(examTemplates.id, templateId), eq(examTemplates.subjectId, subjectId)))
    .limit(1);
  return row ?? null;
}

/**
 * The subject's confirmed bank as distinct (a, b, c) with their counts: many questions share
 * parameters, so the curve is computed from a handful of rows however large the bank.
 */
export async function subjectBank(db: DbOrTx, subjectId: string): Promise<BankItems[]> {
  const rows = await db
    .select({
      a: questions.irtA,
      b: questions.irtB,
      c: questions.irtC,
      n: sql<number>`count(*)::int`,
    })
    .from(questions)
    .where(and(eq(questions.subjectId, subjectId), eq(questions.status, 'confirmed')))
    .groupBy(questions.irtA, questions.irtB, questions.irtC);
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}
