/**
 * The highlighter's DOM work over text that RichText rendered. Offsets count the characters of
 * the text nodes outside formulas, in document order: KaTeX's output is skipped, so a formula is
 * never cut by a <mark>, and a new KaTeX version cannot move highlights saved before it.
 */

/** Marks carry the highlight's index in the item's list, for "Remove highlight". */
export const HIGHLIGHT_ATTRIBUTE = 'data-highlight';

/** The rendered text of a stem or passage is inside an element with this attribute. */
export const TARGET_ATTRIBUTE = 'data-highlight-target';

/** Visible without colour too (the underline), and ≥ 7:1 for ink on the yellow. */
const MARK_CLASS =
  'rounded-[2px] bg-yellow-200 text-ink underline decoration-yellow-700 decoration-2 underline-offset-[3px] cursor-pointer';

/** KaTeX's output (display formulas wrap it in .katex-display). */
function isMath(node: Node): boolean {
  return node instanceof Element && node.classList.contains('katex');
}

/** The text nodes that offsets count, in document order. */
export function textNodes(root: Node): Text[] {
  const out: Text[] = [];
  const walk = (parent: Node) => {
    for (let child = parent.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === Node.TEXT_NODE) out.push(child as Text);
      else if (child.nodeType === Node.ELEMENT_NODE && !isMath(child)) walk(child);
    }
  };
  walk(root);
  return out;
}

/** The part of `range` inside `root`, as offsets over its text (null when it holds no text). */
export function rangeOffsets(root: Node, range: Range): { start: number; end: number } | null {
  let offset = 0;
  let start = -1;
  let end = -1;
  for (const node of textNodes(root)) {
    const length = node.data.length;
    if (range.intersectsNode(node)) {
      const from = node === range.startContainer ? range.startOffset : 0;
      const to = node === range.endContainer ? range.endOffset : length;
      if (to > from) {
        if (start < 0) start = offset + from;
        end = offset + to;
      }
    }
    offset += length;
  }
  return start >= 0 && end > start ? { start, end } : null;
}

export type PaintRange = { start: number; end: number; index: number };

/**
 * Wraps the ranges' text in <mark> elements without touching the nodes React rendered: each
 * text node that a range covers is swapped for new pieces, and the returned function puts the
 * original node back, so React finds its DOM as it left it. `ranges` must be sorted and apart.
 */
export function paintHighlights(root: Node, ranges: PaintRange[]): () => void {
  if (!ranges.length) return () => {};
  const swapped: { node: Text; pieces: Node[] }[] = [];
  let offset = 0;
  for (const node of textNodes(root)) {
    const text = node.data;
    const from = offset;
    offset += text.length;
    const parent = node.parentNode;
    const cuts = ranges.filter((r) => r.start < offset && r.end > from);
    if (!cuts.length || !parent) continue;
    const pieces: Node[] = [];
    let at = 0;
    for (const cut of cuts) {
      const start = Math.max(cut.start - from, at);
      const end = Math.min(cut.end - from, text.length);
      if (end <= start) continue;
      if (start > at) pieces.push(document.createTextNode(text.slice(at, start)));
      const mark = document.createElement('mark');
      mark.setAttribute(HIGHLIGHT_ATTRIBUTE, String(cut.index));
      mark.className = MARK_CLASS;
      mark.textContent = text.slice(start, end);
      pieces.push(mark);
      at = end;
    }
    if (!pieces.length) continue;
    if (at < text.length) pieces.push(document.createTextNode(text.slice(at)));
    for (const piece of pieces) parent.insertBefore(piece, node);
    parent.removeChild(node);
    swapped.push({ node, pieces });
  }
  return () => {
    for (const { node, pieces } of swapped.reverse()) {
      const first = pieces[0];
      first?.parentNode?.insertBefore(node, first);
      for (const piece of pieces) piece.parentNode?.removeChild(piece);
    }
  };
}

/** The stem or passage element holding a node (a selection's end), if any. */
export function targetElementOf(node: Node | null): HTMLElement | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest<HTMLElement>(`[${TARGET_ATTRIBUTE}]`) ?? null;
}
