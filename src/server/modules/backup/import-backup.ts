import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BACKUP_NAME_PATTERN,
  type BackupManifest,
  type BackupRestoreResult,
  backupManifestSchema,
} from '../../../common/contracts/backup';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit/record-audit';
import { isTarHeader, readArchiveEntries } from './backup-archive';
import {
  type BackupDeps,
  backupPath,
  DATA_FILE,
  DUMP_FILE,
  dataFileOf,
  exclusive,
  MANIFEST_FILE,
  methodOf,
  readStoredBackup,
} from './backup-store';
import { checkRestoreConfirmation, replaceData } from './restore-backup';
import { inspectLogicalFile, verifyBackupFiles } from './verify-backup';

const LABEL = 'upload';
const foreign = () =>
  new AppError(
    'BAD_REQUEST',
    'This file is not a Tafawuq backup: upload the .jsonl.gz or .tar file a backup download gives',
  );

/** A new temporary file in the backups folder (same disk, so it can be renamed into place). */
export async function uploadTempPath(dir: string) {
  await mkdir(dir, { recursive: true });
  return join(dir, `.upload-${randomBytes(6).toString('hex')}.part`);
}

/**
 * Writes a request body to `file`, refusing more than `max` bytes (400, the file is removed).
 */
export async function receiveUpload(body: Readable, file: string, max: number) {
  let size = 0;
  const out = createWriteStream(file);
  try {
    await pipeline(
      body,
      async function* limit(source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          if (size > max)
            throw new AppError(
              'BAD_REQUEST',
              `The file is larger than ${Math.round(max / 1024 ** 2)} MB, the most an upload may be`,
            );
          yield chunk;
        }
      },
      out,
    );
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
  if (size === 0) {
    await rm(file, { force: true });
    throw new AppError('BAD_REQUEST', 'Choose a backup file to upload');
  }
  return size;
}

const withoutUpload = (m: BackupManifest) => JSON.stringify({ ...m, uploadedAt: undefined });

/**
 * Checks a backup file from anywhere (a download of this or another installation) and stores
 * it in the backups folder under its own name, marked `uploadedAt`. A file that is not a
 * backup, or whose checksums do not hold, is refused (400) and nothing is stored. A backup
 * already stored under that name is kept as it is (the same backup: `created` false). Call it
 * inside `exclusive(dir)`.
 */
export async function importBackupFile(
  deps: BackupDeps,
  file: string,
  now = new Date(),
): Promise<{ manifest: BackupManifest; data: string; created: boolean }> {
  const first = Buffer.alloc(512);
  const handle = await open(file, 'r');
  const { bytesRead } = await handle.read(first, 0, 512, 0).finally(() => handle.close());
  const staging = join(deps.dir, `.import-${randomBytes(6).toString('hex')}.partial`);
  await mkdir(staging, { recursive: true });
  try {
    let manifest: BackupManifest;
    if (bytesRead >= 2 && first[0] === 0x1f && first[1] === 0x8b) {
      manifest = (await inspectLogicalFile(file, LABEL)).embedded;
      if (methodOf(manifest) !== 'logical') throw foreign();
      await copyFile(file, join(staging, DATA_FILE));
    } else if (isTarHeader(first.subarray(0, bytesRead))) {
      const entries = await readArchiveEntries(file);
      const m = entries?.find((e) => e.name === MANIFEST_FILE);
      const d = entries?.find((e) => e.name === DUMP_FILE);
      if (!m || !d || m.size > 50 * 1024 ** 2) throw foreign();
      const text = Buffer.alloc(m.size);
      const h = await open(file, 'r');
      await h.read(text, 0, m.size, m.offset).finally(() => h.close());
      const parsed = backupManifestSchema.safeParse(
        (() => {
          try {
            return JSON.parse(text.toString('utf8'));
          } catch {
            return null;
          }
        })(),
      );
      if (!parsed.success || methodOf(parsed.data) !== 'pg_dump') throw foreign();
      manifest = parsed.data;
      if (d.size > 0)
        await pipeline(
          createReadStream(file, { start: d.offset, end: d.offset + d.size - 1 }),
          createWriteStream(join(staging, DUMP_FILE)),
        );
      else await writeFile(join(staging, DUMP_FILE), '');
    } else {
      throw foreign();
    }
    if (!BACKUP_NAME_PATTERN.test(manifest.name)) throw foreign();
    manifest = { ...manifest, uploadedAt: undefined };
    const data = dataFileOf(staging, manifest);
    await verifyBackupFiles(manifest, data, LABEL);

    const target = backupPath(deps.dir, manifest.name);
    if (existsSync(target.folder)) {
      const stored = await readStoredBackup(deps.dir, manifest.name).catch(() => null);
      if (!stored || withoutUpload(stored.manifest) !== withoutUpload(manifest))
        throw new AppError(
          'CONFLICT',
          `A different backup named ${manifest.name} is already stored here; delete it first`,
        );
      return { manifest: stored.manifest, data: stored.data, created: false };
    }
    const kept: BackupManifest = { ...manifest, uploadedAt: now.toISOString() };
    await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(kept, null, 2)}\n`);
    await rename(staging, target.folder);
    return { manifest: kept, data: dataFileOf(target.folder, kept), created: true };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Upload and restore (and the command-line restore): stores the file as a backup, then replaces
 * all application data with it in one transaction. A refused file or restore changes nothing:
 * a backup stored by this call is removed again.
 */
export async function restoreBackupFile(
  deps: BackupDeps,
  file: string,
  opts: { confirmation: string; actor?: AuditActor },
): Promise<BackupRestoreResult> {
  checkRestoreConfirmation(opts.confirmation);
  return exclusive(deps.dir, async () => {
    const { manifest, data, created } = await importBackupFile(deps, file);
    try {
      return await replaceData(deps, manifest, data, manifest.name, opts.actor);
    } catch (err) {
      if (created) await rm(backupPath(deps.dir, manifest.name).folder, { recursive: true });
      throw err;
    }
  });
}
