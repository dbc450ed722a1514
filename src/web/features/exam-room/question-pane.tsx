import type { ExamRoomItem } from '@common/contracts/exams';
import { Bookmark } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { textDirection } from '@/lib/text-direction';
import { FeedbackPanel, FreeAnswer } from './answer-input';
import { ChoiceList } from './choice-list';
import { HighlightableText } from './highlighter';
import { hasAnswer } from './item-state';
import { QuestionNotes } from './question-notes';
import { NO_HIGHLIGHTS } from './room-storage';
import type { SaveStatus } from './save-queue';
import type { AnswerActions } from './use-answer-saving';

/**
 * One question: its number and "Mark for review", the stem, the choices or the answer box, the
 * student's notes, and in practice mode the Check button and the feedback.
 */
export function QuestionPane({
  item,
  number,
  total,
  practice,
  readOnly,
  checking,
  saveStatus,
  headingRef,
  answers,
  showNotes,
  note,
  onNote,
}: {
  item: ExamRoomItem;
  /** The question's number in its section (or in the adaptive exam). */
  number: number;
  total: number;
  practice: boolean;
  readOnly: boolean;
  checking: boolean;
  saveStatus: SaveStatus;
  headingRef: Ref<HTMLHeadingElement>;
  answers: AnswerActions;
  showNotes: boolean;
  note: string | undefined;
  onNote: (text: string) => void;
}) {
  const { t } = useTranslation('examRoom');
  const { setAnswer, update, toggleFlag, checkAnswer } = answers;
  return (
    <article aria-labelledby="question-heading" className="grid gap-5">
      <div className="flex flex-wrap items-center gap-3 border-slate-300 border-b-2 border-dashed pb-3">
        <h2
          id="question-heading"
          ref={headingRef}
          tabIndex={-1}
          className="outline-none focus-visible:outline-2 focus-visible:outline-ring rounded-md"
        >
          <span
            aria-hidden="true"
            className="grid h-9 min-w-9 place-items-center rounded-md bg-ink px-2 font-bold text-white"
          >
            {number}
          </span>
          <span className="sr-only">{t('question.heading', { number, total })}</span>
        </h2>
        <button
          type="button"
          onClick={() => toggleFlag(item.position)}
          aria-pressed={item.flagged}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 font-semibold text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
            item.flagged ? 'bg-accent-100 text-accent-900' : 'text-ink hover:bg-slate-100',
          )}
        >
          <Bookmark
            className={cn('size-4', item.flagged && 'fill-accent-500 text-accent-600')}
            aria-hidden="true"
          />
          {t('question.markForReview')}
        </button>
        {practice ? (
          <Badge variant="neutral" className="ms-auto">
            {t('header.practice')}
          </Badge>
        ) : null}
      </div>
      {/* The question and its answers keep their own direction inside an Arabic interface. */}
      <div dir={textDirection(item.stem)} className="contents">
        <HighlightableText
          target="stem"
          text={item.stem}
          highlights={item.highlights ?? NO_HIGHLIGHTS}
          className="text-base leading-relaxed sm:text-lg"
        />
        {item.type === 'single' || item.type === 'multiple' ? (
          <ChoiceList
            position={item.position}
            type={item.type}
            choices={item.choices}
            answer={item.answer}
            eliminated={item.eliminated}
            readOnly={readOnly}
            feedback={item.feedback}
            onAnswer={(answer, eliminated) =>
              setAnswer(item.position, answer, eliminated ? { eliminated } : {})
            }
            onEliminate={(eliminated, answer) =>
              answer === undefined
                ? update(item.position, { eliminated })
                : update(item.position, { eliminated, answer }, { save: true })
            }
          />
        ) : (
          <FreeAnswer
            key={item.position}
            position={number}
            type={item.type}
            answer={item.answer}
            readOnly={readOnly}
            onAnswer={(answer) => setAnswer(item.position, answer, {}, true)}
          />
        )}
      </div>
      {showNotes || note ? (
        <QuestionNotes number={number} value={note ?? ''} onChange={onNote} />
      ) : null}
      {practice && !item.feedback ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={() => checkAnswer(item.position)}
            disabled={!hasAnswer(item.answer)}
            loading={checking}
          >
            {t('question.check')}
          </Button>
          {checking && saveStatus === 'offline' ? (
            <p className="text-ink-muted text-sm">{t('question.checkOffline')}</p>
          ) : null}
        </div>
      ) : null}
      {item.feedback ? (
        <FeedbackPanel feedback={item.feedback} choiceIds={item.choices.map((c) => c.id)} />
      ) : null}
    </article>
  );
}
