import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Percentile } from '../../../common/contracts/learning';
import type { DbOrTx } from '../../db/client';
import { exams, examTemplates } from '../../db/schema';
import { CLOSED_STATUSES } from './predicted-score';

/** Percent of peers strictly below `mine`, ties counted half (the mid-rank percentile). */
export function percentileOf(mine: number, peers: readonly number[]): number | null {
  if (peers.length === 0) return null;
  let below = 0;
  let ties = 0;
  for (const p of peers) {
    if (Math.abs(p - mine) < 1e-9) ties += 1;
    else if (p < mine) below += 1;
  }
  return ((below + ties / 2) / peers.length) * 100;
}

/**
 * Where the student's latest exam on a template of the subject stands among peers: every other
 * student's latest finished exam on the same template. Only template exams compare like with
 * like (a custom exam's topics and length are the student's own). Null without such an exam or
 * without peers.
 */
export async function peerPercentile(
  db: DbOrTx,
  userId: string,
  subjectId: string,
): Promise<Percentile | null> {
  const [mine] = await db
    .select({ templateId: exams.templateId, percent: exams.percent, name: examTemplates.name })
    .from(exams)
    .innerJoin(examTemplates, eq(examTemplates.id, exams.templateId))
    .where(
      and(
        eq(exams.userId, userId),
        eq(exams.subjectId, subjectId),
        inArray(exams.status, CLOSED_STATUSES),
        isNotNull(exams.percent),
      ),
    )
    .orderBy(desc(exams.submittedAt))
    .limit(1);
  if (!mine?.templateId || mine.percent === null) return null;

  // One row per peer (their latest exam), counted in the database.
  const latest = db
    .selectDistinctOn([exams.userId], { percent: exams.percent })
    .from(exams)
    .where(
      and(
        eq(exams.templateId, mine.templateId),
        inArray(exams.status, CLOSED_STATUSES),
        ne(exams.userId, userId),
        isNotNull(exams.percent),
      ),
    )
    // In the order of exams_template_peers_idx: the latest per peer without a sort.
    .orderBy(exams.userId, sql`${exams.submittedAt} desc nulls last`)
    .as('latest');
  const eps = 1e-9;
  const [row] = await db
    .select({
      peers: sql<number>`count(*)::int`,
      below: sql<number>`count(*) filter (where ${latest.percent} < ${mine.percent - eps})::int`,
      ties: sql<number>`count(*) filter (where abs(${latest.percent} - ${mine.percent}) < ${eps})::int`,
    })
    .from(latest);
  const peers = Number(row?.peers ?? 0);
  if (peers === 0) return null;
  const percentile = ((Number(row?.below ?? 0) + Number(row?.ties ?? 0) / 2) / peers) * 100;
  return {
    templateId: mine.templateId,
    templateName: mine.name,
    percentile: Math.max(0, Math.min(100, percentile)),
    peers,
  };
}
