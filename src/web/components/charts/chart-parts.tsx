import { useSyncExternalStore } from 'react';

/** Text, grid and cursor styles shared by the charts; colours are the theme's tokens. */
export const AXIS_TICK = { fill: 'var(--color-ink-muted)', fontSize: 11 } as const;
export const AXIS_LABEL = {
  fill: 'var(--color-ink-muted)',
  fontSize: 11,
  fontWeight: 600,
} as const;
export const AXIS_LINE = { stroke: 'var(--color-border)' } as const;
export const GRID_STROKE = 'var(--color-border)';
export const CURSOR_FILL = { fill: 'var(--color-primary-50)', fillOpacity: 0.7 } as const;
export const CURSOR_LINE = { stroke: 'var(--color-slate-300)', strokeDasharray: '3 3' } as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeMotion(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the charts may animate: not when the reader asked for reduced motion. */
export function useChartAnimation() {
  const reduced = useSyncExternalStore(
    subscribeMotion,
    () => (typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION).matches) || false,
    () => true,
  );
  return !reduced;
}

/** A number as the reader's locale writes it. */
export function formatNumber(value: number, language: string) {
  return new Intl.NumberFormat(language).format(value);
}

/** Shortens a label to about `maxChars` characters, with an ellipsis. */
export function clip(label: string, maxChars: number): string {
  if (label.length <= maxChars) return label;
  return `${label.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
}

let measureContext: CanvasRenderingContext2D | null | undefined;

/**
 * Shortens a label, with an ellipsis, until it fits `maxWidth` pixels at `fontSize` in the page's
 * font; without a canvas (tests) it counts about 7.4 px a character.
 */
export function fitLabel(label: string, maxWidth: number, fontSize = 12): string {
  if (measureContext === undefined) {
    try {
      measureContext = document.createElement('canvas').getContext('2d');
    } catch {
      measureContext = null;
    }
  }
  const context = measureContext;
  if (!context) return clip(label, Math.floor(maxWidth / (fontSize * 0.62)));
  context.font = `${fontSize}px ${getComputedStyle(document.body).fontFamily}`;
  if (context.measureText(label).width <= maxWidth) return label;
  let length = label.length - 1;
  while (length > 1 && context.measureText(clip(label, length)).width > maxWidth) length -= 1;
  return clip(label, length);
}

export type TooltipRow = { key: string; label: string; color: string; value: string };

type ChartTooltipProps<T> = {
  /** Recharts passes these to the `content` of its Tooltip. */
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  heading: (datum: T) => string;
  rows: (datum: T) => TooltipRow[];
};

/** The box that follows the pointer: the category's full name and each series' value. */
export function ChartTooltip<T>({ active, payload, heading, rows }: ChartTooltipProps<T>) {
  const datum = payload?.[0]?.payload as T | undefined;
  if (!active || datum === undefined) return null;
  return (
    <div className="min-w-36 max-w-64 rounded-lg border border-border bg-surface px-3 py-2 text-xs shadow-pop">
      <p className="mb-1 font-semibold text-ink">{heading(datum)}</p>
      <ul className="grid gap-0.5">
        {rows(datum).map((row) => (
          <li key={row.key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-sm"
              style={{ backgroundColor: row.color }}
            />
            <span className="text-ink-muted">{row.label}</span>
            <span className="ms-auto ps-3 font-semibold text-ink tabular-nums">{row.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
