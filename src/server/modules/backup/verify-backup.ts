import { createHash } from 'node:crypto';
import { type BackupManifest, backupManifestSchema } from '../../../common/contracts/backup';
import { AppError } from '../../lib/errors';
import {
  backupPath,
  MANIFEST_LINE,
  readDataLines,
  readStoredBackup,
  TABLE_LINE,
} from './backup-store';

const corrupt = (name: string, why: string) =>
  new AppError('BAD_REQUEST', `Backup ${name} is damaged and cannot be restored: ${why}`);

/**
 * Reads a backup's whole data file and checks it against its manifest: the same tables in the
 * same order, each with the recorded row count and SHA-256. Throws a 400 naming what differs.
 */
export async function verifyBackup(dir: string, name: string): Promise<BackupManifest> {
  const { manifest } = await readStoredBackup(dir, name);
  const seen: { name: string; rows: number; sha256: string }[] = [];
  let current: { name: string; rows: number; hash: ReturnType<typeof createHash> } | null = null;
  let embedded: string | null = null;
  const finish = () => {
    if (current)
      seen.push({ name: current.name, rows: current.rows, sha256: current.hash.digest('hex') });
    current = null;
  };
  try {
    for await (const line of readDataLines(backupPath(dir, name).data)) {
      if (embedded !== null) throw corrupt(name, 'data after the manifest');
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
        throw corrupt(name, 'a line that is not a row');
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw corrupt(name, 'the file is not a readable gzip stream');
  }
  if (embedded === null) throw corrupt(name, 'the file is incomplete (no manifest at its end)');
  let inner: BackupManifest;
  try {
    inner = backupManifestSchema.parse(JSON.parse(embedded));
  } catch {
    throw corrupt(name, 'the manifest inside the file is unreadable');
  }
  if (JSON.stringify(inner) !== JSON.stringify(manifest))
    throw corrupt(name, 'manifest.json differs from the manifest inside the file');
  if (seen.length !== manifest.tables.length)
    throw corrupt(name, `${seen.length} tables in the file, ${manifest.tables.length} listed`);
  manifest.tables.forEach((t, i) => {
    const s = seen[i];
    if (!s || s.name !== t.name) throw corrupt(name, `table ${t.name} is missing or out of order`);
    if (s.rows !== t.rows) throw corrupt(name, `table ${t.name} has ${s.rows} rows, not ${t.rows}`);
    if (s.sha256 !== t.sha256) throw corrupt(name, `the checksum of table ${t.name} differs`);
  });
  return manifest;
}
