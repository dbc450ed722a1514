import '@/i18n/accommodations';
import {
  type Accommodations,
  BREAK_MINUTES,
  EXTRA_TIME_PERCENTS,
  type ExtraTimePercent,
} from '@common/contracts/accommodations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { getStudentAccommodations, setStudentAccommodations, studentKeys } from './api';

/**
 * The administrator's form for a student's testing accommodations (issue 20): extended time
 * (none, +50 %, +100 %) and extra breaks. Saving asks first, then the change is audited by the
 * server and applies to the student's next exams.
 */
export function AccommodationsCard({
  studentId,
  studentName,
}: {
  studentId: string;
  studentName: string;
}) {
  const { t } = useTranslation('accommodations');
  const query = useQuery({
    queryKey: studentKeys.accommodations(studentId),
    queryFn: () => getStudentAccommodations(studentId),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('admin.title')}</CardTitle>
        <CardDescription>{t('admin.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <FormAlert>{errorMessage(query.error, t('admin.loadFailed'))}</FormAlert>
        ) : query.data ? (
          <AccommodationsForm studentId={studentId} studentName={studentName} saved={query.data} />
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

function AccommodationsForm({
  studentId,
  studentName,
  saved,
}: {
  studentId: string;
  studentName: string;
  saved: Accommodations;
}) {
  const { t } = useTranslation('accommodations');
  const queryClient = useQueryClient();
  const ids = useId();
  const [value, setValue] = useState<Accommodations>(saved);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setValue(saved), [saved]);
  const changed =
    value.extraTimePercent !== saved.extraTimePercent || value.extraBreaks !== saved.extraBreaks;

  const mutation = useMutation({
    mutationFn: () => setStudentAccommodations(studentId, value),
    onSuccess: (result) => {
      queryClient.setQueryData(studentKeys.accommodations(studentId), result);
      setConfirming(false);
      toast.success(t('admin.saved'));
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(errorMessage(error, t('admin.failed')));
    },
  });

  const summary = [
    t(`admin.extraTimeOptions.${value.extraTimePercent}`),
    value.extraBreaks ? t('admin.extraBreaks') : null,
  ]
    .filter(Boolean)
    .join(t('summary.separator'));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (changed) setConfirming(true);
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-ink text-sm">{t('admin.extraTime')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {EXTRA_TIME_PERCENTS.map((percent: ExtraTimePercent) => (
            <label
              key={percent}
              className="flex cursor-pointer items-center gap-2 text-sm"
              htmlFor={`${ids}-time-${percent}`}
            >
              <input
                id={`${ids}-time-${percent}`}
                type="radio"
                name={`${ids}-extra-time`}
                className="size-4 accent-primary-700"
                checked={value.extraTimePercent === percent}
                onChange={() => setValue((v) => ({ ...v, extraTimePercent: percent }))}
              />
              {t(`admin.extraTimeOptions.${percent}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${ids}-breaks`}
          checked={value.extraBreaks}
          onCheckedChange={(checked) => setValue((v) => ({ ...v, extraBreaks: checked === true }))}
          aria-describedby={`${ids}-breaks-hint`}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={`${ids}-breaks`}>{t('admin.extraBreaks')}</Label>
          <p id={`${ids}-breaks-hint`} className="text-ink-muted text-xs">
            {t('admin.extraBreaksHint', { minutes: BREAK_MINUTES })}
          </p>
        </div>
      </div>
      <div>
        <Button
          type="submit"
          disabled={!changed}
          title={changed ? undefined : t('admin.unchanged')}
        >
          {t('admin.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.confirmTitle')}
        description={t('admin.confirmBody', { name: studentName, summary })}
        confirmLabel={t('admin.confirm')}
        cancelLabel={t('admin.cancel')}
        onConfirm={() => mutation.mutate()}
        pending={mutation.isPending}
      />
    </form>
  );
}
