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

/** Downloads the questions the list's current filters select, as JSON or CSV. */
export function ExportMenu({ query }: { query: QuestionListQuery }) {
  const { t } = useTranslation('questionTransfer');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">
          <Download />
          {t('export.button')}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="text-ink-muted text-xs">
          {t('export.label')}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {EXPORT_FORMATS.map((format) => {
          const Icon = ICONS[format];
          return (
            <DropdownMenuItem key={format} asChild>
              <a href={exportHref(format, query)} download>
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
