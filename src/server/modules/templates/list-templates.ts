import { asc, eq } from 'drizzle-orm';
import { TEMPLATE_KINDS } from '../../../common/contracts/content';
import type { ExamTemplate } from '../../../common/contracts/templates';
import type { DbOrTx } from '../../db/client';
import { examTemplates, subjects } from '../../db/schema';
import { AppError } from '../../lib/errors';

type TemplateRow = typeof examTemplates.$inferSelect;
type SubjectRow = Pick<typeof subjects.$inferSelect, 'id' | 'slug' | 'name' | 'board'>;

const subjectColumns = {
  id: subjects.id,
  slug: subjects.slug,
  name: subjects.name,
  board: subjects.board,
  sortOrder: subjects.sortOrder,
};

function toView(t: TemplateRow, s: SubjectRow): ExamTemplate {
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    description: t.description,
    kind: t.kind as ExamTemplate['kind'],
    subject: {
      id: s.id,
      slug: s.slug,
      name: s.name,
      board: s.board as ExamTemplate['subject']['board'],
    },
    sections: t.sections.map((x) => ({ ...x, directions: x.directions ?? '' })),
    scoring: t.scoring,
    totalQuestions: t.sections.reduce((n, x) => n + x.questionCount, 0),
    totalMinutes: t.sections.reduce((n, x) => n + x.durationMinutes, 0),
    isActive: t.isActive,
    updatedAt: t.updatedAt.toISOString(),
  };
}

const kindRank = (kind: string) => TEMPLATE_KINDS.indexOf(kind as (typeof TEMPLATE_KINDS)[number]);

/** Every template (of one subject when asked), in the subjects' order, full tests first. */
export async function listTemplates(
  db: DbOrTx,
  filter: { subject?: string } = {},
): Promise<ExamTemplate[]> {
  const rows = await db
    .select({ template: examTemplates, subject: subjectColumns })
    .from(examTemplates)
    .innerJoin(subjects, eq(subjects.id, examTemplates.subjectId))
    .where(filter.subject ? eq(examTemplates.subjectId, filter.subject) : undefined)
    .orderBy(asc(subjects.sortOrder), asc(subjects.name), asc(examTemplates.name));
  return rows
    .map((r, i) => ({ r, i }))
    .sort(
      (a, b) =>
        a.r.subject.sortOrder - b.r.subject.sortOrder ||
        a.r.subject.name.localeCompare(b.r.subject.name) ||
        kindRank(a.r.template.kind) - kindRank(b.r.template.kind) ||
        a.i - b.i,
    )
    .map(({ r }) => toView(r.template, r.subject));
}

export async function getTemplate(db: DbOrTx, id: string): Promise<ExamTemplate> {
  const [row] = await db
    .select({ template: examTemplates, subject: subjectColumns })
    .from(examTemplates)
    .innerJoin(subjects, eq(subjects.id, examTemplates.subjectId))
    .where(eq(examTemplates.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Exam template not found');
  return toView(row.template, row.subject);
}
