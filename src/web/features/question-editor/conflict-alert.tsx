import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api';
import { getQuestion, questionQueryKey } from './api';

/** The server refused a save or move because the question changed since it was loaded. */
export const isStaleVersion = (error: unknown) =>
  isApiError(error, 409) && Boolean(error.fields.version);

type Props = {
  questionId: string;
  /** Called once the latest question is in the cache (the form then shows it). */
  onReloaded: () => void;
};

/**
 * Someone else changed the question since this screen loaded it: says so and offers to load
 * their version, which replaces the form's unsaved edits.
 */
export function ConflictAlert({ questionId, onReloaded }: Props) {
  const { t } = useTranslation('questionEditor');
  const queryClient = useQueryClient();
  const button = useRef<HTMLButtonElement>(null);
  // The save buttons are at the bottom of a long form: bring the way out into view.
  useEffect(() => button.current?.focus(), []);
  const reload = useMutation({
    mutationFn: () => getQuestion(questionId),
    onSuccess: (latest) => {
      queryClient.setQueryData(questionQueryKey(latest.id), latest);
      toast.success(t('conflict.reloaded'));
      onReloaded();
    },
    onError: (error) => toast.error(errorMessage(error, t('conflict.reloadFailed'))),
  });
  return (
    <FormAlert>
      <div className="grid gap-2">
        <p className="font-medium">{t('conflict.message')}</p>
        <p>{t('conflict.lose')}</p>
        <div>
          <Button
            ref={button}
            size="sm"
            variant="secondary"
            loading={reload.isPending}
            onClick={() => reload.mutate()}
          >
            <RefreshCw />
            {t('conflict.reload')}
          </Button>
        </div>
      </div>
    </FormAlert>
  );
}
