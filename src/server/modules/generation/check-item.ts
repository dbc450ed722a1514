import { and, eq, ne, sql } from 'drizzle-orm';
import type { QuestionChoice } from '../../../common/contracts/content';
import { DUPLICATE_SIMILARITY } from '../../../common/contracts/question-insights';
import type { DbOrTx } from '../../db/client';
import { questions } from '../../db/schema';
import { trigramsOf } from '../question-insights/trigrams';
import { questionProblems } from '../questions/check-question';
import { contentHash, normalizeText } from '../questions/normalize';
import { generatedItemSchema } from './generate-batch';

/** A generated item that passed every check, ready to store as a single-choice question. */
export type CheckedItem = {
  stem: string;
  explanation: string;
  choices: QuestionChoice[];
  correct: string;
  hash: string;
  normalizedStem: string;
};

export type ItemVerdict =
  | { ok: true; item: CheckedItem }
  | { ok: false; stem: string; reason: string };

const CHOICE_IDS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** What to show of an item that could not even be read. */
function stemOf(raw: unknown): string {
  const stem = (raw as { stem?: unknown } | null)?.stem;
  return typeof stem === 'string' && stem.trim() ? stem.trim().slice(0, 500) : '(no question text)';
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let common = 0;
  for (const t of a) if (b.has(t)) common++;
  return common / (a.size + b.size - common);
}

/** Stems already kept by the job, compared as pg_trgm compares them. */
export class JobStems {
  private readonly sets: Set<string>[] = [];
  add(normalizedStem: string) {
    this.sets.push(new Set(trigramsOf(normalizedStem)));
  }
  similarTo(normalizedStem: string): boolean {
    const set = new Set(trigramsOf(normalizedStem));
    return this.sets.some((s) => jaccard(s, set) >= DUPLICATE_SIMILARITY);
  }
}

/**
 * Every check a generated item passes before it is kept: the item schema, an explanation,
 * exactly one correct choice, the question editor's checks (distinct choices, LaTeX that
 * parses), and no near-duplicate in the job or in the subject's bank.
 */
export async function checkGeneratedItem(
  db: DbOrTx,
  raw: unknown,
  ctx: { subjectId: string; jobStems: JobStems },
): Promise<ItemVerdict> {
  const parsed = generatedItemSchema.safeParse(raw);
  const reject = (reason: string): ItemVerdict => ({ ok: false, stem: stemOf(raw), reason });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return reject(`Does not match the question format (${where}${issue?.message ?? 'invalid'})`);
  }
  const item = parsed.data;
  const stem = item.stem.trim();
  const explanation = item.explanation.trim();
  if (!stem) return reject('The question has no text');
  if (!explanation) return reject('No explanation');
  const correct = item.choices.filter((c) => c.correct).length;
  if (correct !== 1) return reject(`Exactly one choice must be correct (found ${correct})`);

  const choices = item.choices.map((c, i) => ({
    id: CHOICE_IDS[i] ?? `c${i}`,
    text: c.text.trim(),
  }));
  const correctId = choices[item.choices.findIndex((c) => c.correct)]?.id ?? 'a';
  const problems = await questionProblems({
    type: 'single',
    stem,
    explanation,
    choices,
    answer: { type: 'single', correct: correctId },
  });
  if (problems[0]) return reject(problems[0].message);

  const normalizedStem = normalizeText(stem);
  if (ctx.jobStems.similarTo(normalizedStem))
    return reject('Near-duplicate of an earlier item of this job');
  const hash = contentHash(stem, choices);
  const [same] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.contentHash, hash));
  if (same) return reject(`Already in the question bank (id ${same.id})`);
  const [near] = await db
    .select({
      id: questions.id,
      similarity: sql<number>`similarity(${questions.normalizedStem}, ${normalizedStem})`,
    })
    .from(questions)
    .where(
      and(
        eq(questions.subjectId, ctx.subjectId),
        ne(questions.status, 'archived'),
        sql`similarity(${questions.normalizedStem}, ${normalizedStem}) >= ${DUPLICATE_SIMILARITY}`,
      ),
    )
    .orderBy(sql`2 desc`)
    .limit(1);
  if (near)
    return reject(
      `Near-duplicate of a question in the bank (similarity ${Number(near.similarity).toFixed(2)}, id ${near.id})`,
    );
  return {
    ok: true,
    item: { stem, explanation, choices, correct: correctId, hash, normalizedStem },
  };
}
