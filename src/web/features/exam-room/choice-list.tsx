import '@/i18n/examRoom';
import type { QuestionChoice } from '@common/contracts/content';
import type { ItemAnswer, ItemFeedback } from '@common/contracts/exams';
import { Check, Strikethrough, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/rich-text';
import { cn } from '@/lib/cn';

export const choiceLetter = (index: number) => String.fromCharCode(65 + index);

type ChoiceListProps = {
  position: number;
  type: 'single' | 'multiple';
  choices: QuestionChoice[];
  answer: ItemAnswer | null;
  eliminated: string[];
  /** Answers can no longer change (practice feedback shown, adaptive item scored). */
  readOnly?: boolean;
  feedback?: ItemFeedback | null;
  onAnswer: (answer: ItemAnswer | null, eliminated?: string[]) => void;
  onEliminate: (eliminated: string[], answer?: ItemAnswer | null) => void;
};

export function selectedChoices(answer: ItemAnswer | null): string[] {
  if (answer?.type === 'single') return [answer.choice];
  if (answer?.type === 'multiple') return answer.choices;
  return [];
}

function correctChoices(feedback: ItemFeedback | null | undefined): string[] {
  const key = feedback?.correctAnswer;
  if (key?.type === 'single') return [key.correct];
  if (key?.type === 'multiple') return key.correct;
  return [];
}

/**
 * Answer choices as large cards (a radio group, or checkboxes when several are right), each with
 * a strike-through toggle to rule it out, as on test day. Choosing a struck-out choice restores
 * it; striking out the chosen one clears the choice.
 */
export function ChoiceList({
  position,
  type,
  choices,
  answer,
  eliminated,
  readOnly = false,
  feedback,
  onAnswer,
  onEliminate,
}: ChoiceListProps) {
  const { t } = useTranslation('examRoom');
  const selected = selectedChoices(answer);
  const correct = correctChoices(feedback);
  const name = `question-${position}`;

  const toggle = (choiceId: string) => {
    const restore = eliminated.includes(choiceId)
      ? eliminated.filter((id) => id !== choiceId)
      : undefined;
    if (type === 'single') {
      onAnswer({ type: 'single', choice: choiceId }, restore);
      return;
    }
    const next = selected.includes(choiceId)
      ? selected.filter((id) => id !== choiceId)
      : [...selected, choiceId];
    const ordered = choices.map((c) => c.id).filter((id) => next.includes(id));
    onAnswer(ordered.length ? { type: 'multiple', choices: ordered } : null, restore);
  };

  const eliminate = (choiceId: string) => {
    if (eliminated.includes(choiceId)) {
      onEliminate(eliminated.filter((id) => id !== choiceId));
      return;
    }
    const next = [...eliminated, choiceId];
    if (!selected.includes(choiceId)) return onEliminate(next);
    const rest = selected.filter((id) => id !== choiceId);
    const cleared: ItemAnswer | null =
      type === 'multiple' && rest.length ? { type: 'multiple', choices: rest } : null;
    onEliminate(next, cleared);
  };

  return (
    <fieldset className="grid gap-2.5">
      <legend className="sr-only">
        {type === 'single' ? t('question.chooseOne') : t('question.chooseAll')}
      </legend>
      {type === 'multiple' ? (
        <p className="font-medium text-ink-muted text-sm">{t('question.chooseAll')}</p>
      ) : null}
      {choices.map((choice, index) => {
        const letter = choiceLetter(index);
        const isSelected = selected.includes(choice.id);
        const isEliminated = eliminated.includes(choice.id);
        const isCorrect = feedback ? correct.includes(choice.id) : false;
        const isWrongPick = feedback ? isSelected && !isCorrect : false;
        const inputId = `${name}-${choice.id}`;
        return (
          <div key={choice.id} className="flex items-stretch gap-2">
            <label
              htmlFor={inputId}
              data-selected={isSelected || undefined}
              data-eliminated={isEliminated || undefined}
              className={cn(
                'group flex min-h-14 min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-xl border-2 bg-surface px-3 py-2.5 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                isSelected
                  ? 'border-primary-600 bg-primary-50'
                  : 'border-border hover:border-primary-300',
                isCorrect && 'border-emerald-600 bg-emerald-50',
                isWrongPick && 'border-danger bg-danger-soft',
                readOnly && 'cursor-default',
              )}
            >
              <input
                id={inputId}
                type={type === 'single' ? 'radio' : 'checkbox'}
                name={name}
                value={choice.id}
                checked={isSelected}
                disabled={readOnly}
                onChange={() => toggle(choice.id)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-8 shrink-0 place-items-center border-2 font-bold text-sm',
                  type === 'single' ? 'rounded-full' : 'rounded-md',
                  isSelected
                    ? 'border-primary-700 bg-primary-700 text-white'
                    : 'border-slate-400 text-ink-muted',
                  isEliminated && !isSelected && 'border-dashed',
                )}
              >
                {letter}
              </span>
              <span
                className={cn(
                  'min-w-0 flex-1 text-base',
                  isEliminated && 'text-ink-muted line-through decoration-2',
                )}
              >
                <span className="sr-only">{letter}. </span>
                <RichText text={choice.text} inline />
              </span>
              {isEliminated ? <span className="sr-only">{t('question.struckOut')}</span> : null}
              {isCorrect ? (
                <Check
                  className="size-5 shrink-0 text-emerald-700"
                  aria-label={t('feedback.correctChoice')}
                />
              ) : isWrongPick ? (
                <X className="size-5 shrink-0 text-danger" aria-label={t('feedback.yourChoice')} />
              ) : null}
            </label>
            {readOnly ? null : (
              <button
                type="button"
                onClick={() => eliminate(choice.id)}
                aria-pressed={isEliminated}
                aria-label={
                  isEliminated
                    ? t('question.restore', { letter })
                    : t('question.eliminate', { letter })
                }
                title={
                  isEliminated
                    ? t('question.restore', { letter })
                    : t('question.eliminate', { letter })
                }
                className={cn(
                  'grid w-11 shrink-0 place-items-center rounded-xl border-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isEliminated
                    ? 'border-ink bg-ink text-white'
                    : 'border-transparent text-ink-muted hover:border-border hover:bg-slate-50',
                )}
              >
                <Strikethrough className="size-5" aria-hidden="true" />
              </button>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
