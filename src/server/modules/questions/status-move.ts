import {
  canMoveTo,
  type QuestionStatus,
  STATUS_TRANSITIONS,
} from '../../../common/contracts/question-editor';
import { type QuestionDraft, questionProblems } from './check-question';

export const statusLabel = (status: string) => status.replace('_', ' ');

const article = (label: string) => (/^[aeiou]/.test(label) ? 'An' : 'A');

/**
 * Why a question may not move to `to`, or null when it may. One rule for a single move and for
 * bulk actions: the transition must be in STATUS_TRANSITIONS, and a question only reaches review
 * or confirmation when its content passes the checks.
 */
export async function moveRefusal(
  row: Omit<QuestionDraft, 'type'> & { type: string; status: string },
  to: QuestionStatus,
): Promise<string | null> {
  const from = row.status as QuestionStatus;
  if (from === to) return `The question is already ${statusLabel(to)}`;
  if (!canMoveTo(from, to)) {
    const allowed = STATUS_TRANSITIONS[from].map(statusLabel).join(' or ');
    const label = statusLabel(from);
    return `${article(label)} ${label} question cannot be moved to ${statusLabel(to)}; it can be moved to ${allowed}`;
  }
  if (to === 'pending_review' || to === 'confirmed') {
    const [problem] = await questionProblems(row as QuestionDraft);
    if (problem)
      return `Fix this question before it moves to ${statusLabel(to)}: ${problem.message}`;
  }
  return null;
}
