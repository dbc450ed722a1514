import '@/i18n/schemaTools';
import type { SchemaForeignKey, SchemaTable } from '@common/contracts/schema-tools';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { getDatabaseSchema } from '@/features/schema-tools/api';
import { SchemaDiagram } from '@/features/schema-tools/schema-diagram';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

function TableDetails({ table, keys }: { table: SchemaTable; keys: SchemaForeignKey[] }) {
  const { t } = useTranslation('schemaTools');
  return (
    <details className="group rounded-card border border-border bg-surface">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 focus-visible:outline-2 focus-visible:outline-ring">
        <span className="min-w-0">
          <h3 className="break-all font-mono font-semibold text-ink text-sm">{table.name}</h3>
          <span className="text-ink-muted text-xs">
            {t('schema.summary', { columns: table.columns.length, indexes: table.indexes.length })}
          </span>
        </span>
        <ChevronDown
          className="size-4 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="grid gap-4 border-border border-t px-4 py-4">
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{`${t('schema.columns')}: ${table.name}`}</caption>
            <thead className="text-ink-muted text-xs">
              <tr>
                <th scope="col" className="pe-4 pb-2 text-start font-semibold">
                  {t('schema.name')}
                </th>
                <th scope="col" className="pe-4 pb-2 text-start font-semibold">
                  {t('schema.type')}
                </th>
                <th scope="col" className="pe-4 pb-2 text-start font-semibold">
                  {t('schema.nullable')}
                </th>
                <th scope="col" className="pb-2 text-start font-semibold">
                  {t('schema.default')}
                </th>
              </tr>
            </thead>
            <tbody>
              {table.columns.map((column) => (
                <tr key={column.name} className="border-border border-t">
                  <th scope="row" className="py-1.5 pe-4 text-start font-medium font-mono text-xs">
                    {column.name}
                  </th>
                  <td className="py-1.5 pe-4 font-mono text-xs">{column.type}</td>
                  <td className="py-1.5 pe-4 text-xs">
                    {column.nullable ? t('schema.yes') : t('schema.no')}
                  </td>
                  <td className="break-all py-1.5 font-mono text-ink-muted text-xs">
                    {column.default ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <h4 className="mb-1 font-semibold text-ink text-xs uppercase tracking-wide">
            {t('schema.indexes')}
          </h4>
          <ul className="grid gap-1">
            {table.indexes.map((index) => (
              <li key={index.name} className="break-all font-mono text-xs">
                {index.definition}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="mb-1 font-semibold text-ink text-xs uppercase tracking-wide">
            {t('schema.constraints')}
          </h4>
          <ul className="grid gap-1.5">
            {table.constraints.map((constraint) => (
              <li key={constraint.name} className="flex flex-wrap items-baseline gap-2 text-xs">
                <Badge variant="neutral">{t(`schema.kinds.${constraint.kind}`)}</Badge>
                <span className="break-all font-mono">{constraint.name}</span>
                <span className="break-all font-mono text-ink-muted">{constraint.definition}</span>
              </li>
            ))}
          </ul>
        </div>
        {keys.length ? (
          <div>
            <h4 className="mb-1 font-semibold text-ink text-xs uppercase tracking-wide">
              {t('schema.foreignKeys')}
            </h4>
            <ul className="grid gap-1">
              {keys.map((key) => (
                <li key={key.name} className="break-all font-mono text-xs">
                  {t('schema.references', {
                    columns: key.columns.join(', '),
                    table: key.referencedTable,
                    referenced: key.referencedColumns.join(', '),
                    onDelete: key.onDelete,
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </details>
  );
}

/** /admin/database-schema: the catalog's tables and a diagram of their relations. */
export function Component() {
  const { t } = useTranslation('schemaTools');
  useDocumentTitle(t('schema.pageTitle'));
  const query = useQuery({ queryKey: ['schema-tools', 'schema'], queryFn: getDatabaseSchema });
  const data = query.data;

  return (
    <>
      <PageHeader title={t('schema.pageTitle')} description={t('schema.description')} />
      {query.isError ? (
        <FormAlert>{errorMessage(query.error, t('schema.loadFailed'))}</FormAlert>
      ) : null}
      <h2 className="mb-2 font-semibold text-ink text-lg">{t('schema.tablesHeading')}</h2>
      {data ? (
        <div className="mb-8 grid gap-2">
          {data.tables.map((table) => (
            <TableDetails
              key={table.name}
              table={table}
              keys={data.foreignKeys.filter((key) => key.table === table.name)}
            />
          ))}
        </div>
      ) : query.isLoading ? (
        <div className="mb-8 grid gap-2" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-14 w-full" />
          ))}
        </div>
      ) : null}
      <h2 className="mb-1 font-semibold text-ink text-lg">{t('schema.diagram')}</h2>
      <p className="mb-3 text-ink-muted text-sm">{t('schema.diagramHint')}</p>
      {data ? (
        <Card className="p-0">
          <SchemaDiagram tables={data.tables} foreignKeys={data.foreignKeys} />
        </Card>
      ) : null}
    </>
  );
}
