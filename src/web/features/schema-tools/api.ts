import type {
  BrowsableTable,
  DatabaseSchema,
  RunSqlFunctionInput,
  SqlFunction,
  SqlRunResult,
  TableFilter,
  TableRows,
} from '@common/contracts/schema-tools';
import { api } from '@/lib/api';

const BASE = '/api/admin/schema-tools';

export type RowsParams = {
  page: number;
  pageSize: number;
  sort?: string;
  order: 'asc' | 'desc';
  filters: TableFilter[];
};

export function rowsQueryString(
  params: Omit<RowsParams, 'page' | 'pageSize'> & Partial<RowsParams>,
) {
  const search = new URLSearchParams();
  if (params.page) search.set('page', String(params.page));
  if (params.pageSize) search.set('pageSize', String(params.pageSize));
  if (params.sort) search.set('sort', params.sort);
  search.set('order', params.order);
  if (params.filters.length) search.set('filters', JSON.stringify(params.filters));
  return search.toString();
}

export const getBrowsableTables = () =>
  api<{ tables: BrowsableTable[] }>(`${BASE}/tables`).then((r) => r.tables);

export const getTableRows = (table: string, params: RowsParams) =>
  api<TableRows>(`${BASE}/tables/${encodeURIComponent(table)}/rows?${rowsQueryString(params)}`);

export const tableExportUrl = (table: string, params: Omit<RowsParams, 'page' | 'pageSize'>) =>
  `${BASE}/tables/${encodeURIComponent(table)}/export?${rowsQueryString(params)}`;

export const getDatabaseSchema = () => api<DatabaseSchema>(`${BASE}/schema`);

export const getSqlFunctions = () =>
  api<{ functions: SqlFunction[] }>(`${BASE}/functions`).then((r) => r.functions);

export const runSqlFunction = (input: RunSqlFunctionInput) =>
  api<SqlRunResult>(`${BASE}/functions/run`, { body: input });
