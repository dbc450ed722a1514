import { toCsv } from '@common/csv';

/** Saves rows as a CSV file in the browser (formula-safe cells, as the server's exports). */
export function downloadCsv(
  filename: string,
  rows: readonly (readonly (string | number | null | undefined)[])[],
): void {
  // A byte-order mark lets spreadsheet programs read the file as UTF-8 (names, Arabic).
  const blob = new Blob([`\uFEFF${toCsv(rows)}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename.endsWith('.csv') ? filename : `${filename}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
