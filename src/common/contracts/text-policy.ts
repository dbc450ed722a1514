import { FIELD_MSG } from './validation';

/**
 * The input policy every text field of a request follows (the server applies it to each
 * JSON body, query and path before the route's own schema; forms may call it too).
 * Tab, line feed and carriage return belong to multi-line text; every other C0 or C1 control
 * character, DEL included, is refused: PostgreSQL cannot store NUL, and the others hide text
 * or break exports and terminals.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A UTF-16 surrogate without its partner: not a character, and no database can store it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why `text` is refused (the message to show), or null when it is acceptable. */
export function textProblem(text: string): string | null {
  if (CONTROL.test(text)) return FIELD_MSG.controlChars;
  if (LONE_SURROGATE.test(text)) return FIELD_MSG.invalidUnicode;
  return null;
}

/**
 * Text as it is stored and compared: Unicode NFC, so "é" typed as e + combining accent
 * and "é" typed as one character are the same name, search term or answer.
 */
export const normalizeText = (text: string): string => text.normalize('NFC');
