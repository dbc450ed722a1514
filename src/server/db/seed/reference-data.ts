import { seedEmailTemplates } from '../../modules/email/seed-email-templates';
import type { Db } from '../client';
import { packages } from '../schema';
import { seedContent } from './content/seed-content';
import { seedItemModels } from './content/seed-item-models';
import { REFERENCE_PACKAGES } from './packages';

/** Idempotent: inserts what is missing, never overwrites what administrators changed. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.insert(packages).values(REFERENCE_PACKAGES).onConflictDoNothing();
  await seedEmailTemplates(db);
  await seedContent(db);
  await seedItemModels(db);
}
