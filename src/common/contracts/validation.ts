import { z } from 'zod';
import { MSG } from '../messages';

/** A string field whose absence reads 'Required', as the specification's forms show. */
export function requiredString() {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? MSG.required : undefined,
  });
}

export const emailField = () =>
  requiredString()
    .trim()
    .pipe(z.email({ error: MSG.invalidEmail }))
    .transform((value) => value.toLowerCase());

export const minString = (n: number) => requiredString().min(n, { error: MSG.minChars(n) });
