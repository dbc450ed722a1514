import { type EquivalenceResult, MAX_LATEX_LENGTH } from '../../../common/contracts/math';
import { AppError } from '../../lib/errors';
import { checkInWorker } from './expression-worker';

/** Said when the engine gives up (see EXPRESSION_WORKER.timeoutMs); the exam room marks it wrong. */
export const TOO_COMPLEX = 'These expressions are too complex to check';

/**
 * Whether two LaTeX expressions are mathematically the same: `x^2-1` and `(x-1)(x+1)`,
 * `\frac{1}{2}` and `0.5`, `\sin^2x+\cos^2x` and `1`; but not `2x` and `x^2`. The exam room
 * marks 'expression' answers with this function. The engine runs in a worker thread with a
 * timeout (expression-worker.ts): a student's `100000!` must not stop the server.
 *
 * Throws AppError VALIDATION (fields `a`/`b`) when a side is too long or does not parse, and
 * AppError BAD_REQUEST (TOO_COMPLEX) when the check takes too long.
 */
export async function expressionsEquivalent(a: string, b: string): Promise<EquivalenceResult> {
  // Callers other than the route (the exam room) get the same limit the contract sets.
  const tooLong = `At most ${MAX_LATEX_LENGTH} characters`;
  if (a.length > MAX_LATEX_LENGTH || b.length > MAX_LATEX_LENGTH) {
    const fields: Record<string, string> =
      a.length > MAX_LATEX_LENGTH ? { a: tooLong } : { b: tooLong };
    throw new AppError('VALIDATION', tooLong, fields);
  }
  const outcome = await checkInWorker(a, b);
  switch (outcome.kind) {
    case 'result':
      return outcome.result;
    case 'invalid':
      throw new AppError('VALIDATION', outcome.message, outcome.fields);
    case 'timeout':
      throw new AppError('BAD_REQUEST', TOO_COMPLEX);
  }
}
