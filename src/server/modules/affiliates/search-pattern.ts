// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** Text from a query string without control characters (PostgreSQL refuses NUL in text). */
export function withoutControls(text: string): string {
  return text.replace(CONTROL, '');
}

/** `%text%` for ILIKE with % _ and \ taken literally, or null when nothing is left to search. */
export function likePattern(search: string | undefined): string | null {
  const text = withoutControls(search ?? '').trim();
  if (!text) return null;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
