import { createHash } from 'node:crypto';

/** Lower case, no LaTeX spacing or Markdown emphasis, single spaces: what "the same text" means. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Identity of a question's content: its normalised stem and choices (domain.md, content_hash). */
export function contentHash(stem: string, choices: readonly { text: string }[]): string {
  const parts = [normalizeText(stem), ...choices.map((c) => normalizeText(c.text))];
  return createHash('sha256').update(parts.join('\u241f')).digest('hex');
}
