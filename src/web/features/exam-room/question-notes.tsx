import '@/i18n/examRoom';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Textarea } from '@/components/ui/textarea';

const notesKey = (examId: string) => `tafawuq:exam-notes:${examId}`;

function readNotes(examId: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(notesKey(examId)) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function clearNotes(examId: string) {
  try {
    localStorage.removeItem(notesKey(examId));
  } catch {
    // Nothing to clear.
  }
}

/** The student's scratch notes per question, kept on this device only (like paper). */
export function useQuestionNotes(examId: string) {
  const [notes, setNotes] = useState(() => readNotes(examId));
  const setNote = useCallback(
    (position: number, text: string) => {
      setNotes((current) => {
        const next: Record<string, string> = { ...current, [String(position)]: text };
        if (!text) delete next[String(position)];
        try {
          localStorage.setItem(notesKey(examId), JSON.stringify(next));
        } catch {
          // Storage full: the note lives until the page closes.
        }
        return next;
      });
    },
    [examId],
  );
  return { notes, setNote };
}

export function QuestionNotes({
  number,
  value,
  onChange,
}: {
  number: number;
  value: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation('examRoom');
  const id = useId();
  return (
    <div className="grid gap-1.5 rounded-xl border border-accent-200 bg-accent-50 p-3">
      <label htmlFor={id} className="font-semibold text-sm">
        {t('notes.label', { number })}
      </label>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={5000}
        rows={4}
        className="bg-surface"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-ink-muted text-xs">
        {t('notes.hint')}
      </p>
    </div>
  );
}
