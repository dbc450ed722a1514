import { z } from 'zod';
import { orderField, pagedListSchema, pageField, pageSizeField } from './validation';

// The administrators' schema tools: table browser, schema reader and SQL function tester.
// Table, column and function names are checked against the database's catalog on the server;
// the client never sends SQL.

/** What a masked cell shows instead of its value. */
export const MASKED_VALUE = '••••';
/** Rows a CSV export holds at most. */
export const TABLE_CSV_MAX_ROWS = 10_000;
/** Filters one table request may carry. */
export const TABLE_FILTERS_MAX = 10;

/** A table or column name as the catalog spells it (checked against the catalog afterwards). */
const identifier = (message: string) =>
  z.string({ error: message }).regex(/^[A-Za-z_][A-Za-z0-9_$]{0,62}$/, { error: message });

export const tableParamsSchema = z.object({ table: identifier('Unknown table') });

/** How a column compares: each kind has its own operators and value format. */
export const COLUMN_KINDS = ['text', 'number', 'boolean', 'uuid', 'date', 'json', 'other'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

export const FILTER_OPS = ['contains', 'equals', 'empty', 'notEmpty'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export const tableFilterSchema = z.object({
  column: identifier('Unknown column'),
  op: z.enum(FILTER_OPS, { error: 'Unknown filter operator' }),
  value: z.string().max(500, { error: 'At most 500 characters' }).optional(),
});
export type TableFilter = z.infer<typeof tableFilterSchema>;

/** `?filters=` is a JSON array of filters (a query string has no better way to nest). */
const filtersField = z
  .string()
  .max(8000, { error: 'Too many filters' })
  .optional()
  .transform((text, ctx) => {
    if (!text) return [] as TableFilter[];
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'The filters are not valid JSON' });
      return z.NEVER;
    }
    const result = z
      .array(tableFilterSchema)
      .max(TABLE_FILTERS_MAX, { error: `At most ${TABLE_FILTERS_MAX} filters` })
      .safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        message: result.error.issues[0]?.message ?? 'Invalid filters',
      });
      return z.NEVER;
    }
    return result.data;
  });

export const tableRowsQuerySchema = z.object({
  page: pageField(),
  pageSize: pageSizeField(100, 25),
  sort: identifier('Unknown column').optional(),
  order: orderField('asc'),
  filters: filtersField,
});
export type TableRowsQuery = z.input<typeof tableRowsQuerySchema>;
export type TableRowsQueryParsed = z.output<typeof tableRowsQuerySchema>;

export const browsableColumnSchema = z.object({
  name: z.string(),
  type: z.string(),
  kind: z.enum(COLUMN_KINDS),
  nullable: z.boolean(),
  /** Secrets: shown as MASKED_VALUE, and neither sortable nor filterable. */
  masked: z.boolean(),
});
export type BrowsableColumn = z.infer<typeof browsableColumnSchema>;

export const browsableTableSchema = z.object({
  name: z.string(),
  /** The planner's estimate (cheap); the exact count comes with the rows. */
  estimatedRows: z.number().int(),
  columns: z.array(browsableColumnSchema),
});
export const browsableTablesSchema = z.object({ tables: z.array(browsableTableSchema) });
export type BrowsableTable = z.infer<typeof browsableTableSchema>;

/** Every cell as the database's text form (null stays null; masked cells are MASKED_VALUE). */
export const tableRowsSchema = pagedListSchema(z.array(z.string().nullable())).extend({
  table: z.string(),
  columns: z.array(browsableColumnSchema),
  sort: z.string(),
  order: z.enum(['asc', 'desc']),
});
export type TableRows = z.infer<typeof tableRowsSchema>;

// ---- Database schema ----

