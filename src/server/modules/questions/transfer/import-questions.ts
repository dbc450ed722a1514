import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import {
  FORMATS_NEEDING_TARGET,
  type ImportFormat,
  type ImportInput,
  type ImportReport,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  TOO_LARGE_MESSAGE,
} from '../../../../common/contracts/question-transfer';
import type { Db } from '../../../db/client';
import { passages, questions, subjects, topics } from '../../../db/schema';
import { AppError, isUniqueViolation } from '../../../lib/errors';
import { type AuditActor, recordAudits } from '../../audit/record-audit';
import { contentHash, normalizeText } from '../normalize';
import { questionChecker } from './check-rows';
import { parseAikenQuestions } from './formats/aiken';
import { parseCsvQuestions } from './formats/csv';
import { parseGiftQuestions } from './formats/gift';
import { parseJsonQuestions } from './formats/json';
import { defaultIrt, fileError, type ParsedQuestion, type ParsedRow } from './parsed-row';

const PARSERS: Record<ImportFormat, (content: string) => ParsedRow[]> = {
  json: parseJsonQuestions,
  csv: parseCsvQuestions,
  gift: parseGiftQuestions,
  aiken: parseAikenQuestions,
};

/** Questions per INSERT statement. */
const CHUNK = 1000;
const STEM_PREVIEW = 120;

type Named = { id: string; slug: string; name: string };

/** Every subject and topic, findable by slug or by name (any case). */
async function loadCatalog(db: Db) {
  const [subjectRows, topicRows] = await Promise.all([
    db.select({ id: subjects.id, slug: subjects.slug, name: subjects.name }).from(subjects),
    db
      .select({ id: topics.id, subjectId: topics.subjectId, slug: topics.slug, name: topics.name })
      .from(topics),
  ]);
  const key = (text: string) => text.trim().toLowerCase();
  const subjectByKey = new Map<string, Named>();
  const subjectById = new Map<string, Named>();
  for (const s of subjectRows) {
    subjectById.set(s.id, s);
    subjectByKey.set(key(s.name), s);
  }
  // Slugs win over names when both match different rows.
  for (const s of subjectRows) subjectByKey.set(key(s.slug), s);
  const topicByKey = new Map<string, Map<string, Named>>();
  const topicById = new Map<string, Named & { subjectId: string }>();
  for (const t of topicRows) {
    topicById.set(t.id, t);
    const map = topicByKey.get(t.subjectId) ?? new Map<string, Named>();
    map.set(key(t.name), t);
    topicByKey.set(t.subjectId, map);
  }
  for (const t of topicRows) topicByKey.get(t.subjectId)?.set(key(t.slug), t);
  return {
    subjectById,
    topicById,
    subject: (ref: string) => subjectByKey.get(key(ref)),
    topic: (subjectId: string, ref: string) => topicByKey.get(subjectId)?.get(key(ref)),
  };
}
type Catalog = Awaited<ReturnType<typeof loadCatalog>>;

/** The subject and topic chosen in the request; GIFT and Aiken need both. */
function requestTarget(catalog: Catalog, input: ImportInput) {
  const fields: Record<string, string> = {};
  const subject = input.subjectId ? catalog.subjectById.get(input.subjectId) : undefined;
  const topic = input.topicId ? catalog.topicById.get(input.topicId) : undefined;
  const needed = FORMATS_NEEDING_TARGET.includes(input.format);
  if (input.subjectId && !subject) fields.subjectId = 'Unknown subject';
  else if (needed && !subject) fields.subjectId = 'Choose the subject of these questions';
  if (input.topicId && !topic) fields.topicId = 'Unknown topic';
  else if (topic && subject && topic.subjectId !== subject.id) {
    fields.topicId = 'This topic belongs to another subject';
  } else if (needed && !topic) fields.topicId = 'Choose the topic of these questions';
  const [first] = Object.values(fields);
  if (first) throw new AppError('VALIDATION', first, fields);
  return { subject, topic };
}

