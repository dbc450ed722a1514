import type { ExamRoomItem, ItemAnswer } from '@common/contracts/exams';

/** An answer that counts as given (an empty text or no choice does not). */
export function hasAnswer(answer: ItemAnswer | null): boolean {
  if (!answer) return false;
  switch (answer.type) {
    case 'single':
      return answer.choice !== '';
    case 'multiple':
      return answer.choices.length > 0;
    case 'numeric':
      return Number.isFinite(answer.value);
    case 'expression':
      return answer.expression.trim() !== '';
    case 'text':
      return answer.text.trim() !== '';
  }
}

export type ReviewLists = { unanswered: ExamRoomItem[]; flagged: ExamRoomItem[] };

export function reviewLists(items: ExamRoomItem[]): ReviewLists {
  return {
    unanswered: items.filter((item) => !hasAnswer(item.answer)),
    flagged: items.filter((item) => item.flagged),
  };
}
