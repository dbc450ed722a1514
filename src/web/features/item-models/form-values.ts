import type { DIFFICULTIES } from '@common/contracts/content';
import type {
  ANSWER_FORMATS,
  ITEM_MODEL_QUESTION_TYPES,
  ItemModelDetail,
  ItemModelInput,
  VARIABLE_KINDS,
} from '@common/contracts/item-models';

/**
 * What the author form holds: numbers as typed text and choice values as one comma-separated
 * line, so a half-typed value never turns into NaN or a lost comma while the author is typing.
 */
export type VariableRow = {
  name: string;
  kind: (typeof VARIABLE_KINDS)[number];
  min: string;
  max: string;
  step: string;
  values: string;
};

export type ItemModelFormValues = {
  subjectId: string;
  topicId: string;
  name: string;
  difficulty: (typeof DIFFICULTIES)[number];
  questionType: (typeof ITEM_MODEL_QUESTION_TYPES)[number];
  variables: VariableRow[];
  constraints: { text: string }[];
  stem: string;
  explanation: string;
  answer: {
    expression: string;
    format: (typeof ANSWER_FORMATS)[number];
    places: string;
    unit: string;
    tolerance: string;
  };
  distractors: { misconception: string; expression: string }[];
  autoConfirm: boolean;
  isActive: boolean;
};

export const emptyVariable = (name = ''): VariableRow => ({
  name,
  kind: 'integer',
  min: '1',
  max: '9',
  step: '',
  values: '',
});

export const emptyDistractor = () => ({ misconception: '', expression: '' });

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function toFormValues(model?: ItemModelDetail, subjectId?: string): ItemModelFormValues {
  if (!model) {
    return {
      subjectId: subjectId ?? '',
      topicId: '',
      name: '',
      difficulty: 'medium',
      questionType: 'single',
      variables: [emptyVariable('a'), emptyVariable('b')],
      constraints: [],
      stem: '',
      explanation: '',
      answer: { expression: '', format: 'integer', places: '2', unit: '', tolerance: '' },
      distractors: [emptyDistractor(), emptyDistractor(), emptyDistractor()],
      autoConfirm: false,
      isActive: true,
    };
  }
  return {
    subjectId: model.subject.id,
    topicId: model.topic.id,
    name: model.name,
    difficulty: model.difficulty,
    questionType: model.questionType,
    variables: model.variables.map((v) => ({
      name: v.name,
      kind: v.kind,
      min: text(v.min),
      max: text(v.max),
      step: text(v.step),
      values: (v.values ?? []).join(', '),
    })),
    constraints: model.constraints.map((c) => ({ text: c })),
    stem: model.stem,
    explanation: model.explanation,
    answer: {
      expression: model.answer.expression,
      format: model.answer.format,
      places: String(model.answer.places),
      unit: model.answer.unit,
      tolerance: text(model.answer.tolerance),
    },
    distractors: model.distractors.map((d) => ({ ...d })),
    autoConfirm: model.autoConfirm,
    isActive: model.isActive,
  };
}

/** Empty stays missing (the schema names what is needed); anything else is read as a number. */
const number = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));

/** A choice value: a number when it reads as one, otherwise the short text as written. */
const choiceValue = (value: string) => {
  const n = Number(value);
  return value !== '' && Number.isFinite(n) ? n : value;
};

/** The request body for save and preview (subject and topic may still be empty in a draft). */
export function toInput(values: ItemModelFormValues): ItemModelInput {
  return {
    subjectId: values.subjectId,
    topicId: values.topicId,
    name: values.name,
    difficulty: values.difficulty,
    questionType: values.questionType,
    variables: values.variables.map((v) => {
      const base = { name: v.name.trim(), kind: v.kind };
      if (v.kind === 'choice') {
        return {
          ...base,
          values: v.values
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .map(choiceValue),
        };
      }
      return {
        ...base,
        min: number(v.min),
        max: number(v.max),
        ...(v.kind === 'decimal' ? { step: number(v.step) } : {}),
      };
    }),
    constraints: values.constraints.map((c) => c.text),
    stem: values.stem,
    explanation: values.explanation,
    answer: {
      expression: values.answer.expression,
      format: values.answer.format,
      places: number(values.answer.places),
      unit: values.answer.unit,
      tolerance: number(values.answer.tolerance),
    },
    distractors: values.distractors,
    autoConfirm: values.autoConfirm,
    isActive: values.isActive,
  };
}

/** A draft for the preview: an unset subject or topic is left out rather than sent empty. */
export function toDraft(values: ItemModelFormValues) {
  const { subjectId, topicId, ...rest } = toInput(values);
  return {
    ...rest,
    ...(subjectId ? { subjectId } : {}),
    ...(topicId ? { topicId } : {}),
  };
}

/**
 * The form field a contract path belongs to: a choice variable's single value belongs to its
 * values line, a constraint to its text box. Paths are dotted (`distractors.1.expression`).
 */
export function formFieldKey(path: string | readonly PropertyKey[]): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  if (parts[0] === 'variables' && parts[2] === 'values') return parts.slice(0, 3).join('.');
  if (parts[0] === 'constraints' && parts.length >= 2) return `constraints.${parts[1]}.text`;
  return parts.join('.');
}

/** The element id of a form field, so a listed problem can move the focus to its field. */
export const fieldId = (key: string) => `item-model-${key.replace(/\./g, '-')}`;
