import { sql } from 'drizzle-orm';
import { SEED_TABLES, type SeedResult } from '../../../common/contracts/database-tools';
import type { Db, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { seedReferenceData } from '../../db/seed/reference-data';
import { type AuditActor, recordAudit } from '../audit/record-audit';

async function counts(tx: DbOrTx): Promise<Map<string, number>> {
  const parts = SEED_TABLES.map(
    (t) => sql`select ${t}::text as name, count(*)::int as n from ${sql.identifier(t)}`,
  );
  const rows = await rowsOf<{ name: string; n: number }>(tx, sql.join(parts, sql` union all `));
  return new Map(rows.map((r) => [r.name, Number(r.n)]));
}

/**
 * Runs the startup seed again (packages, e-mail templates, reference content): it inserts only
 * what is missing and never overwrites an administrator's edits. The report is the rows each
 * table gained; the audit entry `database.seed` commits with them.
 */
export async function loadReferenceData(db: Db, actor: AuditActor): Promise<SeedResult> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    const before = await counts(tx);
    await seedReferenceData(tx as unknown as Db);
    const after = await counts(tx);
    const inserted = SEED_TABLES.map((table) => {
      const b = before.get(table) ?? 0;
      return { table, before: b, inserted: Math.max(0, (after.get(table) ?? 0) - b) };
    });
    const total = inserted.reduce((sum, r) => sum + r.inserted, 0);
    await recordAudit(tx, actor, {
      action: 'database.seed',
      targetType: 'database',
      after: {
        total,
        inserted: Object.fromEntries(
          inserted.filter((r) => r.inserted).map((r) => [r.table, r.inserted]),
        ),
      },
    });
    return { inserted, total, durationMs: Math.round(performance.now() - started) };
  });
}
