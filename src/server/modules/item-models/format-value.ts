import type { PlaceholderFormat } from './compile-item-model';

/** Past this, numbers would be written in exponent notation: no question needs them. */
const LARGEST = 1e15;
const MAX_DENOMINATOR = 1000;

export type Formatted = { ok: true; text: string } | { ok: false; reason: string };

const closeTo = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x));

/** `-0.00` reads as a wrong sign. */
const noNegativeZero = (text: string) => (/^-0(\.0+)?$/.test(text) ? text.slice(1) : text);

/** p/q with q ≤ 1000 equal to `value` (continued fractions), or null. */
export function asFraction(value: number): { p: number; q: number } | null {
  const sign = value < 0 ? -1 : 1;
  let x = Math.abs(value);
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  for (let i = 0; i < 32; i++) {
    const a = Math.floor(x);
    [h0, h1] = [h1, a * h1 + h0];
    [k0, k1] = [k1, a * k1 + k0];
    if (k1 > MAX_DENOMINATOR) return null;
    if (closeTo(Math.abs(value), h1 / k1)) return { p: sign * h1, q: k1 };
    const frac = x - a;
    if (frac < 1e-12) break;
    x = 1 / frac;
  }
  return null;
}

/**
 * Writes a computed value: a whole number, fixed decimals, a fraction (`\frac{p}{q}`, LaTeX
 * without the dollars) or, automatically, a whole number or at most 4 decimals. A value that
 * does not fit the format gives the reason instead.
 */
export function formatValue(value: number, format: PlaceholderFormat): Formatted {
  if (!Number.isFinite(value)) return { ok: false, reason: 'is not a finite number' };
  if (Math.abs(value) >= LARGEST) return { ok: false, reason: 'is too large to write' };
  if (format === 'int') {
    const whole = Math.round(value);
    if (!closeTo(value, whole)) return { ok: false, reason: `is not a whole number (${value})` };
    return { ok: true, text: noNegativeZero(String(whole)) };
  }
  if (typeof format === 'number') return { ok: true, text: noNegativeZero(value.toFixed(format)) };
  if (format === 'frac') {
    const f = asFraction(value);
    if (!f)
      return { ok: false, reason: `is not a fraction with a denominator up to 1000 (${value})` };
    if (f.q === 1) return { ok: true, text: noNegativeZero(String(f.p)) };
    return { ok: true, text: `${f.p < 0 ? '-' : ''}\\frac{${Math.abs(f.p)}}{${f.q}}` };
  }
  const whole = Math.round(value);
  if (closeTo(value, whole)) return { ok: true, text: noNegativeZero(String(whole)) };
  return { ok: true, text: noNegativeZero(String(Number(value.toFixed(4)))) };
}