type Resolved = {
  row: ParsedRow;
  question: ParsedQuestion;
  subject: Named;
  topic: Named;
  hash: string;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > STEM_PREVIEW ? `${flat.slice(0, STEM_PREVIEW - 1)}…` : flat;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Reads a file of questions (JSON, CSV, GIFT or Aiken), checks every row (answer key, duplicate
 * choices, LaTeX, subject and topic, exact duplicates in the file and in the bank) and, unless
 * it is a dry run, inserts the questions in one transaction with an 'import' revision each.
 * All or nothing by default; `valid_only` imports the valid rows and skips the others.
 */
export async function importQuestions(
  db: Db,
  input: ImportInput,
  actor: AuditActor,
): Promise<ImportReport> {
  if (Buffer.byteLength(input.content, 'utf8') > MAX_IMPORT_BYTES) {
    throw new AppError('VALIDATION', TOO_LARGE_MESSAGE, { content: TOO_LARGE_MESSAGE });
  }
  if (!input.content.trim()) throw fileError('The file is empty');
  const catalog = await loadCatalog(db);
  const target = requestTarget(catalog, input);
  const rows = PARSERS[input.format](input.content);
  if (!rows.length) throw fileError('The file has no questions');
  if (rows.length > MAX_IMPORT_ROWS) {
    throw fileError(
      `The file has ${rows.length.toLocaleString('en')} questions; import at most ${MAX_IMPORT_ROWS.toLocaleString('en')} at a time`,
    );
  }

  // Answer key, choices and LaTeX of each question that could be read.
  const check = questionChecker();
  for (const [i, row] of rows.entries()) {
    if (row.question) row.errors.push(...(await check(row.question)));
    // KaTeX and the compute engine are CPU work: let other requests through now and then.
    if (i % 200 === 199) await new Promise((resolve) => setImmediate(resolve));
  }

  // Subject and topic of each row; exact duplicates within the file.
  const resolved: Resolved[] = [];
  const firstRowOfHash = new Map<string, number>();
  const names = new Map<ParsedRow, { subject: string | null; topic: string | null }>();
  for (const row of rows) {
    const q = row.question;
    if (!q) continue;
    const subject = q.subject === null ? target.subject : catalog.subject(q.subject);
    let topic: Named | undefined;
    if (!subject) {
      row.errors.push(
        q.subject === null
          ? 'No subject: name one in the file or choose one for the import'
          : `Unknown subject "${q.subject}"`,
      );
    } else if (q.topic === null) {
      topic = target.topic && target.subject?.id === subject.id ? target.topic : undefined;
      if (!topic) row.errors.push('No topic: name one in the file or choose one for the import');
    } else {
      topic = catalog.topic(subject.id, q.topic);
      if (!topic) row.errors.push(`Unknown topic "${q.topic}" in ${subject.name}`);
    }
    names.set(row, { subject: subject?.name ?? q.subject, topic: topic?.name ?? q.topic });

    const hash = contentHash(q.stem, q.choices);
    const first = firstRowOfHash.get(hash);
    if (first !== undefined) row.errors.push(`Exact duplicate of row ${first} in this file`);
    else firstRowOfHash.set(hash, row.row);
    if (subject && topic) resolved.push({ row, question: q, subject, topic, hash });
  }

  // Exact duplicates of questions already in the bank.
  const hashes = [...firstRowOfHash.keys()];
  const existing = new Set<string>();
  for (const part of chunks(hashes, 1000)) {
    const found = await db
      .select({ hash: questions.contentHash })
      .from(questions)
      .where(inArray(questions.contentHash, part));
    for (const f of found) existing.add(f.hash);
  }
  for (const r of resolved) {
    if (existing.has(r.hash))
      r.row.errors.push('Exact duplicate of a question already in the bank');
  }

  // Passages: an existing key is reused when its text is the same; new ones are created.
  const keys = [
    ...new Set(resolved.flatMap((r) => (r.question.passage ? [r.question.passage.key] : []))),
  ];
  const storedPassages = new Map<
    string,
    { id: string; subjectId: string; title: string; body: string }
  >();
  for (const part of chunks(keys, 1000)) {
    const found = await db
      .select({
        id: passages.id,
        key: passages.key,
        subjectId: passages.subjectId,
        title: passages.title,
        body: passages.body,
      })
      .from(passages)
      .where(inArray(passages.key, part));
    for (const p of found) storedPassages.set(p.key, p);
  }
  const filePassages = new Map<
    string,
    { row: number; subjectId: string; title: string; body: string }
  >();
  for (const r of resolved) {
    const p = r.question.passage;
    if (!p) continue;
    const stored = storedPassages.get(p.key);
    const seen = filePassages.get(p.key);
    if (stored) {
      if (stored.subjectId !== r.subject.id) {
        r.row.errors.push(`Passage "${p.key}" belongs to another subject`);
      } else if (stored.title !== p.title || stored.body !== p.body) {
        r.row.errors.push(`Passage "${p.key}" already exists with a different title or text`);
      }
    } else if (seen) {
      if (seen.subjectId !== r.subject.id || seen.title !== p.title || seen.body !== p.body) {
        r.row.errors.push(`Passage "${p.key}" differs from the one in row ${seen.row}`);
      }
    } else {
      filePassages.set(p.key, { row: r.row.row, subjectId: r.subject.id, ...p });
    }
  }

  const valid = resolved.filter((r) => r.row.errors.length === 0);
  const total = rows.length;
  const invalid = total - valid.length;
  const reportRows = rows.map((row) => {
    const named = names.get(row);
    return {
      row: row.row,
      line: row.line,
      type: row.question?.type ?? row.preview.type,
      stem: summary(row.question?.stem ?? row.preview.stem),
      subject: named ? named.subject : row.preview.subject,
      topic: named ? named.topic : row.preview.topic,
      errors: row.errors,
    };
  });
  const report = (imported: number, message: string): ImportReport => ({
    format: input.format,
    dryRun: input.dryRun,
    mode: input.mode,
    total,
    valid: valid.length,
    invalid,
    imported,
    message,
    rows: reportRows,
  });

  if (input.dryRun) {
    return report(
      0,
      invalid
        ? `${valid.length} of ${plural(total, 'row')} can be imported; ${invalid} ${invalid === 1 ? 'has' : 'have'} errors`
        : `All ${plural(total, 'row')} can be imported`,
    );
  }
  if (input.mode === 'all_or_nothing' && invalid) {
    return report(
      0,
      `Nothing was imported: ${plural(invalid, 'row')} ${invalid === 1 ? 'has' : 'have'} errors. Fix them, or import only the valid rows.`,
    );
  }
  if (!valid.length) return report(0, 'Nothing was imported: no row is valid');

  await insertQuestions(db, valid, filePassages, storedPassages, input.format, actor);
  // A large import changes the table's shape; fresh statistics keep the list's plans right
  // (PGlite has no autovacuum to do it).
  if (valid.length >= 500) await db.execute(sql`analyze questions`);
  const skipped = invalid ? `; ${plural(invalid, 'row')} with errors skipped` : '';
  return report(valid.length, `Imported ${plural(valid.length, 'question')}${skipped}`);
}

async function insertQuestions(
  db: Db,
  valid: Resolved[],
  filePassages: Map<string, { subjectId: string; title: string; body: string }>,
  storedPassages: Map<string, { id: string }>,
  format: ImportFormat,
  actor: AuditActor,
) {
  const userId = actor.userId;
  const passageIds = new Map([...storedPassages].map(([key, p]) => [key, p.id]));
  const used = new Set(valid.flatMap((r) => (r.question.passage ? [r.question.passage.key] : [])));
  const newPassages = [...filePassages]
    .filter(([key]) => used.has(key) && !passageIds.has(key))
    .map(([key, p]) => {
      const id = randomUUID();
      passageIds.set(key, id);
      return { id, key, subjectId: p.subjectId, title: p.title, body: p.body };
    });

  const now = new Date().toISOString();
  // snake_case records for jsonb_to_recordset: one parameter per batch, which PostgreSQL and
  // PGlite take much faster than thousands of bound values.
  const records = valid.map(({ question: q, subject, topic, hash }) => {
    const irt = q.irt ?? defaultIrt(q.difficulty, q.choices.length);
    const confirmed = q.status === 'confirmed';
    return {
      id: randomUUID(),
      subject_id: subject.id,
      topic_id: topic.id,
      passage_id: q.passage ? (passageIds.get(q.passage.key) ?? null) : null,
      type: q.type,
      stem: q.stem,
      explanation: q.explanation,
      choices: q.choices,
      answer: q.answer,
      difficulty: q.difficulty,
      irt_a: irt.a,
      irt_b: irt.b,
      irt_c: irt.c,
      calibrated_at: q.calibratedAt?.toISOString() ?? null,
      source: q.source,
      status: q.status,
      created_by: userId,
      confirmed_by: confirmed ? userId : null,
      confirmed_at: confirmed ? now : null,
      content_hash: hash,
      normalized_stem: normalizeText(q.stem),
    };
  });

  try {
    await db.transaction(async (tx) => {
      if (newPassages.length) await tx.insert(passages).values(newPassages);
      for (const part of chunks(records, CHUNK)) {
        await tx.execute(sql`
          insert into questions (id, subject_id, topic_id, passage_id, type, stem, explanation,
            choices, answer, difficulty, irt_a, irt_b, irt_c, calibrated_at, source, status,
            created_by, confirmed_by, confirmed_at, content_hash, normalized_stem, created_at,
            updated_at)
          select id, subject_id, topic_id, passage_id, type, stem, explanation, choices, answer,
            difficulty, irt_a, irt_b, irt_c, calibrated_at, source, status, created_by,
            confirmed_by, confirmed_at, content_hash, normalized_stem, ${now}::timestamptz,
            ${now}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as x(id uuid, subject_id uuid,
            topic_id uuid, passage_id uuid, type text, stem text, explanation text, choices jsonb,
            answer jsonb, difficulty text, irt_a double precision, irt_b double precision,
            irt_c double precision, calibrated_at timestamptz, source text, status text,
            created_by text, confirmed_by text, confirmed_at timestamptz, content_hash text,
            normalized_stem text)`);
        const revisions = part.map((r) => ({
          question_id: r.id,
          after: {
            format,
            subjectId: r.subject_id,
            topicId: r.topic_id,
            passageId: r.passage_id,
            type: r.type,
            stem: r.stem,
            explanation: r.explanation,
            choices: r.choices,
            answer: r.answer,
            difficulty: r.difficulty,
            status: r.status,
            source: r.source,
          },
        }));
        await tx.execute(sql`
          insert into question_revisions (question_id, changed_by, action, before, after, created_at)
          select question_id, ${userId}, 'import', null, after, ${now}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(revisions)}::jsonb)
            as x(question_id uuid, after jsonb)`);
        // One audit entry per imported question, like every bulk action.
        await recordAudits(
          tx,
          actor,
          part.map((r) => ({
            action: 'question.import',
            targetType: 'question',
            targetId: r.id,
            after: {
              status: r.status,
              subjectId: r.subject_id,
              topicId: r.topic_id,
              type: r.type,
              format,
            },
          })),
        );
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError(
        'CONFLICT',
        'Some of these questions or passages were added meanwhile by someone else. Run the preview again.',
      );
    }
    throw err;
  }
}