export const schemaColumnSchema = z.object({
  name: z.string(),
  type: z.string(),
  nullable: z.boolean(),
  default: z.string().nullable(),
});
export const schemaIndexSchema = z.object({
  name: z.string(),
  unique: z.boolean(),
  primary: z.boolean(),
  definition: z.string(),
});
export const schemaConstraintSchema = z.object({
  name: z.string(),
  kind: z.enum(['primary', 'unique', 'check', 'foreign', 'exclusion']),
  definition: z.string(),
});
export const schemaForeignKeySchema = z.object({
  name: z.string(),
  table: z.string(),
  columns: z.array(z.string()),
  referencedTable: z.string(),
  referencedColumns: z.array(z.string()),
  onDelete: z.string(),
});
export const schemaTableSchema = z.object({
  name: z.string(),
  columns: z.array(schemaColumnSchema),
  indexes: z.array(schemaIndexSchema),
  constraints: z.array(schemaConstraintSchema),
});
export const databaseSchemaSchema = z.object({
  tables: z.array(schemaTableSchema),
  foreignKeys: z.array(schemaForeignKeySchema),
});
export type DatabaseSchema = z.infer<typeof databaseSchemaSchema>;
export type SchemaTable = z.infer<typeof schemaTableSchema>;
export type SchemaForeignKey = z.infer<typeof schemaForeignKeySchema>;

// ---- SQL functions ----

/** Parameter types the tester can take from a form; other functions are listed, not runnable. */
export const SQL_PARAM_KINDS = [
  'text',
  'uuid',
  'integer',
  'numeric',
  'boolean',
  'jsonb',
  'timestamptz',
  'date',
  'text[]',
  'uuid[]',
] as const;
export type SqlParamKind = (typeof SQL_PARAM_KINDS)[number];

export const sqlFunctionParamSchema = z.object({
  name: z.string(),
  /** As the catalog prints it (`text`, `timestamp with time zone`, `text[]`…). */
  type: z.string(),
  kind: z.enum(SQL_PARAM_KINDS).nullable(),
  hasDefault: z.boolean(),
});
export const sqlFunctionSchema = z.object({
  /** `name(argument types)`: what identifies one function among overloads. */
  signature: z.string(),
  name: z.string(),
  params: z.array(sqlFunctionParamSchema),
  returns: z.string(),
  language: z.string(),
  volatility: z.enum(['immutable', 'stable', 'volatile']),
  /** Every parameter has a supported type. */
  runnable: z.boolean(),
});
export const sqlFunctionsSchema = z.object({ functions: z.array(sqlFunctionSchema) });
export type SqlFunction = z.infer<typeof sqlFunctionSchema>;
export type SqlFunctionParam = z.infer<typeof sqlFunctionParamSchema>;

export const sqlArgSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('value'), value: z.string().max(10_000) }),
  z.object({ mode: z.literal('null') }),
  z.object({ mode: z.literal('default') }),
]);
export type SqlArg = z.infer<typeof sqlArgSchema>;

export const runSqlFunctionSchema = z.object({
  signature: z.string().min(1, { error: 'Choose a function' }).max(500),
  args: z.array(sqlArgSchema).max(100),
  /** Keep the changes (otherwise the transaction is rolled back). */
  commit: z.boolean().default(false),
  /** With commit: the function's name, typed. */
  confirmation: z.string().max(200).optional(),
});
export type RunSqlFunctionInput = z.input<typeof runSqlFunctionSchema>;

/** Rows the tester shows at most. */
export const SQL_RESULT_MAX_ROWS = 200;

export const sqlRunResultSchema = z.object({
  outcome: z.enum(['rolledBack', 'committed', 'error']),
  durationMs: z.number(),
  columns: z.array(z.string()),
  /** Each row's values as JSON text (strings unquoted), at most SQL_RESULT_MAX_ROWS. */
  rows: z.array(z.array(z.string().nullable())),
  rowCount: z.number().int(),
  truncated: z.boolean(),
  error: z
    .object({
      message: z.string(),
      code: z.string().nullable(),
      detail: z.string().nullable(),
      hint: z.string().nullable(),
    })
    .nullable(),
});
export type SqlRunResult = z.infer<typeof sqlRunResultSchema>;
