import { createHash } from 'node:crypto';
import { type BackupManifest, backupManifestSchema } from '../../../common/contracts/backup';
import { AppError } from '../../lib/errors';
import {
  MANIFEST_LINE,
  methodOf,
  readDataLines,
  readStoredBackup,
  TABLE_LINE,
} from './backup-store';
import { fileSha256 } from './pg-dump-backup';
import { findPgTools, runTool } from './pg-tools';

export const corrupt = (label: string, why: string) =>
  new AppError('BAD_REQUEST', `Backup ${label} is damaged and cannot be restored: ${why}`);

/**
 * Reads a logical data file whole: the manifest on its last line, and each table's row count and
 * SHA-256 as found. Throws a 400 when it is not such a file.
 */
export async function inspectLogicalFile(
  file: string,
  label: string,
): Promise<{ embedded: BackupManifest; seen: { name: string; rows: number; sha256: string }[] }> {
  const seen: { name: string; rows: number; sha256: string }[] = [];
  let current: { name: string; rows: number; hash: ReturnType<typeof createHash> } | null = null;
  let embedded: string | null = null;
  const finish = () => {
    if (current)
      seen.push({ name: current.name, rows: current.rows, sha256: current.hash.digest('hex') });
    current = null;
  };
  try {
    for await (const line of readDataLines(file)) {
      if (embedded !== null) throw corrupt(label, 'data after the manifest');
      if (line.startsWith(TABLE_LINE)) {
        finish();
        current = { name: line.slice(TABLE_LINE.length), rows: 0, hash: createHash('sha256') };
      } else if (line.startsWith(MANIFEST_LINE)) {
        finish();
        embedded = line.slice(MANIFEST_LINE.length);
      } else if (line.startsWith('{') && current) {
        current.rows += 1;
        current.hash.update(line).update('\n');
      } else if (line !== '') {
        throw corrupt(label, 'a line that is not a row');
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw corrupt(label, 'the file is not a readable gzip stream');
  }
  if (embedded === null) throw corrupt(label, 'the file is incomplete (no manifest at its end)');
  try {
    return { embedded: backupManifestSchema.parse(JSON.parse(embedded)), seen };
  } catch {
    throw corrupt(label, 'the manifest inside the file is unreadable');
  }
}

/** The manifest.json of a backup without what only this installation adds (uploadedAt). */
const portable = (m: BackupManifest): BackupManifest => ({ ...m, uploadedAt: undefined });

async function verifyLogical(file: string, manifest: BackupManifest, label: string) {
  const { embedded, seen } = await inspectLogicalFile(file, label);
  if (JSON.stringify(portable(embedded)) !== JSON.stringify(portable(manifest)))
    throw corrupt(label, 'manifest.json differs from the manifest inside the file');
  if (seen.length !== manifest.tables.length)
    throw corrupt(label, `${seen.length} tables in the file, ${manifest.tables.length} listed`);
  manifest.tables.forEach((t, i) => {
    const s = seen[i];
    if (!s || s.name !== t.name) throw corrupt(label, `table ${t.name} is missing or out of order`);
    if (s.rows !== t.rows)
      throw corrupt(label, `table ${t.name} has ${s.rows} rows, not ${t.rows}`);
    if (s.sha256 !== t.sha256) throw corrupt(label, `the checksum of table ${t.name} differs`);
  });
}

/** The `TABLE DATA public <name>` entries of a pg_dump archive's table of contents. */
export async function dumpTableData(
  restore: string,
  file: string,
  label: string,
): Promise<{ name: string; line: string }[]> {
  let toc: string;
  try {
    toc = (await runTool(restore, ['--list', file])).stdout;
  } catch {
    throw corrupt(label, 'pg_restore cannot read the archive');
  }
  const out: { name: string; line: string }[] = [];
  for (const line of toc.split('\n')) {
    // "3521; 0 16399 TABLE DATA public profiles postgres"
    const m = /^\d+; \d+ \d+ TABLE DATA public (\S+) /.exec(line);
    if (m?.[1]) out.push({ name: m[1], line });
  }
  return out;
}

async function verifyDump(file: string, manifest: BackupManifest, label: string) {
  if (!manifest.fileSha256) throw corrupt(label, 'the manifest has no checksum of the archive');
  if ((await fileSha256(file)) !== manifest.fileSha256)
    throw corrupt(label, 'the checksum of the pg_dump archive differs');
  const tools = await findPgTools();
  if (!tools) return; // Restoring needs pg_restore anyway; it says so then.
  const listed = new Set((await dumpTableData(tools.restore, file, label)).map((e) => e.name));
  for (const t of manifest.tables)
    if (!listed.has(t.name)) throw corrupt(label, `the archive holds no data of table ${t.name}`);
}

/**
 * Checks a backup's data file against its manifest without restoring it. Logical: the same
 * tables in the same order, each with the recorded row count and SHA-256. pg_dump: the archive's
 * SHA-256, and a table of contents holding every table's data. Throws a 400 naming what differs.
 */
export async function verifyBackupFiles(
  manifest: BackupManifest,
  dataFile: string,
  label: string,
): Promise<BackupManifest> {
  if (methodOf(manifest) === 'pg_dump') await verifyDump(dataFile, manifest, label);
  else await verifyLogical(dataFile, manifest, label);
  return manifest;
}

/** verifyBackupFiles of a stored backup. */
export async function verifyBackup(dir: string, name: string): Promise<BackupManifest> {
  const { manifest, data } = await readStoredBackup(dir, name);
  return verifyBackupFiles(manifest, data, name);
}
