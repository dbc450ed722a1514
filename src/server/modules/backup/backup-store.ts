import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import {
  BACKUP_NAME_PATTERN,
  type BackupKind,
  type BackupManifest,
  type BackupMethod,
  backupManifestSchema,
} from '../../../common/contracts/backup';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';

/** What the backup services need: the database and the folder (DATA_DIR/backups). */
export type BackupDeps = { db: Db; dir: string };

export const MANIFEST_FILE = 'manifest.json';
export const DATA_FILE = 'data.jsonl.gz';
/** The data of a pg_dump backup: a custom-format archive (ADR 0014). */
export const DUMP_FILE = 'data.pgdump';
/** Line prefixes of the data file; every other line is one row as JSON. */
export const TABLE_LINE = '#table ';
export const MANIFEST_LINE = '#manifest ';

export function backupName(kind: BackupKind, at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `backup-${stamp}-${kind}-${randomBytes(2).toString('hex')}`;
}

export function backupPath(dir: string, name: string) {
  if (!BACKUP_NAME_PATTERN.test(name)) throw new AppError('NOT_FOUND', 'Unknown backup');
  const folder = join(dir, name);
  return {
    folder,
    manifest: join(folder, MANIFEST_FILE),
    data: join(folder, DATA_FILE),
    dump: join(folder, DUMP_FILE),
  };
}

export const methodOf = (m: BackupManifest): BackupMethod => m.method ?? 'logical';

/** The file holding a backup's data inside its folder. */
export const dataFileOf = (folder: string, m: BackupManifest) =>
  join(folder, methodOf(m) === 'pg_dump' ? DUMP_FILE : DATA_FILE);

/** What a download is called: the logical file, or a tar of manifest and pg_dump archive. */
export const downloadNameOf = (m: BackupManifest) =>
  `${m.name}${methodOf(m) === 'pg_dump' ? '.tar' : '.jsonl.gz'}`;

/** A stored backup: its manifest, the size of its data file and that file's path. */
export type StoredBackup = { manifest: BackupManifest; size: number; data: string };

/** The manifest and file size of one backup; 404 when it does not exist. */
export async function readStoredBackup(dir: string, name: string): Promise<StoredBackup> {
  const p = backupPath(dir, name);
  if (!existsSync(p.manifest)) throw new AppError('NOT_FOUND', 'Unknown backup');
  let manifest: BackupManifest;
  try {
    manifest = backupManifestSchema.parse(JSON.parse(await readFile(p.manifest, 'utf8')));
  } catch {
    throw new AppError('BAD_REQUEST', `The manifest of ${name} is unreadable or not a backup's`);
  }
  const data = dataFileOf(p.folder, manifest);
  if (!existsSync(data)) throw new AppError('NOT_FOUND', 'Unknown backup');
  return { manifest, size: (await stat(data)).size, data };
}

/** Every complete backup in the folder, newest first (unreadable ones are left out). */
export async function listStoredBackups(dir: string): Promise<StoredBackup[]> {
  await mkdir(dir, { recursive: true });
  const names = (await readdir(dir)).filter((n) => BACKUP_NAME_PATTERN.test(n));
  const found = await Promise.all(names.map((n) => readStoredBackup(dir, n).catch(() => null)));
  return found
    .filter((b): b is StoredBackup => b !== null)
    .sort((a, b) => (a.manifest.createdAt < b.manifest.createdAt ? 1 : -1));
}

export async function removeStoredBackup(dir: string, name: string) {
  await rm(backupPath(dir, name).folder, { recursive: true, force: true });
}

/** The lines of a backup's data file, decompressed. */
export function readDataLines(file: string): AsyncIterable<string> {
  const input = createReadStream(file).pipe(createGunzip());
  return createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
}

const queues = new Map<string, Promise<unknown>>();

/** One backup or restore at a time per folder (PGlite has one connection anyway). */
export function exclusive<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  const previous = queues.get(dir) ?? Promise.resolve();
  const run = previous.then(fn, fn);
  queues.set(
    dir,
    run.catch(() => undefined),
  );
  return run;
}
