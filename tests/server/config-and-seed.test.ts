import { describe, expect, it } from 'vitest';
import { FREE_TRIAL_PACKAGE_ID } from '../../src/common/constants';
import { loadConfig } from '../../src/server/config';
import { pingDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { packages } from '../../src/server/db/schema';
import { seedReferenceData } from '../../src/server/db/seed/reference-data';
import { openTestDatabase } from '../helpers/test-db';

describe('configuration', () => {
  it('runs with no environment at all on embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: 'data',
      APP_URL: 'http://localhost:3000',
      NODE_ENV: 'production',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable with a clear reason', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        BETTER_AUTH_SECRET: 'short',
        LOG_LEVEL: 'loud',
      }),
    ).toThrow(
      [
        'Invalid configuration:',
        '  PORT: must be a number',
        '  DATABASE_URL: must be a URL starting with postgres:// or postgresql:// (a PostgreSQL server)',
        '  BETTER_AUTH_SECRET: must be at least 32 characters long',
        '  LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
      ].join('\n'),
    );
  });
});

describe('database', () => {
  it('migrates and seeds idempotently, with the Free Trial at its fixed id', async () => {
    const database = await openTestDatabase();
    try {
      await runMigrations(database);
      await seedReferenceData(database.db);
      const rows = await database.db.select().from(packages).orderBy(packages.unlockPoints);
      expect(rows.map((p) => p.name)).toEqual(['Free Trial', 'Basic', 'Premium', 'Ultimate']);
      const trial = rows[0];
      expect(trial).toMatchObject({
        id: FREE_TRIAL_PACKAGE_ID,
        isTrial: true,
        unlockPoints: 1,
        examLimit: 2,
      });
      expect(rows.find((p) => p.name === 'Ultimate')?.examLimit).toBeNull();
    } finally {
      await database.close();
    }
  });

  it('reports an unreachable database as down', async () => {
    const database = await openTestDatabase();
    await database.close();
    expect(await pingDatabase(database.db)).toBe(false);
  });
});
