import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { localizeMessage } from '@/i18n/server-messages';
import { isApiError } from '@/lib/api';

/**
 * Empty inputs count as missing, so the shared schemas answer 'Required' for them
 * (and 'Invalid email' or the minimum length for what was typed).
 */
export const emptyAsMissing = {
  setValueAs: (value: unknown) => (value === '' ? undefined : value),
};

/**
 * Puts the server's field messages under the matching fields, focusing the first. Returns true
 * when at least one message found its field.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = fieldNames.find((candidate) => candidate === field);
    if (!name) continue;
    setError(
      name,
      { type: 'server', message: localizeMessage(message) },
      { shouldFocus: !applied },
    );
    applied = true;
  }
  return applied;
}
