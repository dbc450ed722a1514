import type { Subject } from '@common/contracts/subjects';
import {
  DEFAULT_CUT_POINTS,
  type ExamTemplate,
  type ScoringScale,
  type TemplateInput,
  type TemplateSectionInput,
} from '@common/contracts/templates';

/** The form edits the API's input shape directly. */
export type TemplateFormValues = TemplateInput;

const SCALE_FOR_BOARD: Record<Subject['board'], ScoringScale> = {
  AP: 'ap_1_5',
  IGCSE: 'igcse_grade',
  EST: 'est_200_800',
};

export const emptySection = (): TemplateSectionInput => ({
  title: '',
  questionCount: 20,
  durationMinutes: 30,
  topics: null,
  calculator: false,
  directions: '',
});

/** A copy of the scale's default bands (the form edits them in place). */
export const defaultBands = (scale: ScoringScale) =>
  DEFAULT_CUT_POINTS[scale].map((b) => ({ ...b }));

/** Starting values: the template being edited, or a new one for `subject` with its board's scale. */
export function formDefaults(template?: ExamTemplate, subject?: Subject): TemplateFormValues {
  if (template) {
    return {
      subjectId: template.subject.id,
      name: template.name,
      slug: template.slug,
      description: template.description,
      kind: template.kind,
      sections: template.sections.map((s) => ({ ...s, topics: s.topics ? [...s.topics] : null })),
      scoring: {
        scale: template.scoring.scale,
        cutPoints: template.scoring.cutPoints.map((b) => ({ ...b })),
      },
    };
  }
  const scale = subject ? SCALE_FOR_BOARD[subject.board] : 'percent';
  return {
    subjectId: subject?.id ?? '',
    name: '',
    slug: '',
    description: '',
    kind: 'full',
    sections: [emptySection()],
    scoring: { scale, cutPoints: defaultBands(scale) },
  };
}
