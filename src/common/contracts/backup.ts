import { z } from 'zod';
import { idField, pagedListSchema, pageField, pageSizeField, searchField } from './validation';

/** The word an administrator types to replace the data with a backup's. */
export const RESTORE_CONFIRMATION = 'RESTORE';

/** Names the server gives backups: `backup-20261126-021204-manual-3f9a`. */
export const BACKUP_NAME_PATTERN = /^backup-\d{8}-\d{6}-(manual|scheduled)-[0-9a-f]{4,8}$/;

export const backupKindSchema = z.enum(['manual', 'scheduled']);
export type BackupKind = z.infer<typeof backupKindSchema>;

/**
 * How the data was written (ADR 0014): `logical`, the app's own JSON lines (both databases);
 * `pg_dump`, a pg_dump custom-format archive (PostgreSQL server with pg_dump installed).
 */
export const backupMethodSchema = z.enum(['logical', 'pg_dump']);
export type BackupMethod = z.infer<typeof backupMethodSchema>;

/** What a new backup uses: `auto` is pg_dump when it can, the logical format otherwise. */
export const backupCreateMethodSchema = z.enum(['auto', 'logical', 'pg_dump'], {
  error: 'Choose auto, logical or pg_dump',
});
export type BackupCreateMethod = z.infer<typeof backupCreateMethodSchema>;

export const backupCreateInputSchema = z
  .object({ method: backupCreateMethodSchema.optional() })
  .nullish();
export type BackupCreateInput = z.infer<typeof backupCreateInputSchema>;

export const backupTableSchema = z.object({
  name: z.string(),
  columns: z.array(z.object({ name: z.string(), type: z.string() })),
  rows: z.number().int(),
  /** SHA-256 (hex) of the table's rows as JSON lines, in primary-key order. */
  sha256: z.string(),
});

export const backupManifestSchema = z.object({
  format: z.literal('tafawuq-backup/1'),
  name: z.string(),
  kind: backupKindSchema,
  createdAt: z.string(),
  appVersion: z.string(),
  /** The last migration applied to the database it was taken from (its tag). */
  migration: z.string(),
  /** Tables in the order they are restored (parents before children). */
  tables: z.array(backupTableSchema),
  /** Absent in backups older than ADR 0014: logical. */
  method: backupMethodSchema.optional(),
  /** pg_dump backups: SHA-256 (hex) of the archive file itself. */
  fileSha256: z.string().optional(),
  /** Only in manifest.json of a backup uploaded here (never inside the file): when. */
  uploadedAt: z.string().optional(),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

export const backupSummarySchema = z.object({
  name: z.string(),
  kind: backupKindSchema,
  createdAt: z.string(),
  appVersion: z.string(),
  migration: z.string(),
  /** Size of the compressed file in bytes. */
  size: z.number().int(),
  tables: z.number().int(),
  rows: z.number().int(),
  /** False when the migration differs from the database's: it cannot be restored here. */
  restorable: z.boolean(),
  method: backupMethodSchema,
  /** Set when the file was uploaded to this installation. */
  uploadedAt: z.string().nullable(),
  /** Why it cannot be restored here: another migration, or pg_dump's format without pg_restore. */
  blocker: z.enum(['migration', 'method']).nullable(),
});
export type BackupSummary = z.infer<typeof backupSummarySchema>;

export const backupListQuerySchema = z.object({
  page: pageField(),
  pageSize: pageSizeField(100, 20),
  search: searchField(100),
});
export type BackupListQuery = z.infer<typeof backupListQuerySchema>;

export const backupListSchema = pagedListSchema(backupSummarySchema).extend({
  /** The database's current migration: a backup must match it to be restored. */
  currentMigration: z.string(),
  directory: z.string(),
  /** What "back up now" uses here, and the pg_dump version when it is used. */
  defaultMethod: backupMethodSchema,
  pgDumpVersion: z.string().nullable(),
});
export type BackupList = z.infer<typeof backupListSchema>;

export const backupNameParamsSchema = z.object({
  name: idField('Unknown backup').refine((v) => BACKUP_NAME_PATTERN.test(v), {
    error: 'Unknown backup',
  }),
});

export const backupDeleteInputSchema = z.object({
  /** The backup's name, typed again. */
  confirmation: z.string({ error: 'Type the name of the backup to delete it' }),
});

export const backupRestoreInputSchema = z.object({
  confirmation: z.string({ error: `Type ${RESTORE_CONFIRMATION} to replace the data` }),
});

/** Upload-and-restore: the file is the request body, the typed word is in the address. */
export const backupUploadQuerySchema = backupRestoreInputSchema;

/** Largest backup file accepted by upload (bytes). */
export const BACKUP_UPLOAD_MAX_BYTES = 2 * 1024 ** 3;

export const backupRestoreResultSchema = z.object({
  name: z.string(),
  tables: z.number().int(),
  rows: z.number().int(),
  durationMs: z.number().int(),
});
export type BackupRestoreResult = z.infer<typeof backupRestoreResultSchema>;

export const backupSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Hour of the day (UTC) the daily backup is taken. */
  hourUtc: z.number().int().min(0).max(23),
  /** How many scheduled backups to keep (the newest). */
  keep: z.number().int().min(1).max(365),
});
export type BackupSettings = z.infer<typeof backupSettingsSchema>;

export const backupSettingsInputSchema = z.object({
  enabled: z.boolean({ error: 'Choose on or off' }),
  hourUtc: z
    .number({ error: 'Choose an hour from 0 to 23' })
    .int({ error: 'Choose an hour from 0 to 23' })
    .min(0, { error: 'Choose an hour from 0 to 23' })
    .max(23, { error: 'Choose an hour from 0 to 23' }),
  keep: z
    .number({ error: 'Keep 1 to 365 backups' })
    .int({ error: 'Keep 1 to 365 backups' })
    .min(1, { error: 'Keep 1 to 365 backups' })
    .max(365, { error: 'Keep 1 to 365 backups' }),
});

export const backupSettingsViewSchema = backupSettingsSchema.extend({
  /** When the last scheduled backup was taken, if any. */
  lastScheduledAt: z.string().nullable(),
});
export type BackupSettingsView = z.infer<typeof backupSettingsViewSchema>;
