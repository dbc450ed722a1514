import '@/i18n/questionTransfer';
import { EXPORT_FORMATS } from '@common/contracts/question-transfer';
import type { QuestionListQuery } from '@common/contracts/questions';
import { ChevronDown, Download, FileJson, FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { exportHref } from './api';

const ICONS = { json: FileJson, csv: FileSpreadsheet } as const;

type Props = {
  /** The filters of the rows the list shows. */
  query: QuestionListQuery;
  /** The list is fetching other filters (or a typed search has not reached it yet). */
  catchingUp: boolean;
  /** Opening the menu applies a search still being typed, so the export follows the box. */
  onOpen: () => void;
};

/** Downloads the questions the list's current filters select, as JSON or CSV. */
export function ExportMenu({ query, catchingUp, onOpen }: Props) {
  const { t } = useTranslation('questionTransfer');
  return (
    <DropdownMenu onOpenChange={(open) => open && onOpen()}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">
          <Download />
          {t('export.button')}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="text-ink-muted text-xs">
          {t(catchingUp ? 'export.catchingUp' : 'export.label')}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {EXPORT_FORMATS.map((format) => {
          const Icon = ICONS[format];
          return (
            <DropdownMenuItem key={format} asChild disabled={catchingUp}>
              {/* No address while catching up: it would name the filters the list is leaving. */}
              <a href={catchingUp ? undefined : exportHref(format, query)} download>
                <Icon aria-hidden="true" />
                {t(`export.${format}`)}
              </a>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
