import { DataTable, type DataTableColumn } from '@/components/ui/data-table';

/** A DataTable of a list the server sends whole (a schema's tables, a run's checks): one page. */
export function WholeTable<Row>(props: {
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  loading?: boolean;
  emptyTitle?: string;
  emptyDescription?: string;
}) {
  return (
    <DataTable
      {...props}
      page={1}
      pageSize={Math.max(1, props.rows.length)}
      total={props.rows.length}
      onPageChange={() => undefined}
    />
  );
}
