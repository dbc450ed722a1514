import { QUESTION_TYPES, type QuestionType } from '../../../../../common/contracts/content';
import {
  QUESTION_FILE_FORMAT,
  QUESTION_FILE_VERSION,
  type QuestionFileItem,
  questionFileItemSchema,
} from '../../../../../common/contracts/question-transfer';
import { fileError, lineAt, type ParsedRow } from '../parsed-row';

/**
 * Our own format, lossless: `{ "format": "tafawuq-questions", "version": 1, "questions": [...] }`
 * with every field of a question (questionFileItemSchema). A bare list of questions is read too.
 */

/** JSON.parse's complaint, with the line it points at. */
function syntaxMessage(text: string, err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const position = /at position (\d+)/.exec(message);
  const lineCol = /\(line (\d+) column \d+\)/.exec(message);
  const line = lineCol
    ? Number(lineCol[1])
    : position
      ? lineAt(text, Number(position[1]))
      : text.split('\n').length;
  const plain = message
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/\s*in JSON at position \d+/, '')
    .replace(/^JSON\.parse: /, '');
  return `The file is not valid JSON. Line ${line}: ${plain}`;
}

const str = (value: unknown) => (typeof value === 'string' ? value : null);

/** Questions of a JSON file; each row's number is the item's position in "questions". */
export function parseJsonQuestions(content: string): ParsedRow[] {
  const text = content.replace(/^\uFEFF/, '');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw fileError(syntaxMessage(text, err));
  }
  let items: unknown[];
  if (Array.isArray(data)) items = data;
  else if (
    data &&
    typeof data === 'object' &&
    Array.isArray((data as { questions?: unknown }).questions)
  ) {
    const file = data as { format?: unknown; version?: unknown; questions: unknown[] };
    if (file.format !== undefined && file.format !== QUESTION_FILE_FORMAT) {
      throw fileError(`This is not a Tafawuq question file (format "${String(file.format)}")`);
    }
    if (file.version !== undefined && file.version !== QUESTION_FILE_VERSION) {
      throw fileError(
        typeof file.version === 'number' && file.version > QUESTION_FILE_VERSION
          ? `The file has format version ${file.version}; this server reads version ${QUESTION_FILE_VERSION}`
          : `Unknown format version ${JSON.stringify(file.version)}`,
      );
    }
    items = file.questions;
  } else {
    throw fileError('Expected an object with a "questions" list (see the JSON format)');
  }

  return items.map((item, i) => {
    const parsed = questionFileItemSchema.safeParse(item);
    const raw = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const errors = parsed.success
      ? []
      : parsed.error.issues.map((issue) =>
          issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
        );
    const q: QuestionFileItem | null = parsed.success ? parsed.data : null;
    return {
      row: i + 1,
      line: null,
      question: q && {
        subject: q.subject,
        topic: q.topic,
        passage: q.passage,
        type: q.type,
        stem: q.stem,
        explanation: q.explanation,
        choices: q.choices,
        answer: q.answer,
        difficulty: q.difficulty,
        irt: q.irt ?? null,
        calibratedAt: q.calibratedAt ? new Date(q.calibratedAt) : null,
        source: q.source,
        status: q.status,
      },
      preview: {
        type: (QUESTION_TYPES as readonly unknown[]).includes(raw.type)
          ? (raw.type as QuestionType)
          : null,
        stem: str(raw.stem) ?? '',
        subject: str(raw.subject),
        topic: str(raw.topic),
      },
      errors,
    };
  });
}
