import type { Difficulty, QuestionAnswer, QuestionType } from '@common/contracts/content';
import type { QuestionDetail, QuestionInput } from '@common/contracts/question-editor';

/**
 * What the form holds. Every answer kind keeps its own fields, so switching the type back and
 * forth loses nothing; only the fields of the chosen type are sent.
 */
export type EditorValues = {
  subjectId: string;
  topicId: string;
  /** The reading passage's id; '' for none. */
  passageId: string;
  type: QuestionType;
  difficulty: Difficulty;
  stem: string;
  explanation: string;
  choices: { id: string; text: string }[];
  /** Ids of the correct choices (one for single choice). */
  correct: string[];
  numeric: { value: string; tolerance: string };
  expression: string;
  accepted: { value: string }[];
  advanced: boolean;
  irtA: string;
  irtB: string;
  irtC: string;
};

export const isChoiceType = (type: QuestionType) => type === 'single' || type === 'multiple';

/** The letter students see for the choice at `index`: A, B, C… */
export const choiceLetter = (index: number) => String.fromCharCode(65 + index);

/** A choice id not used yet: a, b, c… (ids stay with their choice when choices move). */
export function nextChoiceId(choices: { id: string }[]): string {
  const used = new Set(choices.map((c) => c.id));
  for (let i = 0; ; i++) {
    const id = i < 26 ? String.fromCharCode(97 + i) : `c${i}`;
    if (!used.has(id)) return id;
  }
}

export function emptyValues(subjectId = '', topicId = ''): EditorValues {
  return {
    subjectId,
    topicId,
    passageId: '',
    type: 'single',
    difficulty: 'medium',
    stem: '',
    explanation: '',
    choices: [
      { id: 'a', text: '' },
      { id: 'b', text: '' },
      { id: 'c', text: '' },
      { id: 'd', text: '' },
    ],
    correct: [],
    numeric: { value: '', tolerance: '0' },
    expression: '',
    accepted: [{ value: '' }],
    advanced: false,
    irtA: '1',
    irtB: '0',
    irtC: '0.25',
  };
}

export function valuesFromQuestion(q: QuestionDetail): EditorValues {
  const base = emptyValues(q.subject.id, q.topic.id);
  const a = q.answer;
  return {
    ...base,
    passageId: q.passage?.id ?? '',
    type: q.type,
    difficulty: q.difficulty,
    stem: q.stem,
    explanation: q.explanation,
    choices: isChoiceType(q.type) ? q.choices.map((c) => ({ ...c })) : base.choices,
    correct: a.type === 'single' ? [a.correct] : a.type === 'multiple' ? [...a.correct] : [],
    numeric:
      a.type === 'numeric'
        ? { value: String(a.value), tolerance: String(a.tolerance) }
        : base.numeric,
    expression: a.type === 'expression' ? a.expression : '',
    accepted: a.type === 'text' ? a.accepted.map((value) => ({ value })) : base.accepted,
    irtA: String(q.irtA),
    irtB: String(q.irtB),
    irtC: String(Number(q.irtC.toFixed(4))),
  };
}

/** A number typed by hand ("1,5" works too); NaN when it is not one (the server says so). */
export function parseNumber(text: string): number {
  const t = text.trim().replace(',', '.');
  return t === '' ? Number.NaN : Number(t);
}

function answerOf(v: EditorValues): QuestionAnswer {
  switch (v.type) {
    case 'single':
      return { type: 'single', correct: v.correct[0] ?? '' };
    case 'multiple':
      return {
        type: 'multiple',
        correct: v.choices.map((c) => c.id).filter((id) => v.correct.includes(id)),
      };
    case 'numeric':
      return {
        type: 'numeric',
        value: parseNumber(v.numeric.value),
        tolerance: v.numeric.tolerance.trim() ? parseNumber(v.numeric.tolerance) : 0,
      };
    case 'expression':
      return { type: 'expression', expression: v.expression };
    case 'text':
      return { type: 'text', accepted: v.accepted.map((a) => a.value) };
  }
}

/** The form's part of an edit (the editor adds the version it loaded). */
export type EditorInput = Omit<QuestionInput, 'version'>;

/** What the API takes. NaN is sent as null, which the server refuses as "Enter a number". */
export function toInput(v: EditorValues): EditorInput {
  const input: EditorInput = {
    subjectId: v.subjectId,
    topicId: v.topicId,
    passageId: v.passageId || null,
    type: v.type,
    difficulty: v.difficulty,
    stem: v.stem,
    explanation: v.explanation,
    choices: isChoiceType(v.type) ? v.choices : [],
    answer: answerOf(v),
    advanced: v.advanced,
  };
  if (v.advanced) {
    input.irtA = parseNumber(v.irtA);
    input.irtB = parseNumber(v.irtB);
    input.irtC = parseNumber(v.irtC);
  }
  return input;
}

/** The server's name (an input path) for the error of a form field. */
export function serverField(name: string): string {
  if (name === 'correct' || name.startsWith('correct.')) return 'answer';
  if (name === 'numeric.value') return 'answer.value';
  if (name === 'numeric.tolerance') return 'answer.tolerance';
  if (name === 'expression') return 'answer.expression';
  if (name.startsWith('accepted')) return 'answer.accepted';
  return name;
}

/** The id of the control that shows the server field's error (focused on a failed save). */
export const controlId = (field: string) => `qe-${field.replaceAll('.', '-')}`;

/** Server fields in the order they appear on the screen: the first one is focused. */
export const FIELD_ORDER = [
  'subjectId',
  'topicId',
  'type',
  'difficulty',
  'passageId',
  'stem',
  'choices',
  'answer',
  'answer.value',
  'answer.tolerance',
  'answer.expression',
  'answer.accepted',
  'explanation',
  'irtA',
  'irtB',
  'irtC',
];

export function fieldRank(field: string): number {
  const choice = /^choices\.(\d+)/.exec(field);
  if (choice) return FIELD_ORDER.indexOf('choices') + (Number(choice[1]) + 1) / 100;
  const i = FIELD_ORDER.indexOf(field);
  return i < 0 ? FIELD_ORDER.length : i;
}
