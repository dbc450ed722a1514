import '@/i18n/questionTransfer';
import type { QuestionListQuery } from '@common/contracts/questions';
import type { Subject } from '@common/contracts/subjects';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ExportMenu } from './export-menu';
import { ImportDialog } from './import-dialog';

/** The question list's header buttons: Import (dialog) and Export (the list's filters). */
export function QuestionTransferActions({
  query,
  catchingUp,
  onExportOpen,
  subjects,
}: {
  query: QuestionListQuery;
  catchingUp: boolean;
  onExportOpen: () => void;
  subjects: Subject[];
}) {
  const { t } = useTranslation('questionTransfer');
  const [importing, setImporting] = useState(false);
  return (
    <div className="flex flex-wrap gap-2 sm:ms-auto">
      <Button variant="secondary" onClick={() => setImporting(true)}>
        <Upload />
        {t('import.button')}
      </Button>
      <ExportMenu query={query} catchingUp={catchingUp} onOpen={onExportOpen} />
      <ImportDialog open={importing} onOpenChange={setImporting} subjects={subjects} />
    </div>
  );
}
