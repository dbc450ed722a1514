import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  QUESTION_FILE_FORMAT,
  QUESTION_FILE_VERSION,
  type QuestionFileItem,
  type questionExportQuerySchema,
} from '../../../../common/contracts/question-transfer';
import type { Db } from '../../../db/client';
import { passages, questions, subjects, topics } from '../../../db/schema';
import { questionFilterWhere } from '../question-filter';
import { csvCells, csvHeader, csvLine } from './formats/csv';

export type ExportQuery = z.output<typeof questionExportQuerySchema>;

/** Questions read per query while the file is written. */
const BATCH = 500;

/** The download's file name, dated: tafawuq-questions-2026-11-23.json. */
export function exportFileName(format: ExportQuery['format'], now = new Date()): string {
  return `tafawuq-questions-${now.toISOString().slice(0, 10)}.${format}`;
}

/** The questions the filters select, in batches, as file items (subject and topic by slug). */
async function* exportItems(
  db: Db,
  ids: string[],
): AsyncGenerator<QuestionFileItem[], void, undefined> {
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    const rows = await db
      .select({
        id: questions.id,
        subject: subjects.slug,
        topic: topics.slug,
        passageKey: passages.key,
        passageTitle: passages.title,
        passageBody: passages.body,
        type: questions.type,
        stem: questions.stem,
        explanation: questions.explanation,
        choices: questions.choices,
        answer: questions.answer,
        difficulty: questions.difficulty,
        irtA: questions.irtA,
        irtB: questions.irtB,
        irtC: questions.irtC,
        calibratedAt: questions.calibratedAt,
        source: questions.source,
        status: questions.status,
      })
      .from(questions)
      .innerJoin(subjects, eq(subjects.id, questions.subjectId))
      .innerJoin(topics, eq(topics.id, questions.topicId))
      .leftJoin(passages, eq(passages.id, questions.passageId))
      .where(inArray(questions.id, batch));
    const byId = new Map(rows.map((r) => [r.id, r]));
    yield batch.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return []; // deleted while the file was being written
      return [
        {
          subject: r.subject,
          topic: r.topic,
          passage:
            r.passageKey === null
              ? null
              : { key: r.passageKey, title: r.passageTitle ?? '', body: r.passageBody ?? '' },
          type: r.type as QuestionFileItem['type'],
          stem: r.stem,
          explanation: r.explanation,
          choices: r.choices,
          answer: r.answer,
          difficulty: r.difficulty as QuestionFileItem['difficulty'],
          irt: { a: r.irtA, b: r.irtB, c: r.irtC },
          calibratedAt: r.calibratedAt ? r.calibratedAt.toISOString() : null,
          source: r.source as QuestionFileItem['source'],
          status: r.status as QuestionFileItem['status'],
        },
      ];
    });
  }
}

/**
 * The questions the list's filters select, as a JSON (lossless) or CSV file, written piece by
 * piece: ordered by subject, topic and creation, read from the database in batches.
 */
export async function* exportQuestions(
  db: Db,
  query: ExportQuery,
  now = new Date(),
): AsyncGenerator<string, void, undefined> {
  const selected = await db
    .select({
      id: questions.id,
      choiceCount: sql<number>`jsonb_array_length(${questions.choices})`,
    })
    .from(questions)
    .innerJoin(subjects, eq(subjects.id, questions.subjectId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(questionFilterWhere(query))
    .orderBy(
      asc(subjects.sortOrder),
      asc(subjects.name),
      asc(topics.sortOrder),
      asc(topics.name),
      asc(questions.createdAt),
      asc(questions.id),
    );
  const ids = selected.map((s) => s.id);

  if (query.format === 'csv') {
    const choiceCount = selected.reduce((max, s) => Math.max(max, Number(s.choiceCount)), 0);
    // The byte order mark lets spreadsheet programs read the file as UTF-8.
    yield `\uFEFF${csvLine(csvHeader(choiceCount))}`;
    for await (const items of exportItems(db, ids)) {
      yield items.map((item) => csvLine(csvCells(item, choiceCount))).join('');
    }
    return;
  }

  yield [
    '{',
    `  "format": ${JSON.stringify(QUESTION_FILE_FORMAT)},`,
    `  "version": ${QUESTION_FILE_VERSION},`,
    `  "exportedAt": ${JSON.stringify(now.toISOString())},`,
    `  "count": ${ids.length},`,
    '  "questions": [',
  ].join('\n');
  let first = true;
  for await (const items of exportItems(db, ids)) {
    if (!items.length) continue;
    const text = items.map(
      (item, i) => `${first && i === 0 ? '\n' : ',\n'}    ${JSON.stringify(item)}`,
    );
    first = false;
    yield text.join('');
  }
  yield `${first ? '' : '\n  '}]\n}\n`;
}
