import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedReferenceData } from '../db/seed/reference-data';

/** The database the configuration names, migrated and holding its reference data. */
export async function openConfiguredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'> & { DATABASE_POOL_SIZE?: number },
) {
  const database = config.DATABASE_URL
    ? await openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        // Per instance: N instances hold up to N times this many connections.
        max: config.DATABASE_POOL_SIZE,
      })
    : await openDatabase({ kind: 'pglite', dataDir: join(config.DATA_DIR, 'pgdata') });
  await runMigrations(database);
  await seedReferenceData(database.db);
  // PGlite has no autovacuum: without statistics the planner guesses, and lists and searches
  // over a large question bank pick the wrong index.
  if (!config.DATABASE_URL) await database.db.execute(sql`analyze`);
  return database;
}
