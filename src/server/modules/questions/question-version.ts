import { AppError } from '../../lib/errors';

export const STALE_QUESTION_MESSAGE =
  'This question was changed by someone else since you opened it. Reload to see their changes.';

/**
 * Refuses a change made from a copy of the question older than the stored one (ADR 19): 409
 * with the message under `version`, so a screen can tell it from other conflicts and offer to
 * reload. `loaded` undefined means the caller did not say which version it saw.
 */
export function assertLoadedVersion(stored: number, loaded: number | undefined): void {
  if (loaded === undefined || loaded === stored) return;
  throw new AppError('CONFLICT', STALE_QUESTION_MESSAGE, { version: STALE_QUESTION_MESSAGE });
}
