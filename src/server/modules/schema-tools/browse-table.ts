import { and, type SQL, sql } from 'drizzle-orm';
import {
  type BrowsableColumn,
  type BrowsableTable,
  MASKED_VALUE,
  TABLE_CSV_MAX_ROWS,
  type TableFilter,
  type TableRows,
  type TableRowsQueryParsed,
} from '../../../common/contracts/schema-tools';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { toCsv } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { findBrowsableTable } from './browsable-tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^-?\d+(\.\d+)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function bad(message: string, field = 'filters'): never {
  throw new AppError('VALIDATION', message, { [field]: message });
}

function column(table: BrowsableTable, name: string, use: 'sort' | 'filter'): BrowsableColumn {
  const found = table.columns.find((c) => c.name === name);
  if (!found) bad(`Unknown column: ${name}`, use === 'sort' ? 'sort' : 'filters');
  if (found.masked)
    bad(
      `The column ${name} is masked: it cannot be used to ${use}`,
      use === 'sort' ? 'sort' : 'filters',
    );
  return found;
}

/** `%` and `_` in a search are literal characters. */
function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One filter as SQL: the column name comes from the catalog, the value is always a parameter,
 * cast to a type chosen here from the column's kind.
 */
function filterSql(table: BrowsableTable, filter: TableFilter): SQL {
  const col = column(table, filter.column, 'filter');
  const ident = sql.identifier(col.name);
  if (filter.op === 'empty') return sql`${ident} is null`;
  if (filter.op === 'notEmpty') return sql`${ident} is not null`;
  const value = (filter.value ?? '').trim();
  if (!value) bad(`Enter a value to filter ${col.name}`);
  if (filter.op === 'contains') {
    if (col.kind === 'number' || col.kind === 'boolean' || col.kind === 'date') {
      bad(`Use "equals" for ${col.name}`);
    }
    return sql`${ident}::text ilike ${likePattern(value)}`;
  }
  switch (col.kind) {
    case 'number':
      if (!NUMBER.test(value) || value.length > 30) bad(`${col.name} takes a number`);
      return sql`${ident} = ${value}::numeric`;
    case 'boolean':
      if (value !== 'true' && value !== 'false') bad(`${col.name} takes true or false`);
      return sql`${ident} = ${value === 'true'}::boolean`;
    case 'uuid':
      if (!UUID.test(value)) bad(`${col.name} takes a UUID`);
      return sql`${ident} = ${value}::uuid`;
    case 'date':
      if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
        bad(`${col.name} takes a date like 2025-01-31`);
      }
      // The day in UTC, whatever the column's exact type.
      return col.type.includes('with time zone')
        ? sql`(${ident} at time zone 'UTC')::date = ${value}::date`
        : sql`${ident}::date = ${value}::date`;
    default:
      return sql`${ident}::text = ${value}`;
  }
}

type Plan = { table: BrowsableTable; where: SQL | undefined; order: SQL; sort: string };

async function plan(
  db: DbOrTx,
  name: string,
  query: Pick<TableRowsQueryParsed, 'sort' | 'order' | 'filters'>,
): Promise<Plan> {
  const table = await findBrowsableTable(db, name);
  const fallback = table.columns.find((c) => !c.masked);
  if (!fallback) bad('This table has no readable column');
  const sortColumn = query.sort ? column(table, query.sort, 'sort') : fallback;
  const direction = query.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const tieBreak =
    sortColumn.name === fallback.name ? sql`` : sql`, ${sql.identifier(fallback.name)}`;
  return {
    table,
    where: and(...query.filters.map((f) => filterSql(table, f))),
    order: sql`${sql.identifier(sortColumn.name)} ${direction}${tieBreak}`,
    sort: sortColumn.name,
  };
}

function whereClause(where: SQL | undefined): SQL {
  return where ? sql`where ${where}` : sql``;
}

type RawRow = Record<string, string | null>;

function cells(table: BrowsableTable, row: RawRow): (string | null)[] {
  // Positional names (c0, c1…) keep odd column names out of the result's keys.
  return table.columns.map((_, i) => row[`c${i}`] ?? null);
}

/** Every column as text; masked ones are a constant, so their values are never read. */
function aliasedSelect(table: BrowsableTable): SQL {
  return sql.join(
    table.columns.map((c, i) =>
      c.masked
        ? sql`case when ${sql.identifier(c.name)} is null then null else ${MASKED_VALUE} end as ${sql.identifier(`c${i}`)}`
        : sql`${sql.identifier(c.name)}::text as ${sql.identifier(`c${i}`)}`,
    ),
    sql`, `,
  );
}

/** One page of a table, filtered and sorted, every cell as text. */
export async function browseTable(
  db: DbOrTx,
  name: string,
  query: TableRowsQueryParsed,
): Promise<TableRows> {
  const p = await plan(db, name, query);
  const from = sql`from public.${sql.identifier(p.table.name)} ${whereClause(p.where)}`;
  const [countRow] = await rowsOf<{ n: string | number }>(
    db,
    sql`select count(*)::text as n ${from}`,
  );
  const offset = (query.page - 1) * query.pageSize;
  const rows = await rowsOf<RawRow>(
    db,
    sql`select ${aliasedSelect(p.table)} ${from} order by ${p.order} limit ${query.pageSize} offset ${offset}`,
  );
  return {
    table: p.table.name,
    columns: p.table.columns,
    items: rows.map((r) => cells(p.table, r)),
    total: Number(countRow?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    sort: p.sort,
    order: query.order,
  };
}

/** The filtered rows as CSV (at most TABLE_CSV_MAX_ROWS), formula cells defused. */
export async function tableCsv(
  db: DbOrTx,
  name: string,
  query: Pick<TableRowsQueryParsed, 'sort' | 'order' | 'filters'>,
): Promise<string> {
  const p = await plan(db, name, query);
  const rows = await rowsOf<RawRow>(
    db,
    sql`select ${aliasedSelect(p.table)} from public.${sql.identifier(p.table.name)}
        ${whereClause(p.where)} order by ${p.order} limit ${TABLE_CSV_MAX_ROWS}`,
  );
  return toCsv([p.table.columns.map((c) => c.name), ...rows.map((r) => cells(p.table, r))]);
}
