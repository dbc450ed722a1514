/** A one-line excerpt of Markdown text for lists: whitespace collapsed, cut at `max`. */
export function excerpt(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

/** Escapes LIKE wildcards in user text. */
export const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
