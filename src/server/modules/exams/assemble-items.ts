import { sql } from 'drizzle-orm';
import type { Difficulty } from '../../../common/contracts/content';
import type { CustomDifficulty } from '../../../common/contracts/exams';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { fillThinTopics } from '../item-models/fill-thin-topics';
import { planDraw } from '../templates/preview-template';

export type SectionBlueprint = {
  title: string;
  questionCount: number;
  /** The section's topics with their blueprint weights. */
  topics: { id: string; name: string; weight: number }[];
};

export type AssembledItem = {
  questionId: string;
  section: number;
  /** Choice ids in a fresh random order (empty for types without choices). */
  choiceOrder: string[];
};

type Candidate = {
  id: string;
  topic_id: string;
  mismatch: number;
  seen: boolean;
  rank: number;
};

const DIFFICULTY_RANK: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 };
const questionsText = (n: number) => `${n} question${n === 1 ? '' : 's'}`;

export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Draws an exam's questions (domain.md, Assembly): per section, confirmed questions of its topics
 * in proportion to their blueprint weights (largest remainders); within a topic the target
 * difficulty first (then the nearest one), questions the student has never had in an exam before
 * those seen, and of those seen the least recently seen first, at random among equals ("mixed":
 * any difficulty, so the mix follows the bank's). A topic that runs short is made up from the section's other topics. Never the same
 * question twice in one exam; choices shuffled per exam. When the bank cannot fill a section:
 * 409 BANK_TOO_SMALL saying what is missing.
 *
 * One query ranks the candidates in the database (a window per topic), so a 5,000-question
 * subject is assembled without loading it.
 */
export async function assembleItems(
  db: DbOrTx,
  input: {
    userId: string;
    subjectId: string;
    sections: SectionBlueprint[];
    difficulty: CustomDifficulty | null;
    /** Questions that may not be drawn. */
    excludeIds?: string[];
  },
): Promise<AssembledItem[]> {
  // A thin topic with an auto-confirming item model gets fresh questions before the draw.
  await fillThinTopics(db, input);
  const topicIds = [...new Set(input.sections.flatMap((s) => s.topics.map((t) => t.id)))];
  const total = input.sections.reduce((n, s) => n + s.questionCount, 0);
  const target =
    input.difficulty && input.difficulty !== 'mixed' ? DIFFICULTY_RANK[input.difficulty] : null;
  const diffRank = sql`(case q.difficulty when 'easy' then 0 when 'medium' then 1 else 2 end)`;
  const mismatch = target === null ? sql`0` : sql`abs(${diffRank} - ${target})`;
  const excluded = input.excludeIds?.length
    ? sql`and q.id not in (select jsonb_array_elements_text(${JSON.stringify(input.excludeIds)}::jsonb)::uuid)`
    : sql``;
  const result = (await db.execute(sql`
    with seen as (
      select ei.question_id, max(e.created_at) as last_seen
        from exams e
        join exam_items ei on ei.exam_id = e.id
       where e.user_id = ${input.userId} and e.subject_id = ${input.subjectId}
       group by ei.question_id
    ),
    ranked as (
      select q.id, q.topic_id,
             ${mismatch} as mismatch,
             s.last_seen is not null as seen,
             row_number() over (
               partition by q.topic_id
               order by ${mismatch}, s.last_seen asc nulls first, random()
             ) as rank
        from questions q
        left join seen s on s.question_id = q.id
       where q.subject_id = ${input.subjectId}
         and q.status = 'confirmed'
         and q.topic_id in (select jsonb_array_elements_text(${JSON.stringify(topicIds)}::jsonb)::uuid)
         ${excluded}
    )
    select id, topic_id, mismatch, seen, rank::int as rank
      from ranked
     where rank <= ${total}
     order by topic_id, rank`)) as unknown as { rows: Candidate[] };

  const byTopic = new Map<string, Candidate[]>();
  for (const row of result.rows) {
    const list = byTopic.get(row.topic_id) ?? [];
    list.push(row);
    byTopic.set(row.topic_id, list);
  }
  const used = new Set<string>();
  const items: AssembledItem[] = [];
  const take = (c: Candidate, section: number) => {
    used.add(c.id);
    items.push({ questionId: c.id, section, choiceOrder: [] });
  };

  input.sections.forEach((section, index) => {
    const quotas = planDraw(
      section.questionCount,
      section.topics.map((t) => t.weight),
    );
    let drawn = 0;
    section.topics.forEach((topic, i) => {
      let want = quotas[i] ?? 0;
      for (const c of byTopic.get(topic.id) ?? []) {
        if (want <= 0) break;
        if (used.has(c.id)) continue;
        take(c, index);
        want -= 1;
        drawn += 1;
      }
    });
    // Topics that ran short: the best remaining questions of the section's other topics.
    if (drawn < section.questionCount) {
      const rest = section.topics
        .flatMap((t) => byTopic.get(t.id) ?? [])
        .filter((c) => !used.has(c.id))
        .sort(
          (a, b) => a.mismatch - b.mismatch || Number(a.seen) - Number(b.seen) || a.rank - b.rank,
        );
      for (const c of rest) {
        if (drawn >= section.questionCount) break;
        take(c, index);
        drawn += 1;
      }
    }
    if (drawn < section.questionCount) {
      const counts = section.topics
        .map((t) => `${t.name}: ${(byTopic.get(t.id) ?? []).length}`)
        .join(', ');
      const scope =
        input.sections.length > 1 ? `Section '${section.title}' needs` : 'This exam needs';
      throw new AppError(
        'BANK_TOO_SMALL',
        `${scope} ${questionsText(section.questionCount)} but the question bank has only ${drawn} ` +
          `confirmed question${drawn === 1 ? '' : 's'} left for it in its topics (${counts}). ` +
          'Choose fewer questions or more topics.',
      );
    }
  });

  // Only the drawn questions' choices are read (by primary key), to shuffle them.
  const choiceRows = (await db.execute(sql`
    select q.id, coalesce((select array_agg(c->>'id') from jsonb_array_elements(q.choices) c), '{}') as choice_ids
      from questions q
     where q.id in (select jsonb_array_elements_text(${JSON.stringify(items.map((i) => i.questionId))}::jsonb)::uuid)`)) as unknown as {
    rows: { id: string; choice_ids: string[] }[];
  };
  const choicesById = new Map(choiceRows.rows.map((r) => [r.id, r.choice_ids]));
  for (const item of items) item.choiceOrder = shuffle(choicesById.get(item.questionId) ?? []);
  return items;
}
