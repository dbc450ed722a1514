import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

type Row = { id: string; name: string; points: number };

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, rowHeader: true },
  { id: 'points', header: 'Points', cell: (row) => row.points },
];

const rows: Row[] = [
  { id: 'a', name: 'Layla', points: 3 },
  { id: 'b', name: 'Omar', points: 5 },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const onPageChange = vi.fn();
  render(
    <DataTable
      caption="Students"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      page={2}
      pageSize={2}
      total={5}
      onPageChange={onPageChange}
      {...props}
    />,
  );
  return { onPageChange };
}

describe('DataTable', () => {
  it('shows one page of server rows with headers, a caption and the range', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Students' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Points']);
    expect(within(table).getByRole('rowheader', { name: 'Omar' })).toBeTruthy();
    expect(screen.getByText('Showing 3–4 of 5')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages of Students' })).toBeTruthy();
  });

  it('asks the server for the previous and next page', async () => {
    const { onPageChange } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('disables paging past the ends', () => {
    renderTable({ page: 3 });
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('shows skeleton rows and a busy table while loading', () => {
    renderTable({ loading: true, rows: [] });
    const table = screen.getByRole('table', { name: 'Students' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading rows');
    expect(screen.queryByText('Omar')).toBeNull();
  });

  it('shows the empty state when the server has no rows', () => {
    renderTable({ rows: [], total: 0, page: 1, emptyTitle: 'No students yet' });
    expect(screen.getByRole('heading', { name: 'No students yet' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
