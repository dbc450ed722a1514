import '@/i18n/schemaTools';
import {
  type BrowsableColumn,
  type ColumnKind,
  FILTER_OPS,
  type FilterOp,
  MASKED_VALUE,
  TABLE_CSV_MAX_ROWS,
  type TableFilter,
} from '@common/contracts/schema-tools';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, Filter, Lock, Plus, Table2, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ariaSort, SortButton } from '@/components/sort-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { getBrowsableTables, getTableRows, tableExportUrl } from '@/features/schema-tools/api';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { pageParam, useListParams } from '@/lib/use-list-params';

const PAGE_SIZE = 25;

type Query = {
  table?: string;
  page: number;
  sort?: string;
  order: 'asc' | 'desc';
  filters: TableFilter[];
};

function parseFilters(text: string | null): TableFilter[] {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as TableFilter[]) : [];
  } catch {
    return [];
  }
}

const parse = (params: URLSearchParams): Query => ({
  table: params.get('table') ?? undefined,
  page: pageParam(params),
  sort: params.get('sort') ?? undefined,
  order: params.get('order') === 'desc' ? 'desc' : 'asc',
  filters: parseFilters(params.get('filters')),
});

/** Operators a column of this kind accepts (the server checks the same). */
function opsFor(kind: ColumnKind): FilterOp[] {
  if (kind === 'number' || kind === 'boolean' || kind === 'date') {
    return FILTER_OPS.filter((op) => op !== 'contains');
  }
  return [...FILTER_OPS];
}

function FilterEditor({
  columns,
  filters,
  onApply,
}: {
  columns: BrowsableColumn[];
  filters: TableFilter[];
  onApply: (filters: TableFilter[]) => void;
}) {
  const { t } = useTranslation('schemaTools');
  const id = useId();
  const usable = columns.filter((c) => !c.masked);
  const [draft, setDraft] = useState<TableFilter[]>(filters);
  useEffect(() => setDraft(filters), [filters]);
  const set = (index: number, patch: Partial<TableFilter>) =>
    setDraft((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const first = usable[0];

  return (
    <Card className="mb-4 p-4">
      <h2 className="mb-3 flex items-center gap-2 font-semibold text-ink text-sm">
        <Filter className="size-4" aria-hidden="true" />
        {t('tables.filters')}
      </h2>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        {draft.map((filter, index) => {
          const column = usable.find((c) => c.name === filter.column) ?? first;
          const ops = column ? opsFor(column.kind) : [...FILTER_OPS];
          const needsValue = filter.op === 'contains' || filter.op === 'equals';
          return (
            <fieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: filters are edited in place by position
              key={index}
              className="grid gap-2 sm:grid-cols-[minmax(0,14rem)_minmax(0,10rem)_minmax(0,1fr)_auto] sm:items-end"
            >
              <legend className="sr-only">{`${t('tables.filters')} ${index + 1}`}</legend>
              <div className="grid gap-1">
                <Label htmlFor={`${id}-col-${index}`}>{t('tables.column')}</Label>
                <Select
                  id={`${id}-col-${index}`}
                  value={filter.column}
                  onValueChange={(value) => {
                    const next = usable.find((c) => c.name === value);
                    const op =
                      next && !opsFor(next.kind).includes(filter.op) ? 'equals' : filter.op;
                    set(index, { column: value, op });
                  }}
                  options={usable.map((c) => ({ value: c.name, label: c.name }))}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`${id}-op-${index}`}>{t('tables.operator')}</Label>
                <Select
                  id={`${id}-op-${index}`}
                  value={filter.op}
                  onValueChange={(value) => set(index, { op: value as FilterOp })}
                  options={ops.map((op) => ({ value: op, label: t(`tables.ops.${op}`) }))}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`${id}-value-${index}`}>{t('tables.value')}</Label>
                <Input
                  id={`${id}-value-${index}`}
                  dir="auto"
                  disabled={!needsValue}
                  value={needsValue ? (filter.value ?? '') : ''}
                  placeholder={column ? column.type : undefined}
                  onChange={(event) => set(index, { value: event.target.value })}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('tables.removeFilter')}
                onClick={() => setDraft((rows) => rows.filter((_, i) => i !== index))}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </fieldset>
          );
        })}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={!first}
            onClick={() =>
              first &&
              setDraft((rows) => [
                ...rows,
                {
                  column: first.name,
                  op: opsFor(first.kind)[0] ?? 'equals',
                  value: '',
                },
              ])
            }
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('tables.addFilter')}
          </Button>
          <Button type="submit" size="sm">
            {t('tables.apply')}
          </Button>
          {filters.length ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onApply([])}>
              {t('tables.clear')}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}

type Row = { key: string; cells: (string | null)[] };

