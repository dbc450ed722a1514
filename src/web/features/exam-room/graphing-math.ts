/**
 * The graphing calculator's numerics: sampling a curve for the plot, zeros (sign changes
 * refined by bisection, touching zeros by a golden-section search on |f|), intersections of
 * two curves (the zeros of f − g), tables of values, and the axis ticks.
 */

export type Fn = (x: number) => number;
export type View = { xMin: number; xMax: number; yMin: number; yMax: number };
export type Point = { x: number; y: number };

export const DEFAULT_VIEW: View = { xMin: -10, xMax: 10, yMin: -10, yMax: 10 };

/** Scans this many steps across the window for zeros. */
const SCAN_STEPS = 2000;

function bisect(f: Fn, a: number, b: number): number {
  let fa = f(a);
  for (let i = 0; i < 80; i++) {
    const m = (a + b) / 2;
    const fm = f(m);
    if (fm === 0) return m;
    if (Math.sign(fm) === Math.sign(fa)) {
      a = m;
      fa = fm;
    } else {
      b = m;
    }
  }
  return (a + b) / 2;
}

/** The x in [a, b] where |f| is least (f unimodal there in |f|). */
function goldenMin(f: Fn, a: number, b: number): number {
  const r = (Math.sqrt(5) - 1) / 2;
  let c = b - r * (b - a);
  let d = a + r * (b - a);
  for (let i = 0; i < 100; i++) {
    if (Math.abs(f(c)) < Math.abs(f(d))) b = d;
    else a = c;
    c = b - r * (b - a);
    d = a + r * (b - a);
  }
  return (a + b) / 2;
}

/** Rounds away float noise: 1.9999999999 → 2, 3e-17 → 0. */
export function tidy(value: number, scale = 1): number {
  if (Math.abs(value) < 1e-9 * Math.max(1, scale)) return 0;
  return Number(value.toPrecision(12));
}

/** The zeros of f between xMin and xMax, in increasing order. */
export function findZeros(f: Fn, xMin: number, xMax: number): number[] {
  const step = (xMax - xMin) / SCAN_STEPS;
  const zeros: number[] = [];
  const add = (x: number) => {
    if (!zeros.some((z) => Math.abs(z - x) < step)) zeros.push(x);
  };
  let prevX = xMin;
  let prevY = f(xMin);
  if (prevY === 0) add(xMin);
  for (let i = 1; i <= SCAN_STEPS; i++) {
    const x = xMin + i * step;
    const y = f(x);
    if (Number.isFinite(y) && Number.isFinite(prevY)) {
      if (y === 0) add(x);
      else if (prevY !== 0 && Math.sign(y) !== Math.sign(prevY)) {
        const root = bisect(f, prevX, x);
        // A jump across an asymptote (tan x, 1/x) changes sign without a zero.
        const size = Math.max(1, Math.abs(y), Math.abs(prevY));
        if (Math.abs(f(root)) <= 1e-6 * size) add(root);
      } else if (i >= 2) {
        // Touching zeros (x² at 0): |f| dips towards 0 without a change of sign.
        const before = f(x - 2 * step);
        if (Math.abs(prevY) < Math.abs(y) && Math.abs(prevY) < Math.abs(before)) {
          const m = goldenMin(f, x - 2 * step, x);
          if (Math.abs(f(m)) < 1e-10) add(m);
        }
      }
    }
    prevX = x;
    prevY = y;
  }
  return zeros.sort((a, b) => a - b).map((z) => tidy(z, xMax - xMin));
}

/** Where the curves of f and g cross between xMin and xMax. */
export function findIntersections(f: Fn, g: Fn, xMin: number, xMax: number): Point[] {
  return findZeros((x) => f(x) - g(x), xMin, xMax).map((x) => ({ x, y: tidy(f(x)) }));
}

/** `rows` values of f from `start` in steps of `step` (NaN where f has no value). */
export function tableOfValues(f: Fn, start: number, step: number, rows = 10): Point[] {
  return Array.from({ length: rows }, (_, i) => {
    const x = tidy(start + i * step);
    return { x, y: tidy(f(x)) };
  });
}

/** Points of the curve across the window; a NaN or a jump off the screen breaks the line. */
export function samplePaths(f: Fn, view: View, steps = 400): Point[][] {
  const paths: Point[][] = [];
  let current: Point[] = [];
  const span = view.yMax - view.yMin;
  for (let i = 0; i <= steps; i++) {
    const x = view.xMin + ((view.xMax - view.xMin) * i) / steps;
    const y = f(x);
    const prev = current.at(-1);
    const broken = !Number.isFinite(y) || (prev && Math.abs(y - prev.y) > span * 4);
    if (broken) {
      if (current.length > 1) paths.push(current);
      current = Number.isFinite(y) ? [{ x, y }] : [];
      continue;
    }
    current.push({ x, y: Math.max(view.yMin - span * 2, Math.min(view.yMax + span * 2, y)) });
  }
  if (current.length > 1) paths.push(current);
  return paths;
}

/** Round tick values (1, 2 or 5 × 10ⁿ apart), about `count` of them across [min, max]. */
export function ticks(min: number, max: number, count = 8): number[] {
  const raw = (max - min) / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * mag >= raw) ?? 10) * mag;
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + step / 1e6; v += step) out.push(tidy(v));
  return out;
}

/** The window zoomed by `factor` (< 1 zooms in) around its centre, or around `at`. */
export function zoomView(view: View, factor: number, at?: Point): View {
  const cx = at?.x ?? (view.xMin + view.xMax) / 2;
  const cy = at?.y ?? (view.yMin + view.yMax) / 2;
  return {
    xMin: cx - (cx - view.xMin) * factor,
    xMax: cx + (view.xMax - cx) * factor,
    yMin: cy - (cy - view.yMin) * factor,
    yMax: cy + (view.yMax - cy) * factor,
  };
}

/** The window moved by a fraction of its width (dx) and height (dy). */
export function panView(view: View, dx: number, dy: number): View {
  const w = (view.xMax - view.xMin) * dx;
  const h = (view.yMax - view.yMin) * dy;
  return { xMin: view.xMin + w, xMax: view.xMax + w, yMin: view.yMin + h, yMax: view.yMax + h };
}

/** A number as the calculator shows it: up to 6 significant digits. */
export function formatCoord(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const v = tidy(value);
  if (v === 0) return '0';
  if (Math.abs(v) >= 1e6 || Math.abs(v) < 1e-4) return v.toExponential(4).replace('e+', 'e');
  return String(Number(v.toPrecision(6)));
}
