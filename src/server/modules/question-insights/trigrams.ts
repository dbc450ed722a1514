/**
 * pg_trgm's trigrams in TypeScript, to find candidate near-duplicate pairs without asking the
 * database to compare every pair. Each word (a run of letters and digits), lower-cased and
 * padded with two spaces before and one after, gives its 3-character windows; a text's set of
 * trigrams is the union over its words. Similarity is the Jaccard index of two sets, as
 * `similarity()` computes it. The database confirms every candidate with `similarity()` itself,
 * so a difference in what counts as a letter (locale) can only cost a candidate, never add one.
 */

/** A word: letters and digits (a database with a UTF-8 locale). */
const WORD = /[\p{L}\p{N}]+/gu;
/** With the C locale, PostgreSQL takes only ASCII letters and digits as word characters. */
const ASCII_WORD = /[a-z0-9]+/g;

export function trigramsOf(text: string, asciiWords = false): string[] {
  const set = new Set<string>();
  for (const match of text.toLowerCase().matchAll(asciiWords ? ASCII_WORD : WORD)) {
    const chars = [' ', ' ', ...match[0], ' '];
    for (let i = 0; i + 2 < chars.length; i++) set.add(`${chars[i]}${chars[i + 1]}${chars[i + 2]}`);
  }
  return [...set];
}

/**
 * Jaccard index of two sets given as ascending arrays of token numbers; 0 as soon as fewer than
 * `needed` common tokens remain possible.
 */
export function sortedJaccard(a: Int32Array, b: Int32Array, needed = 0): number {
  if (!a.length || !b.length) return 0;
  let i = 0;
  let j = 0;
  let common = 0;
  while (i < a.length && j < b.length) {
    if (common + Math.min(a.length - i, b.length - j) < needed) return 0;
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      common++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return common / (a.length + b.length - common);
}

const EPSILON = 1e-9;
const ceil = (x: number) => Math.ceil(x - EPSILON);

/**
 * Every pair of texts whose trigram similarity is at least `threshold`: a prefix-filtered
 * similarity join (PPJoin). Tokens are ordered rarest first; texts are visited from the smallest
 * set up; two sets this similar must share a token early in both (within the first
 * |x| − ⌈t·|x|⌉ + 1 of the larger and the first |y| − ⌈2t/(1+t)·|y|⌉ + 1 of the smaller), and
 * a shared token's positions bound the overlap still reachable. Returns indexes into `texts`,
 * smaller first, with the similarity.
 */
export function similarPairs(
  texts: readonly string[],
  threshold: number,
  options: { asciiWords?: boolean } = {},
): { a: number; b: number; similarity: number }[] {
  const raw = texts.map((text) => trigramsOf(text, options.asciiWords));
  const frequency = new Map<string, number>();
  for (const set of raw) for (const t of set) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  // Rarest first: prefixes then hold the trigrams few texts share.
  const order = [...frequency.keys()].sort(
    (x, y) => (frequency.get(x) ?? 0) - (frequency.get(y) ?? 0) || (x < y ? -1 : x > y ? 1 : 0),
  );
  const rank = new Map(order.map((t, i) => [t, i]));
  const sets = raw.map((set) =>
    Int32Array.from(set.map((t) => rank.get(t) ?? 0)).sort((x, y) => x - y),
  );
  const bySize = sets
    .map((_, i) => i)
    .sort((x, y) => (sets[x]?.length ?? 0) - (sets[y]?.length ?? 0));

  const t = threshold;
  const ratio = t / (1 + t);
  const sizes = Int32Array.from(sets, (set) => set.length);
  // Inverted index of the smaller texts' prefixes: token → [text, position, text, position…].
  const lists: number[][] = Array.from({ length: order.length }, () => []);
  const starts = new Int32Array(order.length);
  const overlap = new Int32Array(texts.length);
  const touched: number[] = [];
  const pairs: { a: number; b: number; similarity: number }[] = [];
  for (const x of bySize) {
    const set = sets[x] as Int32Array;
    const size = set.length;
    if (!size) continue;
    const minSize = ceil(t * size);
    const probe = size - minSize + 1;
    for (let i = 0; i < probe; i++) {
      const token = set[i] as number;
      const entries = lists[token] as number[];
      // Texts come smallest first: one too small for x is too small for every later text.
      let k = starts[token] as number;
      while (k < entries.length && (sizes[entries[k] as number] as number) < minSize) k += 2;
      starts[token] = k;
      const left = size - i - 1;
      for (; k < entries.length; k += 2) {
        const y = entries[k] as number;
        const current = overlap[y] as number;
        if (current < 0) continue;
        const ySize = sizes[y] as number;
        const reachable = current + 1 + Math.min(left, ySize - (entries[k + 1] as number) - 1);
        if (current === 0) touched.push(y);
        // Positional filter: not enough tokens left to reach the threshold.
        overlap[y] = reachable < ceil(ratio * (size + ySize)) ? -1 : current + 1;
      }
    }
    for (const y of touched) {
      if ((overlap[y] as number) > 0) {
        const ySize = sizes[y] as number;
        const similarity = sortedJaccard(set, sets[y] as Int32Array, ceil(ratio * (size + ySize)));
        if (similarity >= t - EPSILON) {
          pairs.push({ a: Math.min(x, y), b: Math.max(x, y), similarity });
        }
      }
      overlap[y] = 0;
    }
    touched.length = 0;
    const indexed = size - ceil(2 * ratio * size) + 1;
    for (let i = 0; i < indexed; i++) (lists[set[i] as number] as number[]).push(x, i);
  }
  return pairs;
}
