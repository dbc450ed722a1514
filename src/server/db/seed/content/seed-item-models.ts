import { eq, sql } from 'drizzle-orm';
import { itemModelInputSchema } from '../../../../common/contracts/item-models';
import type { Db } from '../../client';
import { itemModels, subjects, systemSettings, topics } from '../../schema';
import { SEED_ITEM_MODELS } from './item-models';

/** Written once the reference item models are in: administrators own them afterwards. */
export const ITEM_MODELS_SEED_KEY = 'seed.item-models.v1';

/**
 * The reference item models (three or more per math and science subject), once per database,
 * with auto-confirm off. A subject or topic that is missing (renamed by an administrator before
 * this seed first ran) skips its models instead of failing the start.
 */
export async function seedItemModels(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7340006)`);
    const [done] = await tx
      .select({ key: systemSettings.key })
      .from(systemSettings)
      .where(eq(systemSettings.key, ITEM_MODELS_SEED_KEY));
    if (done) return;
    const places = await tx
      .select({
        subjectId: subjects.id,
        topicId: topics.id,
        subject: subjects.slug,
        topic: topics.slug,
      })
      .from(topics)
      .innerJoin(subjects, eq(subjects.id, topics.subjectId));
    const byKey = new Map(places.map((p) => [`${p.subject}/${p.topic}`, p]));
    const rows = SEED_ITEM_MODELS.flatMap(({ subject, topic, ...model }) => {
      const place = byKey.get(`${subject}/${topic}`);
      if (!place) return [];
      const input = itemModelInputSchema.parse({
        ...model,
        subjectId: place.subjectId,
        topicId: place.topicId,
      });
      return [{ ...input, autoConfirm: false }];
    });
    if (rows.length) await tx.insert(itemModels).values(rows);
    await tx
      .insert(systemSettings)
      .values({ key: ITEM_MODELS_SEED_KEY, value: { seededAt: new Date().toISOString() } })
      .onConflictDoNothing();
  });
}
