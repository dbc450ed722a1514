import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { DEFAULT_TEMPLATES } from './default-templates';

/** Inserts the default templates that are missing; never overwrites an administrator's edits. */
export async function seedEmailTemplates(db: Db): Promise<void> {
  await db.insert(emailTemplates).values(DEFAULT_TEMPLATES).onConflictDoNothing();
}
