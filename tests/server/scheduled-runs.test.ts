import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemSettings } from '../../src/server/db/schema';
import { claimScheduledRun, runScheduled } from '../../src/server/lib/scheduled-run';
import { runScheduledBackup } from '../../src/server/modules/backup/backup-scheduler';
import { BACKUP_SETTINGS_KEY } from '../../src/server/modules/backup/backup-settings';
import { openTestDatabase, type TestDatabase } from '../helpers/test-db';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let database: TestDatabase;
const dirs: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('scheduled runs shared by several instances', () => {
  it('runs a slot once when instances tick at the same moment', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      await sleep(50);
      return 'done';
    };
    const results = await Promise.all(
      ['a', 'b', 'c'].map((holder) =>
        runScheduled(database.db, 'same-moment', { slot: 10, holder }, work),
      ),
    );
    expect(runs).toBe(1);
    expect(results.filter((r) => r === 'done')).toHaveLength(1);
    // The same period later does nothing; the next one runs; an older one never does.
    expect(await runScheduled(database.db, 'same-moment', { slot: 10, holder: 'b' }, work)).toBe(
      null,
    );
    expect(await runScheduled(database.db, 'same-moment', { slot: 11, holder: 'b' }, work)).toBe(
      'done',
    );
    expect(await runScheduled(database.db, 'same-moment', { slot: 9, holder: 'c' }, work)).toBe(
      null,
    );
    expect(runs).toBe(2);
  });

  it('claims nothing in a period with nothing to do', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
    };
    const idle = { slot: 3, holder: 'a', due: async () => false };
    expect(await runScheduled(database.db, 'idle-sweep', idle, work)).toBe(null);
    const rows = await database.db
      .select()
      .from(systemSettings)
      .where(eq(systemSettings.key, 'schedule:idle-sweep'));
    expect(rows).toEqual([]);
    await runScheduled(database.db, 'idle-sweep', { ...idle, due: async () => true }, work);
    expect(runs).toBe(1);
  });

  it('gives a failed slot back, so the next tick anywhere tries again', async () => {
    await expect(
      runScheduled(database.db, 'fails-once', { slot: 5, holder: 'a' }, async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(
      await runScheduled(database.db, 'fails-once', { slot: 5, holder: 'b' }, async () => 'ok'),
    ).toBe('ok');
  });

  it('lets another instance take over once a crashed holder stops renewing its lease', async () => {
    expect(
      await claimScheduledRun(database.db, 'crashes', { slot: 1, holder: 'gone', leaseMs: 200 }),
    ).toBe(true);
    expect(
      await runScheduled(database.db, 'crashes', { slot: 1, holder: 'b' }, async () => 'early'),
    ).toBe(null);
    await sleep(300);
    expect(
      await runScheduled(database.db, 'crashes', { slot: 1, holder: 'b' }, async () => 'late'),
    ).toBe('late');
  });

  it('keeps a long run its own by renewing the lease while it works', async () => {
    const long = runScheduled(
      database.db,
      'long-run',
      { slot: 1, holder: 'a', leaseMs: 300 },
      async () => {
        await sleep(900);
        return 'a';
      },
    );
    await sleep(600);
    const other = await runScheduled(
      database.db,
      'long-run',
      { slot: 2, holder: 'b', leaseMs: 300 },
      async () => 'b',
    );
    expect(other).toBe(null);
    expect(await long).toBe('a');
  });

  it('takes the daily backup once for instances with backup folders of their own', async () => {
    await database.db
      .insert(systemSettings)
      .values({ key: BACKUP_SETTINGS_KEY, value: { enabled: true, hourUtc: 1, keep: 3 } })
      .onConflictDoUpdate({
        target: systemSettings.key,
        set: { value: { enabled: true, hourUtc: 1, keep: 3 } },
      });
    for (let i = 0; i < 2; i++) dirs.push(await mkdtemp(join(tmpdir(), 'tafawuq-instance-')));
    const now = new Date('2032-03-04T01:30:00Z');
    const runs = await Promise.all(
      dirs.map((dir) => runScheduledBackup({ db: database.db, dir }, now)),
    );
    expect(runs.filter((r) => r.created !== null)).toHaveLength(1);
    const later = new Date('2032-03-04T06:00:00Z');
    for (const dir of dirs) {
      expect((await runScheduledBackup({ db: database.db, dir }, later)).created).toBeNull();
    }
    const taken = await Promise.all(dirs.map(async (dir) => (await readdir(dir)).length));
    expect(taken.reduce((sum, n) => sum + n, 0)).toBe(1);
    // The next day's backup is due again, on whichever instance ticks first.
    const next = await runScheduledBackup(
      { db: database.db, dir: dirs[1] ?? '' },
      new Date('2032-03-05T01:10:00Z'),
    );
    expect(next.created).not.toBeNull();
  }, 60_000);
});
