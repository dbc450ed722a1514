import { z } from 'zod';
import { pagedListSchema, pageField, pageSizeField, searchField } from './validation';

/**
 * Database tools (admin): migrations and reference data (database-setup), a health run of
 * checks (database-test), and sizes, index usage and slow statements (database-analytics).
 */

export const DATABASE_DRIVERS = ['pglite', 'postgres'] as const;
export type DatabaseDriver = (typeof DATABASE_DRIVERS)[number];

/** The word an administrator types to apply pending migrations. */
export const MIGRATE_CONFIRMATION = 'MIGRATE';

export const DATABASE_TOOLS_MESSAGES = {
  confirmMigrate: `Type ${MIGRATE_CONFIRMATION} to apply the pending migrations`,
  nothingPending: 'Nothing to apply: every migration is already applied',
  migrationFailed: (detail: string) => `The migrations could not be applied: ${detail}`,
} as const;

// --- database-setup --------------------------------------------------------------------------

export const MIGRATION_STATES = ['applied', 'pending'] as const;
export type MigrationState = (typeof MIGRATION_STATES)[number];

export const migrationItemSchema = z.object({
  index: z.number().int(),
  tag: z.string(),
  /** When the migration was written (drizzle's journal; the database records this same time). */
  createdAt: z.string(),
  state: z.enum(MIGRATION_STATES),
  /** Applied, but the file's checksum differs from the one recorded when it ran. */
  changed: z.boolean(),
});
export type MigrationItem = z.infer<typeof migrationItemSchema>;

export const migrationStatusSchema = z.object({
  driver: z.enum(DATABASE_DRIVERS),
  applied: z.number().int(),
  pending: z.number().int(),
  /** The newest migration the database has applied, or null on an empty database. */
  lastAppliedAt: z.string().nullable(),
  migrations: z.array(migrationItemSchema),
});
export type MigrationStatus = z.infer<typeof migrationStatusSchema>;

export const applyMigrationsBodySchema = z.object({
  confirmation: z
    .string({ error: DATABASE_TOOLS_MESSAGES.confirmMigrate })
    .refine((v) => v.trim() === MIGRATE_CONFIRMATION, {
      error: DATABASE_TOOLS_MESSAGES.confirmMigrate,
    }),
});
export type ApplyMigrationsBody = z.infer<typeof applyMigrationsBodySchema>;

export const applyMigrationsResultSchema = z.object({
  applied: z.array(z.string()),
  durationMs: z.number(),
  status: migrationStatusSchema,
});
export type ApplyMigrationsResult = z.infer<typeof applyMigrationsResultSchema>;

/** The tables the reference data fills, as the seed report names them. */
export const SEED_TABLES = [
  'packages',
  'email_templates',
  'subjects',
  'topics',
  'passages',
  'questions',
  'item_models',
  'exam_templates',
  'system_settings',
] as const;
export type SeedTable = (typeof SEED_TABLES)[number];

export const seedResultSchema = z.object({
  inserted: z.array(
    z.object({ table: z.enum(SEED_TABLES), before: z.number().int(), inserted: z.number().int() }),
  ),
  total: z.number().int(),
  durationMs: z.number(),
});
export type SeedResult = z.infer<typeof seedResultSchema>;

// --- database-test ---------------------------------------------------------------------------

export const DATABASE_CHECKS = [
  'connectivity',
  'latency',
  'read',
  'write',
  'rollback',
  'extensions',
  'version',
  'driver',
] as const;
export type DatabaseCheckId = (typeof DATABASE_CHECKS)[number];

export const databaseCheckSchema = z.object({
  id: z.enum(DATABASE_CHECKS),
  ok: z.boolean(),
  durationMs: z.number(),
  /** What the check found (a version, a count) or the database's error message. */
  detail: z.string().nullable(),
});
export type DatabaseCheck = z.infer<typeof databaseCheckSchema>;

export const REQUIRED_EXTENSIONS = ['pg_trgm'] as const;

export const databaseTestResultSchema = z.object({
  ok: z.boolean(),
  driver: z.enum(DATABASE_DRIVERS),
  serverVersion: z.string().nullable(),
  latency: z
    .object({
      samples: z.number().int(),
      p50: z.number(),
      p95: z.number(),
      min: z.number(),
      max: z.number(),
    })
    .nullable(),
  extensions: z.array(
    z.object({ name: z.string(), installed: z.boolean(), version: z.string().nullable() }),
  ),
  checks: z.array(databaseCheckSchema),
  durationMs: z.number(),
  ranAt: z.string(),
});
export type DatabaseTestResult = z.infer<typeof databaseTestResultSchema>;

// --- database-analytics ----------------------------------------------------------------------

export const INDEX_FILTERS = ['all', 'unused'] as const;

/** `search` filters tables and indexes by name; the index list is paged. */
export const databaseAnalyticsQuerySchema = z.object({
  search: searchField(100),
  indexes: z.enum(INDEX_FILTERS, { error: 'Use all or unused' }).default('all'),
  page: pageField(),
  pageSize: pageSizeField(100, 25),
});
export type DatabaseAnalyticsQuery = z.infer<typeof databaseAnalyticsQuerySchema>;

export const tableStatSchema = z.object({
  name: z.string(),
  /** pg_class.reltuples; null when the table was never analysed. */
  estimatedRows: z.number().nullable(),
  /** count(*) for small tables; null where only the estimate is shown. */
  exactRows: z.number().int().nullable(),
  totalBytes: z.number(),
  tableBytes: z.number(),
  indexBytes: z.number(),
  indexCount: z.number().int(),
});
export type TableStat = z.infer<typeof tableStatSchema>;

export const indexStatSchema = z.object({
  name: z.string(),
  table: z.string(),
  bytes: z.number(),
  scans: z.number(),
  unique: z.boolean(),
  primary: z.boolean(),
  /** Never scanned since statistics were reset, and not enforcing a key. */
  unused: z.boolean(),
});
export type IndexStat = z.infer<typeof indexStatSchema>;

export const STATEMENTS_UNAVAILABLE = ['notInstalled', 'notReadable'] as const;

export const statementStatSchema = z.object({
  query: z.string(),
  calls: z.number(),
  totalMs: z.number(),
  meanMs: z.number(),
  rows: z.number(),
});
export type StatementStat = z.infer<typeof statementStatSchema>;

export const databaseAnalyticsSchema = z.object({
  driver: z.enum(DATABASE_DRIVERS),
  databaseBytes: z.number(),
  /** Tables with fewer estimated rows than this are counted exactly. */
  exactCountLimit: z.number().int(),
  tables: z.array(tableStatSchema),
  /** Indexes matching the search (and filter), largest first, one page of them. */
  indexes: pagedListSchema(indexStatSchema),
  /** All indexes matching the search, and how many of them are unused. */
  indexCount: z.number().int(),
  unusedIndexCount: z.number().int(),
  statements: z.object({
    available: z.boolean(),
    /** Why there are no statements: the extension is missing, or it cannot be read. */
    reason: z.enum(STATEMENTS_UNAVAILABLE).nullable(),
    detail: z.string().nullable(),
    items: z.array(statementStatSchema),
  }),
});
export type DatabaseAnalytics = z.infer<typeof databaseAnalyticsSchema>;
