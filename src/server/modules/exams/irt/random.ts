// Seeded randomness for the adaptive engine. Every random choice the engine makes goes through a
// `Random` function passed in by the caller, so a run is reproducible from its seed.

/** A source of uniform numbers in [0, 1), like Math.random. */
export type Random = () => number;

/** mulberry32: a tiny, fast 32-bit seeded generator (good enough for item selection and simulation). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit seed from a string (FNV-1a), e.g. an exam id plus the position being chosen. */
export function seedFromString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A whole number in [0, n). */
export function randomInt(random: Random, n: number): number {
  return Math.min(n - 1, Math.floor(random() * n));
}

/** A standard normal draw (Box–Muller). */
export function randomNormal(random: Random, mean = 0, sd = 1): number {
  let u = random();
  while (u <= Number.EPSILON) u = random();
  const v = random();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
