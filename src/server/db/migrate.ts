import { MIGRATIONS_DIR } from '../lib/project-root';
import type { Database } from './client';

export const MIGRATION_LOCK = 7_340_001;

/** Applies the committed SQL migrations; instances starting together apply them once. */
export async function runMigrations(
  database: Pick<Database, 'db' | 'driver' | 'withLock'>,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<void> {
  await database.withLock(MIGRATION_LOCK, async () => {
    const config = { migrationsFolder };
    if (database.driver === 'pglite') {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(database.db as never, config);
    } else {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(database.db as never, config);
    }
  });
}
