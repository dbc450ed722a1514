import { and, eq, gte, ne, or, sql } from 'drizzle-orm';
import type { SaveItemInput } from '../../../common/contracts/exams';
import { DEADLINE_GRACE_MS } from '../../../common/contracts/exams';
import type { Db } from '../../db/client';
import { examItems, exams, questions } from '../../db/schema';

type Stored = typeof examItems.$inferSelect;

const p = sql.placeholder;
const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
/** `[{id}]` for `questions.choices @> …`: every listed id is one of the question's choices. */
const choiceIds = (ids: readonly string[]) => JSON.stringify(ids.map((id) => ({ id })));

function build(db: Db) {
  const given = (name: string) => sql`${p(name)}::boolean`;
  return (
    db
      .update(examItems)
      .set({
        clientSeq: sql`${p('seq')}::int`,
        answer: sql`case when ${given('setAnswer')} then ${p('answer')}::jsonb else ${examItems.answer} end`,
        answeredAt: sql`case when ${given('setAnswer')} then ${p('answeredAt')}::timestamptz else ${examItems.answeredAt} end`,
        // Graded at the end: an answer that changes is no longer marked.
        isCorrect: sql`case when ${given('setAnswer')} then null else ${examItems.isCorrect} end`,
        score: sql`case when ${given('setAnswer')} then null else ${examItems.score} end`,
        flagged: sql`coalesce(${p('flagged')}::boolean, ${examItems.flagged})`,
        eliminated: sql`coalesce(${p('eliminated')}::jsonb, ${examItems.eliminated})`,
        highlights: sql`coalesce(${p('highlights')}::jsonb, ${examItems.highlights})`,
        timeSpentMs: sql`coalesce(${p('timeSpentMs')}::int, ${examItems.timeSpentMs})`,
      })
      .from(exams)
      // The item's own columns may be named only in WHERE (PostgreSQL's rule for UPDATE … FROM).
      .innerJoin(questions, sql`true`)
      .where(
        and(
          eq(questions.id, examItems.questionId),
          eq(examItems.examId, sql`${p('examId')}::uuid`),
          eq(examItems.position, sql`${p('position')}::int`),
          sql`${examItems.clientSeq} < ${p('seq')}::int`,
          eq(exams.id, examItems.examId),
          eq(exams.userId, sql`${p('userId')}::text`),
          eq(exams.status, 'in_progress'),
          // Practice answers are graded as they are saved: the full path.
          ne(exams.mode, 'practice'),
          eq(examItems.section, exams.currentSection),
          // Not on a break (ADR 0029): the current section has opened.
          sql`(${exams.sections} -> ${exams.currentSection} ->> 'startedAt') is not null`,
          or(
            sql`${exams.deadlineAt} is null`,
            gte(exams.deadlineAt, sql`${p('cutoff')}::timestamptz`),
          ),
          sql`(not ${given('setAnswer')} or not ${examItems.locked})`,
          sql`(${p('answerType')}::text is null or ${questions.type} = ${p('answerType')}::text)`,
          sql`${questions.choices} @> ${p('picked')}::jsonb`,
          sql`${questions.choices} @> ${p('eliminatedIds')}::jsonb`,
          sql`(not ${given('passageMarked')} or ${questions.passageId} is not null)`,
        ),
      )
      .returning({
        position: examItems.position,
        answer: examItems.answer,
        flagged: examItems.flagged,
        eliminated: examItems.eliminated,
        highlights: examItems.highlights,
        timeSpentMs: examItems.timeSpentMs,
        answeredAt: examItems.answeredAt,
        clientSeq: examItems.clientSeq,
        isCorrect: examItems.isCorrect,
        score: examItems.score,
      })
      .prepare('apply_item_save')
  );
}

const statements = new WeakMap<Db, ReturnType<typeof build>>();

export type AppliedSave = Pick<
  Stored,
  | 'position'
  | 'answer'
  | 'flagged'
  | 'eliminated'
  | 'highlights'
  | 'timeSpentMs'
  | 'answeredAt'
  | 'clientSeq'
  | 'isCorrect'
  | 'score'
>;

/**
 * The common save in one prepared statement: it applies only when everything the full path would
 * check holds (the student's exam, in progress, not in practice mode, the item in the current
 * section, opened (not on a break), before its deadline plus grace, the answer of the question's type naming its choices,
 * passage highlights only where there is a passage, the item not scored, `clientSeq` above the
 * stored one). Null when any of it fails: the caller
 * then takes the full path, which finds out why and answers accordingly. Saves are most of the
 * exam room's traffic; this keeps each to one round trip after the session check.
 */
export async function applyItemSave(
  db: Db,
  userId: string,
  examId: string,
  position: number,
  input: SaveItemInput,
  now: Date,
): Promise<AppliedSave | null> {
  let statement = statements.get(db);
  if (!statement) {
    statement = build(db);
    statements.set(db, statement);
  }
  const answer = input.answer;
  const picked =
    answer?.type === 'single' ? [answer.choice] : answer?.type === 'multiple' ? answer.choices : [];
  const eliminated = input.eliminated ? [...new Set(input.eliminated)] : undefined;
  const [row] = await statement.execute({
    examId,
    position,
    userId,
    seq: input.clientSeq,
    cutoff: new Date(now.getTime() - DEADLINE_GRACE_MS).toISOString(),
    setAnswer: answer !== undefined,
    answer: json(answer ?? undefined),
    answeredAt: answer ? now.toISOString() : null,
    answerType: answer ? answer.type : null,
    picked: choiceIds(picked),
    eliminatedIds: choiceIds(eliminated ?? []),
    flagged: input.flagged ?? null,
    eliminated: json(eliminated),
    highlights: json(input.highlights),
    passageMarked: input.highlights?.some((h) => h.target === 'passage') ?? false,
    timeSpentMs: input.timeSpentMs ?? null,
  });
  return row ?? null;
}
