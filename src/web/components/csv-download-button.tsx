import { DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/download-csv';

type CsvDownloadButtonProps = {
  /** File name, `.csv` added when missing. */
  filename: string;
  /** Header row first, then the data rows. */
  rows: () => readonly (readonly (string | number | null | undefined)[])[];
  /** Accessible name when the visible "CSV" is not enough (e.g. "Download revenue by day"). */
  label?: string;
  disabled?: boolean;
  className?: string;
};

/** Downloads the figures a page shows as CSV, built from the same rows (no second request). */
export function CsvDownloadButton({
  filename,
  rows,
  label,
  disabled,
  className,
}: CsvDownloadButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      disabled={disabled}
      className={className}
      aria-label={label ?? t('ui.csv.download')}
      onClick={() => downloadCsv(filename, rows())}
    >
      <DownloadIcon aria-hidden="true" />
      {t('ui.csv.short')}
    </Button>
  );
}