/** /admin/table-management: a read-only browser of the application's tables. */
export function Component() {
  const { t, i18n } = useTranslation('schemaTools');
  useDocumentTitle(t('tables.pageTitle'));
  const [query, update] = useListParams(parse);
  const tables = useQuery({ queryKey: ['schema-tools', 'tables'], queryFn: getBrowsableTables });
  const tableName = query.table ?? tables.data?.[0]?.name;
  const table = tables.data?.find((item) => item.name === tableName);
  const params = {
    page: query.page,
    pageSize: PAGE_SIZE,
    sort: query.sort,
    order: query.order,
    filters: query.filters,
  };
  const rows = useQuery({
    queryKey: ['schema-tools', 'rows', tableName, params],
    queryFn: () => getTableRows(tableName as string, params),
    enabled: Boolean(table),
    placeholderData: keepPreviousData,
  });
  const numbers = new Intl.NumberFormat(i18n.language);
  const sortedBy = rows.data?.sort;

  const columns: DataTableColumn<Row>[] = (rows.data?.columns ?? table?.columns ?? []).map(
    (column, index) => {
      const order = sortedBy === column.name ? query.order : undefined;
      return {
        id: column.name,
        header: column.masked ? (
          <span className="inline-flex items-center gap-1">
            <Lock className="size-3" aria-hidden="true" />
            {column.name}
            <span className="sr-only">({t('tables.masked')})</span>
          </span>
        ) : (
          <SortButton
            label={column.name}
            order={order}
            onSort={() =>
              update({
                sort: column.name,
                order: order === 'asc' ? 'desc' : 'asc',
              })
            }
          />
        ),
        sort: column.masked ? undefined : ariaSort(order),
        className:
          column.kind === 'date' || column.kind === 'uuid'
            ? 'min-w-44 max-w-80 align-top'
            : 'min-w-24 max-w-80 align-top',
        cell: (row) => {
          const value = row.cells[index];
          if (value === null || value === undefined) {
            return <span className="text-ink-muted text-xs italic">{t('tables.null')}</span>;
          }
          if (column.masked && value === MASKED_VALUE) {
            return <Badge variant="neutral">{MASKED_VALUE}</Badge>;
          }
          return (
            <span dir="auto" className="line-clamp-3 break-words font-mono text-xs" title={value}>
              {value.length > 300 ? `${value.slice(0, 300)}…` : value}
            </span>
          );
        },
      };
    },
  );

  const items: Row[] = (rows.data?.items ?? []).map((cells, i) => ({
    key: `${rows.data?.page}-${i}`,
    cells,
  }));

  return (
    <>
      <PageHeader title={t('tables.pageTitle')} description={t('tables.description')}>
        {table ? (
          <Button asChild variant="secondary">
            <a
              href={tableExportUrl(table.name, {
                sort: query.sort,
                order: query.order,
                filters: query.filters,
              })}
              download
              title={t('tables.exportHint', { max: numbers.format(TABLE_CSV_MAX_ROWS) })}
            >
              <Download className="size-4" aria-hidden="true" />
              {t('tables.export')}
            </a>
          </Button>
        ) : null}
      </PageHeader>
      {tables.isError ? (
        <FormAlert>{errorMessage(tables.error, t('tables.loadFailed'))}</FormAlert>
      ) : null}
      <div className="mb-4 grid max-w-md gap-1">
        <Label htmlFor="table-picker">{t('tables.table')}</Label>
        <Select
          id="table-picker"
          value={tableName ?? ''}
          onValueChange={(value) =>
            update({ table: value, sort: undefined, order: undefined, filters: undefined })
          }
          options={(tables.data ?? []).map((item) => ({
            value: item.name,
            // The planner's estimate is 0 until the table was first analysed: then say nothing.
            label: item.estimatedRows
              ? `${item.name} (${t('tables.rowsEstimate', { formatted: numbers.format(item.estimatedRows) })})`
              : item.name,
          }))}
        />
      </div>
      {table ? (
        <FilterEditor
          columns={table.columns}
          filters={query.filters}
          onApply={(filters) =>
            update({ filters: filters.length ? JSON.stringify(filters) : undefined })
          }
        />
      ) : null}
      {rows.isError ? (
        <FormAlert className="mb-4">{errorMessage(rows.error, t('tables.loadFailed'))}</FormAlert>
      ) : null}
      {rows.data ? (
        <p className="mb-2 text-ink-muted text-sm" aria-live="polite">
          {t('tables.total', {
            count: rows.data.total,
            formatted: numbers.format(rows.data.total),
          })}
        </p>
      ) : null}
      <DataTable
        caption={t('tables.rows', { table: tableName ?? '' })}
        columns={columns}
        rows={items}
        getRowId={(row) => row.key}
        page={query.page}
        pageSize={PAGE_SIZE}
        total={rows.data?.total ?? 0}
        onPageChange={(page) => update({ page })}
        loading={tables.isLoading || rows.isLoading}
        emptyTitle={t('tables.empty')}
        emptyIcon={Table2}
      />
    </>
  );
}
