import { Lock, PackageX, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { paths } from '@/paths';

/**
 * Why the server refused to create an exam, with the way out: unlock the subject, buy a package,
 * or (bank too small) the server's own words on what is missing.
 */
export function ExamRefusal({ error, className }: { error: unknown; className?: string }) {
  const { t } = useTranslation('exams');
  const code = error instanceof ApiRequestError ? error.code : 'UNKNOWN';
  const message = error instanceof ApiRequestError && error.message ? error.message : '';

  let icon = TriangleAlert;
  let title: string = t('refusal.failedTitle');
  let text: string = message || t('refusal.failedText');
  let action: ReactNode = null;
  if (code === 'SUBJECT_LOCKED') {
    icon = Lock;
    title = t('refusal.lockedTitle');
    action = (
      <Button asChild>
        <Link to={paths.student.unlockedSubjects.href()}>{t('refusal.unlock')}</Link>
      </Button>
    );
  } else if (code === 'EXAM_LIMIT_REACHED') {
    icon = PackageX;
    title = t('refusal.limitTitle');
    action = (
      <Button asChild>
        <Link to={paths.student.buyPackage.href()}>{t('refusal.buy')}</Link>
      </Button>
    );
  } else if (code === 'BANK_TOO_SMALL') {
    icon = SearchX;
    title = t('refusal.bankTitle');
    text = message || t('refusal.bankText');
  }
  const Icon = icon;

  return (
    <div
      role="alert"
      data-code={code}
      className={cn(
        'flex flex-col gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid gap-0.5">
          <p className="font-semibold">{title}</p>
          <p className="text-sm">{text}</p>
          {code === 'BANK_TOO_SMALL' && !message ? (
            <p className="text-sm">{t('refusal.bankHint')}</p>
          ) : null}
        </div>
      </div>
      {action}
    </div>
  );
}
