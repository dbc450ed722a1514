// Highlight rules shared by the exam room and the server, apart from their zod schemas
// (contracts/exams.ts re-exports them) so that the exam room does not download zod.

/** Where a highlight lies: the question's stem or its passage. */
export const HIGHLIGHT_TARGETS = ['stem', 'passage'] as const;
export type HighlightTarget = (typeof HIGHLIGHT_TARGETS)[number];
/** Per question, stem and passage together: bounds the stored row and what a save may carry. */
export const MAX_HIGHLIGHTS = 50;
/** Beyond the longest text a stem or a passage can have. */
export const MAX_HIGHLIGHT_OFFSET = 100_000;

/**
 * A highlighted range of the text the student sees: `start`–`end` (end exclusive) count the
 * characters of the rendered text outside formulas (formulas are never highlighted, so a change
 * of KaTeX's output cannot move them).
 */
export type ItemHighlight = { target: HighlightTarget; start: number; end: number };

/** Sorted by target and start, with overlapping or touching ranges of one target merged. */
export function mergeHighlights(list: readonly ItemHighlight[]): ItemHighlight[] {
  const sorted = [...list].sort((a, b) =>
    a.target === b.target ? a.start - b.start : a.target < b.target ? -1 : 1,
  );
  const out: ItemHighlight[] = [];
  for (const h of sorted) {
    const last = out.at(-1);
    if (last && last.target === h.target && h.start <= last.end)
      last.end = Math.max(last.end, h.end);
    else out.push({ target: h.target, start: h.start, end: h.end });
  }
  return out;
}
