import type { Difficulty } from '@common/contracts/content';
import {
  GENERATION_COUNT_MAX,
  GENERATION_SOURCE_MAX,
  type GenerationJobInput,
  generationJobInputSchema,
} from '@common/contracts/generation';
import type { Subject } from '@common/contracts/subjects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api';
import { generationJobsQueryKey, startGenerationJob } from './api';

const DIFFICULTY_OPTIONS: Difficulty[] = ['easy', 'medium', 'hard'];
type Field = 'subjectId' | 'topicId' | 'difficulty' | 'count' | 'sourceText';

/** The last job's choices, so a second job for the same topic is one click away. */
let lastChoice = { subjectId: '', topicId: '', difficulty: 'medium' as Difficulty, count: '10' };

/** The request of a new generation job; on success the new job opens. */
export function GenerationJobForm({
  subjects,
  onStarted,
}: {
  subjects: Subject[];
  onStarted: (id: string) => void;
}) {
  const { t } = useTranslation('generation');
  const queryClient = useQueryClient();
  const [subjectId, setSubjectId] = useState(lastChoice.subjectId);
  const [topicId, setTopicId] = useState(lastChoice.topicId);
  const [difficulty, setDifficulty] = useState<Difficulty>(lastChoice.difficulty);
  const [count, setCount] = useState(lastChoice.count);
  const [sourceText, setSourceText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const topics = subjects.find((s) => s.id === subjectId)?.topics ?? [];

  const start = useMutation({
    mutationFn: (input: GenerationJobInput) => startGenerationJob(input),
    onSuccess: async (job, input) => {
      lastChoice = {
        subjectId: input.subjectId,
        topicId: input.topicId,
        difficulty: input.difficulty,
        count: String(input.count),
      };
      toast.success(t('form.started'));
      setSourceText('');
      await queryClient.invalidateQueries({ queryKey: generationJobsQueryKey });
      onStarted(job.id);
    },
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.fields).length) {
        setErrors(error.fields as Partial<Record<Field, string>>);
      } else {
        setFormError(errorMessage(error, t('form.failed')));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = { subjectId, topicId, difficulty, count: Number(count), sourceText };
    const parsed = generationJobInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    start.mutate(input);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('form.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('form.subject')} error={errors.subjectId}>
              <Select
                value={subjectId}
                onValueChange={(value) => {
                  setSubjectId(value);
                  setTopicId('');
                }}
                options={subjects.map((s) => ({ value: s.id, label: s.name }))}
              />
            </FormField>
            <FormField label={t('form.topic')} error={errors.topicId}>
              <Select
                value={topicId}
                onValueChange={setTopicId}
                disabled={!subjectId}
                placeholder={subjectId ? undefined : t('form.topicPlaceholder')}
                options={topics.map((topic) => ({ value: topic.id, label: topic.name }))}
              />
            </FormField>
            <FormField label={t('form.difficulty')} error={errors.difficulty}>
              <Select
                value={difficulty}
                onValueChange={(value) => setDifficulty(value as Difficulty)}
                options={DIFFICULTY_OPTIONS.map((d) => ({ value: d, label: t(`difficulty.${d}`) }))}
              />
            </FormField>
            <FormField
              label={t('form.count')}
              error={errors.count}
              hint={t('form.countHint', { max: GENERATION_COUNT_MAX })}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={GENERATION_COUNT_MAX}
                value={count}
                onChange={(event) => setCount(event.target.value)}
              />
            </FormField>
          </div>
          <FormField
            label={t('form.sourceText')}
            error={errors.sourceText}
            hint={t('form.sourceTextHint', { max: GENERATION_SOURCE_MAX })}
          >
            <Textarea
              rows={4}
              maxLength={GENERATION_SOURCE_MAX}
              value={sourceText}
              onChange={(event) => setSourceText(event.target.value)}
            />
          </FormField>
          <div>
            <Button type="submit" loading={start.isPending}>
              <Sparkles className="size-4" aria-hidden="true" />
              {t('form.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
