import { sql } from 'drizzle-orm';
import type {
  ContentSubjectRow,
  TopicCoverage,
} from '../../../common/contracts/business-analytics-learning';
import type { TemplateSection } from '../../../common/contracts/content';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { PeriodBounds } from '../../lib/analytics-period';
import { planDraw } from '../templates/preview-template';

const DIFFICULTY_KEYS = ['easy', 'medium', 'hard'] as const;

type SubjectSqlRow = {
  id: string;
  name: string;
  total: number;
  confirmed: number;
  pending_review: number;
  draft: number;
  easy: number;
  medium: number;
  hard: number;
  added: number;
  confirmed_in_period: number;
  templates: number;
};

type TopicSqlRow = {
  id: string;
  slug: string;
  name: string;
  weight: number;
  is_active: boolean;
  subject_id: string;
  subject_name: string;
  easy: number;
  medium: number;
  hard: number;
};

type TemplateSqlRow = {
  id: string;
  name: string;
  subject_id: string;
  sections: Pick<TemplateSection, 'questionCount' | 'topics'>[];
};

/**
 * The question bank against the active templates' blueprints (domain.md: Assembly): per subject
 * the questions by status and confirmed ones by difficulty (and what was added and confirmed in
 * the period); per topic the confirmed questions by difficulty against the most one exam of an
 * active template draws from it — the same largest-remainder plan as assembly and the template
 * preview (planDraw), a section of "all topics" meaning the subject's active topics.
 * The bank itself is counted as it is now; only the "in period" columns follow the period.
 */
export async function contentCoverage(
  db: DbOrTx,
  period: PeriodBounds,
): Promise<{ subjects: ContentSubjectRow[]; coverage: TopicCoverage[] }> {
  const start = sql`${period.start.toISOString()}::timestamptz`;
  const end = sql`${period.end.toISOString()}::timestamptz`;
  const [subjectRows, topicRows, templateRows] = await Promise.all([
    rowsOf<SubjectSqlRow>(
      db,
      sql`with counts as (
            select q.subject_id,
                   count(*)::int as total,
                   count(*) filter (where q.status = 'confirmed')::int as confirmed,
                   count(*) filter (where q.status = 'pending_review')::int as pending_review,
                   count(*) filter (where q.status = 'draft')::int as draft,
                   count(*) filter (where q.status = 'confirmed' and q.difficulty = 'easy')::int as easy,
                   count(*) filter (where q.status = 'confirmed' and q.difficulty = 'medium')::int as medium,
                   count(*) filter (where q.status = 'confirmed' and q.difficulty = 'hard')::int as hard,
                   count(*) filter (where q.created_at >= ${start} and q.created_at < ${end})::int as added,
                   count(*) filter (where q.confirmed_at >= ${start} and q.confirmed_at < ${end})::int as confirmed_in_period
              from questions q
             group by q.subject_id
          ),
          tpl as (
            select subject_id, count(*)::int as templates
              from exam_templates where is_active group by subject_id
          )
          select s.id, s.name,
                 coalesce(c.total, 0) as total, coalesce(c.confirmed, 0) as confirmed,
                 coalesce(c.pending_review, 0) as pending_review, coalesce(c.draft, 0) as draft,
                 coalesce(c.easy, 0) as easy, coalesce(c.medium, 0) as medium,
                 coalesce(c.hard, 0) as hard, coalesce(c.added, 0) as added,
                 coalesce(c.confirmed_in_period, 0) as confirmed_in_period,
                 coalesce(t.templates, 0) as templates
            from subjects s
            left join counts c on c.subject_id = s.id
            left join tpl t on t.subject_id = s.id
           where s.is_active or coalesce(c.total, 0) > 0
           order by s.sort_order, s.name`,
    ),
    rowsOf<TopicSqlRow>(
      db,
      sql`with bank as (
            select q.topic_id,
                   count(*) filter (where q.difficulty = 'easy')::int as easy,
                   count(*) filter (where q.difficulty = 'medium')::int as medium,
                   count(*) filter (where q.difficulty = 'hard')::int as hard
              from questions q
             where q.status = 'confirmed'
             group by q.topic_id
          )
          select t.id, t.slug, t.name, t.blueprint_weight as weight, t.is_active,
                 s.id as subject_id, s.name as subject_name,
                 coalesce(b.easy, 0) as easy, coalesce(b.medium, 0) as medium,
                 coalesce(b.hard, 0) as hard
            from topics t
            join subjects s on s.id = t.subject_id
            left join bank b on b.topic_id = t.id
           where s.is_active
           order by s.sort_order, s.name, t.sort_order, t.name`,
    ),
    rowsOf<TemplateSqlRow>(
      db,
      sql`select tp.id, tp.name, tp.subject_id, tp.sections
            from exam_templates tp
            join subjects s on s.id = tp.subject_id
           where tp.is_active and s.is_active
           order by tp.name, tp.id`,
    ),
  ]);

  // What one exam of each active template draws per topic; keep the largest per topic.
  const topicsBySubject = new Map<string, TopicSqlRow[]>();
  for (const t of topicRows) {
    const list = topicsBySubject.get(t.subject_id) ?? [];
    list.push(t);
    topicsBySubject.set(t.subject_id, list);
  }
  const need = new Map<string, { count: number; template: { id: string; name: string } }>();
  for (const template of templateRows) {
    const own = topicsBySubject.get(template.subject_id) ?? [];
    const draws = new Map<string, number>();
    for (const section of template.sections ?? []) {
      const chosen = section.topics ? new Set(section.topics) : null;
      const drawn = own.filter((t) => (chosen ? chosen.has(t.slug) : t.is_active));
      const plan = planDraw(
        Number(section.questionCount) || 0,
        drawn.map((t) => Number(t.weight)),
      );
      for (const [i, t] of drawn.entries()) {
        draws.set(t.id, (draws.get(t.id) ?? 0) + (plan[i] ?? 0));
      }
    }
    for (const [topicId, count] of draws) {
      const best = need.get(topicId);
      if (count > 0 && (!best || count > best.count)) {
        need.set(topicId, { count, template: { id: template.id, name: template.name } });
      }
    }
  }

  const coverage = topicRows
    .filter((t) => t.is_active || need.has(t.id))
    .map((t): TopicCoverage => {
      const confirmed = { easy: Number(t.easy), medium: Number(t.medium), hard: Number(t.hard) };
      const available = confirmed.easy + confirmed.medium + confirmed.hard;
      const wanted = need.get(t.id);
      const needed = wanted?.count ?? 0;
      return {
        topic: { id: t.id, name: t.name, weight: Number(t.weight) },
        subject: { id: t.subject_id, name: t.subject_name },
        confirmed,
        available,
        needed,
        neededBy: wanted?.template ?? null,
        shortfall: Math.max(0, needed - available),
        thinDifficulties: needed > 0 ? DIFFICULTY_KEYS.filter((d) => confirmed[d] < needed) : [],
      };
    });

  const subjects = subjectRows.map(
    (r): ContentSubjectRow => ({
      subject: { id: r.id, name: r.name },
      total: Number(r.total),
      confirmed: Number(r.confirmed),
      pendingReview: Number(r.pending_review),
      draft: Number(r.draft),
      confirmedByDifficulty: {
        easy: Number(r.easy),
        medium: Number(r.medium),
        hard: Number(r.hard),
      },
      addedInPeriod: Number(r.added),
      confirmedInPeriod: Number(r.confirmed_in_period),
      templates: Number(r.templates),
    }),
  );
  return { subjects, coverage };
}
