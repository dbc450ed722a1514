import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

export type SortOrder = 'asc' | 'desc';

type SortButtonProps = {
  label: string;
  /** The column's order when the list is sorted by it, otherwise undefined. */
  order?: SortOrder;
  onSort: () => void;
};

/** A sortable column's header: the column name and the arrow of its order. */
export function SortButton({ label, order, onSort }: SortButtonProps) {
  const Icon = order === 'asc' ? ArrowUp : order === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onSort}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase tracking-wide hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {label}
      <Icon className={order ? 'size-3.5 text-ink' : 'size-3.5 opacity-60'} aria-hidden="true" />
    </button>
  );
}

/** The value of a header's aria-sort for a column. */
export function ariaSort(order: SortOrder | undefined): 'ascending' | 'descending' | 'none' {
  return order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none';
}

/**
 * A server-sorted list's column header and its aria-sort. A click on the column in force flips
 * its order; on another column it sorts by that column in `firstOrder`.
 */
export function sortableHeader<S extends string>({
  column,
  label,
  sort,
  order,
  firstOrder = 'asc',
  onSort,
}: {
  column: S;
  label: string;
  /** The list's sort and order now. */
  sort: S;
  order: SortOrder;
  firstOrder?: SortOrder;
  onSort: (change: { sort: S; order: SortOrder }) => void;
}) {
  const current = sort === column ? order : undefined;
  return {
    sort: ariaSort(current),
    header: (
      <SortButton
        label={label}
        order={current}
        onSort={() =>
          onSort({
            sort: column,
            order: current ? (current === 'asc' ? 'desc' : 'asc') : firstOrder,
          })
        }
      />
    ),
  };
}
