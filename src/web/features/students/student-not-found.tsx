import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { isApiError } from '@/lib/api';
import { paths } from '@/paths';

/** What a student page shows when its student cannot be loaded: not found, or a failure. */
export function StudentLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation('students');
  const back = (
    <Button asChild variant="secondary">
      <Link to={paths.admin.studentsSearch.href()}>
        <ArrowLeft className="rtl-flip" aria-hidden="true" />
        {t('backToSearch')}
      </Link>
    </Button>
  );
  if (isApiError(error, 404) || isApiError(error, 400)) {
    return (
      <>
        <PageHeader title={t('notFoundTitle')} description={t('notFoundText')} />
        {back}
      </>
    );
  }
  return (
    <div className="grid justify-items-start gap-4">
      <FormAlert>{t('loadFailed')}</FormAlert>
      {back}
    </div>
  );
}
