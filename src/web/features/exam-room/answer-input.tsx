import '@/i18n/examRoom';
import type { QuestionAnswer } from '@common/contracts/content';
import type { ItemAnswer, ItemFeedback } from '@common/contracts/exams';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/rich-text';
import { Input } from '@/components/ui/input';
import { MathField } from '@/features/math/math-field';
import { cn } from '@/lib/cn';
import { choiceLetter } from './choice-list';

/** Reads what a student typed as a number: 12, -3.5, 0,75, 3/4, 1e-3. null when it is not one. */
export function parseNumber(text: string): number | null {
  const value = text.trim().replace(/\s+/g, '').replace(/,/g, '.').replace(/[−–]/g, '-');
  if (!value) return null;
  const fraction = /^(-?\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/.exec(value);
  if (fraction) {
    const denominator = Number(fraction[2]);
    return denominator === 0 ? null : Number(fraction[1]) / denominator;
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

type FreeAnswerProps = {
  position: number;
  type: 'numeric' | 'expression' | 'text';
  answer: ItemAnswer | null;
  readOnly?: boolean;
  /** `typing`: the change came from a keystroke (saved after a short pause). */
  onAnswer: (answer: ItemAnswer | null) => void;
};

/** Numeric, math-expression and short-text answers. */
export function FreeAnswer({ position, type, answer, readOnly, onAnswer }: FreeAnswerProps) {
  const { t } = useTranslation('examRoom');
  const id = useId();
  const hintId = `${id}-hint`;

  if (type === 'expression') {
    const value = answer?.type === 'expression' ? answer.expression : '';
    return (
      <div className="grid gap-2">
        <label htmlFor={id} className="font-semibold text-sm">
          {t('question.yourAnswer')}
        </label>
        <MathField
          id={id}
          value={value}
          disabled={readOnly}
          aria-label={t('question.expressionLabel', { number: position })}
          aria-describedby={hintId}
          placeholder={t('question.expressionPlaceholder')}
          onChange={(latex) =>
            onAnswer(latex.trim() ? { type: 'expression', expression: latex } : null)
          }
        />
        <p id={hintId} className="text-ink-muted text-xs">
          {t('question.expressionHint')}
        </p>
      </div>
    );
  }
  if (type === 'text') {
    const value = answer?.type === 'text' ? answer.text : '';
    return (
      <div className="grid gap-2">
        <label htmlFor={id} className="font-semibold text-sm">
          {t('question.yourAnswer')}
        </label>
        <Input
          id={id}
          value={value}
          disabled={readOnly}
          maxLength={2000}
          autoComplete="off"
          className="h-12 text-base sm:text-base"
          onChange={(event) =>
            onAnswer(event.target.value ? { type: 'text', text: event.target.value } : null)
          }
        />
      </div>
    );
  }
  return <NumericAnswer id={id} answer={answer} readOnly={readOnly} onAnswer={onAnswer} />;
}

function NumericAnswer({
  id,
  answer,
  readOnly,
  onAnswer,
}: {
  id: string;
  answer: ItemAnswer | null;
  readOnly?: boolean;
  onAnswer: (answer: ItemAnswer | null) => void;
}) {
  const { t } = useTranslation('examRoom');
  const stored = answer?.type === 'numeric' ? answer.value : null;
  const [text, setText] = useState(stored === null ? '' : String(stored));
  // A value from elsewhere (resume, another device) replaces the text unless it means the same.
  useEffect(() => {
    setText((current) =>
      parseNumber(current) === stored ? current : stored === null ? '' : String(stored),
    );
  }, [stored]);
  const invalid = text.trim() !== '' && parseNumber(text) === null;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="font-semibold text-sm">
        {t('question.yourAnswer')}
      </label>
      <Input
        id={id}
        value={text}
        dir="ltr"
        inputMode="decimal"
        autoComplete="off"
        disabled={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        className="h-12 max-w-64 font-mono text-lg sm:text-lg"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (!next.trim()) onAnswer(null);
          else {
            const value = parseNumber(next);
            if (value !== null) onAnswer({ type: 'numeric', value });
          }
        }}
      />
      <p id={`${id}-hint`} className={cn('text-xs', invalid ? 'text-danger' : 'text-ink-muted')}>
        {invalid ? t('question.numericInvalid') : t('question.numericHint')}
      </p>
    </div>
  );
}

function correctAnswerText(key: QuestionAnswer, choiceIds: string[]): string {
  switch (key.type) {
    case 'single':
      return choiceLetter(Math.max(0, choiceIds.indexOf(key.correct)));
    case 'multiple':
      return key.correct
        .map((c) => choiceLetter(Math.max(0, choiceIds.indexOf(c))))
        .sort()
        .join(', ');
    case 'numeric':
      return key.tolerance > 0 ? `${key.value} ± ${key.tolerance}` : String(key.value);
    case 'expression':
      return `$${key.expression}$`;
    case 'text':
      return key.accepted[0] ?? '';
  }
}

/** Practice mode: right or wrong, the right answer and why. */
export function FeedbackPanel({
  feedback,
  choiceIds,
}: {
  feedback: ItemFeedback;
  choiceIds: string[];
}) {
  const { t } = useTranslation('examRoom');
  const Icon = feedback.correct ? CircleCheck : CircleX;
  return (
    <section
      aria-labelledby="feedback-title"
      className={cn(
        'grid gap-3 rounded-xl border-2 p-4',
        feedback.correct ? 'border-emerald-600 bg-emerald-50' : 'border-danger bg-danger-soft',
      )}
    >
      <h3
        id="feedback-title"
        className={cn(
          'flex items-center gap-2 font-bold text-lg',
          feedback.correct ? 'text-emerald-800' : 'text-danger',
        )}
      >
        <Icon className="size-6" aria-hidden="true" />
        {feedback.correct
          ? t('feedback.correct')
          : feedback.score > 0
            ? t('feedback.partial', { percent: Math.round(feedback.score * 100) })
            : t('feedback.incorrect')}
      </h3>
      {feedback.correct ? null : (
        <p className="text-sm">
          <span className="font-semibold">{t('feedback.correctAnswer')} </span>
          <RichText text={correctAnswerText(feedback.correctAnswer, choiceIds)} inline />
        </p>
      )}
      {feedback.explanation.trim() ? (
        <div className="grid gap-1">
          <h4 className="font-semibold text-sm">{t('feedback.explanation')}</h4>
          <RichText text={feedback.explanation} className="text-sm" />
        </div>
      ) : null}
    </section>
  );
}
