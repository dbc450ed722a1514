import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PassageInputParsed } from '../../../common/contracts/passages';
import type { DbOrTx } from '../../db/client';
import { passages, subjects } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { slugify } from '../subjects/slugify';

/** 400 under `subjectId` unless the subject exists. */
export async function assertSubject(db: DbOrTx, subjectId: string): Promise<void> {
  const [subject] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  if (!subject)
    throw new AppError('VALIDATION', 'Unknown subject', { subjectId: 'Unknown subject' });
}

/**
 * The import/export key of a new passage: readable from the title, unique by its random end
 * (files exported later carry it, and importing them finds this passage again).
 */
function newKey(title: string): string {
  const base = slugify(title).slice(0, 40) || 'passage';
  return `${base}-${randomBytes(4).toString('hex')}`;
}

export async function createPassage(
  db: DbOrTx,
  input: PassageInputParsed,
  actor: AuditActor,
): Promise<string> {
  return db.transaction(async (tx) => {
    await assertSubject(tx, input.subjectId);
    const values = {
      subjectId: input.subjectId,
      title: input.title,
      body: input.body,
      key: newKey(input.title),
    };
    const [row] = await tx.insert(passages).values(values).returning({ id: passages.id });
    if (!row) throw new Error('passage insert returned nothing');
    await recordAudit(tx, actor, {
      action: 'passage.create',
      targetType: 'passage',
      targetId: row.id,
      after: { title: values.title, subjectId: values.subjectId, key: values.key },
    });
    return row.id;
  });
}
