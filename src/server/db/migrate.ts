import { MIGRATIONS_DIR } from '../lib/project-root';
import type { Database } from './client';

const MIGRATION_LOCK = 7_340_001;

/** Applies the committed SQL migrations; instances starting together apply them once. */
export async function runMigrations(database: Database): Promise<void> {
  await database.withLock(MIGRATION_LOCK, async () => {
    const config = { migrationsFolder: MIGRATIONS_DIR };
    if (database.driver === 'pglite') {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(database.db as never, config);
    } else {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(database.db as never, config);
    }
  });
}
