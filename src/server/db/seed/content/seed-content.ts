import { eq, sql } from 'drizzle-orm';
import type { QuestionAnswer, QuestionChoice } from '../../../../common/contracts/content';
import { contentHash, normalizeText } from '../../../modules/questions/normalize';
import type { Db, Tx } from '../../client';
import { examTemplates, passages, questions, subjects, systemSettings, topics } from '../../schema';
import { SEED_QUESTION_FILES } from './questions';
import type { SeedQuestion } from './seed-question';
import { SEED_SUBJECTS } from './subjects';
import { SEED_TEMPLATES } from './templates';

/** Written once the reference content is in: administrators own it afterwards. */
export const CONTENT_SEED_KEY = 'seed.content.v1';

const CHOICE_IDS = ['a', 'b', 'c', 'd', 'e', 'f'];
/** domain.md: b from difficulty, c = 1/number of choices, a = 1 until calibrated. */
const IRT_B = { easy: -1, medium: 0, hard: 1 } as const;

export function seedChoices(q: SeedQuestion): QuestionChoice[] {
  if (q.type !== 'single' && q.type !== 'multiple') return [];
  return q.choices.map((text, i) => ({ id: CHOICE_IDS[i] ?? `c${i}`, text }));
}

export function seedAnswer(q: SeedQuestion): QuestionAnswer {
  const id = (i: number) => CHOICE_IDS[i] ?? `c${i}`;
  switch (q.type) {
    case 'single':
      return { type: 'single', correct: id(q.correct) };
    case 'multiple':
      return { type: 'multiple', correct: q.correct.map(id) };
    case 'numeric':
      return { type: 'numeric', value: q.value, tolerance: q.tolerance };
    case 'expression':
      return { type: 'expression', expression: q.expression };
    case 'text':
      return { type: 'text', accepted: q.accepted };
  }
}

async function insertContent(tx: Tx) {
  const subjectRows = await tx
    .insert(subjects)
    .values(
      SEED_SUBJECTS.map((s, i) => ({
        slug: s.slug,
        name: s.name,
        board: s.board,
        description: s.description,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: subjects.id, slug: subjects.slug });
  const subjectId = new Map(subjectRows.map((r) => [r.slug, r.id]));

  const topicId = new Map<string, string>();
  for (const s of SEED_SUBJECTS) {
    const sid = subjectId.get(s.slug);
    if (!sid) continue;
    const rows = await tx
      .insert(topics)
      .values(
        s.topics.map((t, i) => ({
          subjectId: sid,
          slug: t.slug,
          name: t.name,
          blueprintWeight: t.weight,
          sortOrder: i,
        })),
      )
      .returning({ id: topics.id, slug: topics.slug });
    for (const r of rows) topicId.set(`${s.slug}/${r.slug}`, r.id);
  }

  const now = new Date();
  for (const file of SEED_QUESTION_FILES) {
    const sid = subjectId.get(file.subject);
    if (!sid) continue;
    const passageId = new Map<string, string>();
    if (file.passages?.length) {
      const rows = await tx
        .insert(passages)
        .values(
          file.passages.map((p) => ({ subjectId: sid, key: p.key, title: p.title, body: p.body })),
        )
        .returning({ id: passages.id, key: passages.key });
      for (const r of rows) passageId.set(r.key, r.id);
    }
    const values = file.questions.map((q) => {
      const tid = topicId.get(`${file.subject}/${q.topic}`);
      if (!tid) throw new Error(`${file.subject}: unknown topic ${q.topic}`);
      const choices = seedChoices(q);
      return {
        subjectId: sid,
        topicId: tid,
        passageId: q.passage ? (passageId.get(q.passage) ?? null) : null,
        type: q.type,
        stem: q.stem,
        explanation: q.explanation,
        choices,
        answer: seedAnswer(q),
        difficulty: q.difficulty,
        irtA: 1,
        irtB: IRT_B[q.difficulty],
        irtC: choices.length ? 1 / choices.length : 0,
        source: 'manual',
        status: 'confirmed',
        confirmedAt: now,
        contentHash: contentHash(q.stem, choices),
        normalizedStem: normalizeText(q.stem),
      };
    });
    if (values.length) await tx.insert(questions).values(values).onConflictDoNothing();
  }

  const templates = SEED_TEMPLATES.flatMap((t) => {
    const sid = subjectId.get(t.subject);
    if (!sid) return [];
    const { subject: _subject, ...rest } = t;
    return [{ ...rest, subjectId: sid }];
  });
  if (templates.length) await tx.insert(examTemplates).values(templates).onConflictDoNothing();
}

/**
 * The reference content (domain.md): twelve subjects with topics and weights, their exam
 * templates and hand-checked questions. Runs once per database: later edits, archives and
 * deletions by administrators are never undone by a restart.
 */
export async function seedContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Instances starting together take turns; the second finds the work done.
    await tx.execute(sql`select pg_advisory_xact_lock(7340005)`);
    const [done] = await tx
      .select({ key: systemSettings.key })
      .from(systemSettings)
      .where(eq(systemSettings.key, CONTENT_SEED_KEY));
    if (done) return;
    await insertContent(tx);
    await tx
      .insert(systemSettings)
      .values({ key: CONTENT_SEED_KEY, value: { seededAt: new Date().toISOString() } })
      .onConflictDoNothing();
  });
}
