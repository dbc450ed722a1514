import { asc, eq } from 'drizzle-orm';
import type { TemplateSection } from '../../../common/contracts/content';
import type { DbOrTx } from '../../db/client';
import { subjects, topics } from '../../db/schema';
import { AppError } from '../../lib/errors';

export type SubjectTopics = {
  subject: { id: string; name: string; isActive: boolean };
  topics: { id: string; slug: string; name: string; blueprintWeight: number; isActive: boolean }[];
};

/** The template's subject and its topics in display order; a missing subject is a field error. */
export async function loadSubjectTopics(db: DbOrTx, subjectId: string): Promise<SubjectTopics> {
  const [subject] = await db
    .select({ id: subjects.id, name: subjects.name, isActive: subjects.isActive })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  if (!subject) {
    throw new AppError('VALIDATION', 'This subject does not exist', {
      subjectId: 'This subject does not exist',
    });
  }
  const rows = await db
    .select({
      id: topics.id,
      slug: topics.slug,
      name: topics.name,
      blueprintWeight: topics.blueprintWeight,
      isActive: topics.isActive,
    })
    .from(topics)
    .where(eq(topics.subjectId, subjectId))
    .orderBy(asc(topics.sortOrder), asc(topics.name));
  return { subject, topics: rows };
}

const quoted = (slugs: string[]) => slugs.map((s) => `'${s}'`).join(', ');

/**
 * Every section's topics must be topics of the subject: a 400 naming the unknown ones, under
 * `sections.<n>.topics`.
 */
export function assertKnownTopics(
  sections: Pick<TemplateSection, 'topics'>[],
  { subject, topics: known }: SubjectTopics,
): void {
  const slugs = new Set(known.map((t) => t.slug));
  const fields: Record<string, string> = {};
  sections.forEach((section, i) => {
    const unknown = (section.topics ?? []).filter((slug) => !slugs.has(slug));
    if (unknown.length === 0) return;
    fields[`sections.${i}.topics`] =
      unknown.length === 1
        ? `Unknown topic ${quoted(unknown)}: it is not a topic of ${subject.name}`
        : `Unknown topics ${quoted(unknown)}: they are not topics of ${subject.name}`;
  });
  const [first] = Object.values(fields);
  if (first) throw new AppError('VALIDATION', first, fields);
}
