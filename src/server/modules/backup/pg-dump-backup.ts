import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { BackupManifest } from '../../../common/contracts/backup';
import type { Db } from '../../db/client';
import { canonicalSettings, currentMigration, readCatalog, tableChecksum } from './backup-catalog';
import { connectionOf, type PgTools, poolOf, runTool } from './pg-tools';

/** SHA-256 (hex) of a file's bytes. */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A drizzle handle over one connection of the pool (a transaction the app drives itself). */
export async function drizzleOver(client: unknown): Promise<Db> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  return drizzle({ client: client as never, casing: 'snake_case' }) as unknown as Db;
}

/**
 * pg_dump of the whole database (custom format, compressed) from a snapshot this connection
 * exports; the manifest's row counts and checksums are computed in that same snapshot, so the
 * archive and its manifest describe one point in time.
 */
export async function writePgDump(
  db: Db,
  file: string,
  tools: PgTools,
): Promise<Pick<BackupManifest, 'migration' | 'tables' | 'fileSha256'>> {
  const pool = poolOf(db);
  if (!pool) throw new Error('pg_dump needs a PostgreSQL server');
  const client = await pool.connect();
  const tx = await drizzleOver(client);
  try {
    await client.query('begin isolation level repeatable read, read only');
    await canonicalSettings(tx);
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const { dbname, env } = connectionOf(pool);
    const dumping = runTool(
      tools.dump,
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${rows[0]?.id}`,
        `--file=${file}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    // Keep the promise handled while the checksums are computed beside it.
    dumping.catch(() => undefined);
    const migration = await currentMigration(tx);
    const tables: BackupManifest['tables'] = [];
    for (const table of await readCatalog(tx)) {
      const { rows: count, sha256 } = await tableChecksum(tx, table);
      tables.push({
        name: table.name,
        columns: table.columns.map((c) => ({ name: c.name, type: c.type })),
        rows: count,
        sha256,
      });
    }
    await dumping;
    await client.query('commit');
    return { migration, tables, fileSha256: await fileSha256(file) };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
