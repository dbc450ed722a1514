import { sql } from 'drizzle-orm';
import type {
  BrowsableColumn,
  BrowsableTable,
  ColumnKind,
} from '../../../common/contracts/schema-tools';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { AppError } from '../../lib/errors';
import { isMaskedColumn } from './masking';

/** How a catalog type compares in a filter. */
export function columnKind(udt: string): ColumnKind {
  if (['text', 'varchar', 'bpchar', 'citext', 'name', 'char'].includes(udt)) return 'text';
  if (['int2', 'int4', 'int8', 'numeric', 'float4', 'float8'].includes(udt)) return 'number';
  if (udt === 'bool') return 'boolean';
  if (udt === 'uuid') return 'uuid';
  if (['timestamptz', 'timestamp', 'date'].includes(udt)) return 'date';
  if (udt === 'json' || udt === 'jsonb') return 'json';
  return 'other';
}

type ColumnRow = {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: string;
  estimate: number | string | null;
};

/**
 * The application's tables and their columns, from the catalog: the only names the table
 * browser ever puts into a query.
 */
export async function listBrowsableTables(db: DbOrTx): Promise<BrowsableTable[]> {
  const rows = await rowsOf<ColumnRow>(
    db,
    sql`select c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable,
          (select greatest(cl.reltuples, 0)::bigint::text from pg_class cl
            join pg_namespace n on n.oid = cl.relnamespace
            where n.nspname = 'public' and cl.relname = c.table_name) as estimate
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        -- drizzle's bookkeeping is left out even where it lives in the public schema
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.table_name <> '__drizzle_migrations'
        order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, BrowsableTable>();
  for (const row of rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, estimatedRows: Number(row.estimate ?? 0), columns: [] };
      tables.set(row.table_name, table);
    }
    const column: BrowsableColumn = {
      name: row.column_name,
      type: row.data_type === 'ARRAY' ? `${row.udt_name.replace(/^_/, '')}[]` : row.data_type,
      kind: row.data_type === 'ARRAY' ? 'other' : columnKind(row.udt_name),
      nullable: row.is_nullable === 'YES',
      masked: isMaskedColumn(row.table_name, row.column_name),
    };
    table.columns.push(column);
  }
  return [...tables.values()];
}

/** One table from the catalog, or a 404 before any query names it. */
export async function findBrowsableTable(db: DbOrTx, name: string): Promise<BrowsableTable> {
  const table = (await listBrowsableTables(db)).find((t) => t.name === name);
  if (!table) throw new AppError('NOT_FOUND', `Unknown table: ${name}`);
  return table;
}
