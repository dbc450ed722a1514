import type { ExamRoomItem } from '@common/contracts/exams';
import { useEffect, useRef } from 'react';
import type { AnswerActions } from './use-answer-saving';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')
    return true;
  if (target.tagName === 'MATH-FIELD') return true;
  if (target.tagName === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    return type !== 'radio' && type !== 'checkbox';
  }
  return false;
}

type RoomKeys = {
  item: ExamRoomItem | undefined;
  adaptive: boolean;
  /** Time is up: the keys do nothing while the section is handed in. */
  disabled: boolean;
  previous: ExamRoomItem | undefined;
  following: ExamRoomItem | undefined;
  go: (position: number) => void;
  answers: AnswerActions;
  openNavigator: () => void;
  openHelp: () => void;
  highlightSelection: () => void;
};

/**
 * The room's shortcuts (listed in room-tools' SHORTCUTS): ←/→ N/P move, M flags, G opens the
 * navigator, ? the help, H highlights, A–E choose and Shift+A–E cross out. Keys typed into a
 * field, a calculator or an open dialog are left alone.
 */
export function useRoomKeyboard(keys: RoomKeys) {
  const handler = useRef<(event: KeyboardEvent) => void>(() => {});
  handler.current = (event) => {
    const { item, adaptive, previous, following, go, answers } = keys;
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTyping(event.target)) return;
    if (event.target instanceof HTMLElement && event.target.closest('[data-calculator]')) return;
    if (document.querySelector('[role="dialog"][data-state="open"]')) return;
    if (!item || keys.disabled) return;
    const key = event.key;
    const rtl = document.documentElement.dir === 'rtl';
    const lower = key.toLowerCase();
    if (key === 'ArrowRight' || key === 'ArrowLeft') {
      // Left/right move between questions even from a choice (where the browser would change
      // the answer); up/down still move between the choices.
      event.preventDefault();
      const forward = (key === 'ArrowRight') !== rtl;
      const to = forward ? following : previous;
      if (to && !adaptive) go(to.position);
    } else if (lower === 'n' && following && !adaptive) {
      go(following.position);
    } else if (lower === 'p' && previous && !adaptive) {
      go(previous.position);
    } else if (lower === 'm') {
      answers.toggleFlag(item.position);
    } else if (lower === 'g' && !adaptive) {
      event.preventDefault();
      keys.openNavigator();
    } else if (key === '?') {
      keys.openHelp();
    } else if (lower === 'h') {
      event.preventDefault();
      keys.highlightSelection();
    } else if (/^[a-e]$/.test(lower) && (item.type === 'single' || item.type === 'multiple')) {
      const choice = item.choices[lower.charCodeAt(0) - 97];
      if (!choice || answers.isReadOnly(item)) return;
      event.preventDefault();
      document
        .getElementById(`question-${item.position}-${choice.id}`)
        ?.[event.shiftKey ? 'focus' : 'click']();
      if (event.shiftKey) {
        const struck = item.eliminated.includes(choice.id);
        const eliminated = struck
          ? item.eliminated.filter((id) => id !== choice.id)
          : [...item.eliminated, choice.id];
        const selected =
          item.answer?.type === 'single'
            ? [item.answer.choice]
            : item.answer?.type === 'multiple'
              ? item.answer.choices
              : [];
        if (!struck && selected.includes(choice.id)) {
          const rest = selected.filter((id) => id !== choice.id);
          answers.update(item.position, {
            eliminated,
            answer:
              item.type === 'multiple' && rest.length ? { type: 'multiple', choices: rest } : null,
          });
        } else answers.update(item.position, { eliminated });
      }
    }
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => handler.current(event);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
