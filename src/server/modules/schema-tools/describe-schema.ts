import { sql } from 'drizzle-orm';
import type { DatabaseSchema, SchemaTable } from '../../../common/contracts/schema-tools';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

const CONSTRAINT_KINDS = {
  p: 'primary',
  u: 'unique',
  c: 'check',
  f: 'foreign',
  x: 'exclusion',
} as const;

const ON_DELETE: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

/** Public tables, drizzle's bookkeeping left out. */
const TABLES = sql`select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname <> '__drizzle_migrations'`;

/** Tables, columns, indexes, constraints and foreign keys of the public schema, from the catalog. */
export async function describeSchema(db: DbOrTx): Promise<DatabaseSchema> {
  const [columns, indexes, constraints] = await Promise.all([
    rowsOf<{
      table: string;
      name: string;
      type: string;
      not_null: boolean;
      default: string | null;
    }>(
      db,
      sql`select c.relname as table, a.attname as name,
            format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
            pg_get_expr(d.adbin, d.adrelid) as default
          from pg_attribute a
          join pg_class c on c.oid = a.attrelid
          left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
          where a.attrelid in (${TABLES}) and a.attnum > 0 and not a.attisdropped
          order by c.relname, a.attnum`,
    ),
    rowsOf<{
      table: string;
      name: string;
      unique: boolean;
      primary: boolean;
      definition: string;
    }>(
      db,
      sql`select t.relname as table, i.relname as name, x.indisunique as unique,
            x.indisprimary as primary, pg_get_indexdef(x.indexrelid) as definition
          from pg_index x
          join pg_class t on t.oid = x.indrelid
          join pg_class i on i.oid = x.indexrelid
          where x.indrelid in (${TABLES})
          order by t.relname, i.relname`,
    ),
    rowsOf<{
      table: string;
      name: string;
      contype: string;
      definition: string;
      referenced: string | null;
      on_delete: string;
      columns: string[] | null;
      referenced_columns: string[] | null;
    }>(
      db,
      sql`select t.relname as table, k.conname as name, k.contype::text as contype,
            pg_get_constraintdef(k.oid) as definition, r.relname as referenced,
            k.confdeltype::text as on_delete,
            (select json_agg(a.attname order by u.i) from unnest(k.conkey) with ordinality u(n, i)
              join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n) as columns,
            (select json_agg(a.attname order by u.i) from unnest(k.confkey) with ordinality u(n, i)
              join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n) as referenced_columns
          from pg_constraint k
          join pg_class t on t.oid = k.conrelid
          left join pg_class r on r.oid = k.confrelid
          where k.conrelid in (${TABLES}) and k.contype in ('p', 'u', 'c', 'f', 'x')
          order by t.relname, k.conname`,
    ),
  ]);

  const tables = new Map<string, SchemaTable>();
  const table = (name: string) => {
    let found = tables.get(name);
    if (!found) {
      found = { name, columns: [], indexes: [], constraints: [] };
      tables.set(name, found);
    }
    return found;
  };
  for (const c of columns) {
    table(c.table).columns.push({
      name: c.name,
      type: c.type,
      nullable: !c.not_null,
      default: c.default,
    });
  }
  for (const i of indexes) {
    table(i.table).indexes.push({
      name: i.name,
      unique: i.unique,
      primary: i.primary,
      definition: i.definition,
    });
  }
  const foreignKeys: DatabaseSchema['foreignKeys'] = [];
  for (const k of constraints) {
    const kind = CONSTRAINT_KINDS[k.contype as keyof typeof CONSTRAINT_KINDS];
    table(k.table).constraints.push({ name: k.name, kind, definition: k.definition });
    if (kind === 'foreign' && k.referenced) {
      foreignKeys.push({
        name: k.name,
        table: k.table,
        columns: k.columns ?? [],
        referencedTable: k.referenced,
        referencedColumns: k.referenced_columns ?? [],
        onDelete: ON_DELETE[k.on_delete] ?? 'no action',
      });
    }
  }
  return {
    tables: [...tables.values()].sort((a, b) => a.name.localeCompare(b.name)),
    foreignKeys,
  };
}
