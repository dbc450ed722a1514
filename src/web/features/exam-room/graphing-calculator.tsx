import '@/i18n/graphing';
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Maximize,
  Minus,
  Plus,
  Trash2,
  X,
} from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { compile } from './calculator-engine';
import { GraphAnalysis } from './graph-analysis';
import { type Curve, GraphPlot } from './graph-plot';
import { DEFAULT_VIEW, formatCoord, type Point, panView, zoomView } from './graphing-math';

const COLORS = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#c2410c', '#0e7490'];
const MAX_FUNCTIONS = 6;
let nextId = 1;
const newRow = (text = '') => ({ id: `f${nextId++}`, text });

/**
 * A graphing calculator for calculator sections (Desmos-like, as in Bluebook): up to six
 * functions of x plotted together, pan and zoom, a trace along a chosen curve, and the zeros,
 * intersections and a table of values as text. A non-modal panel beside the question; it is
 * loaded only when opened.
 */
export function GraphingCalculator({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('graphing');
  const titleId = useId();
  const traceId = useId();
  const [rows, setRows] = useState(() => [newRow()]);
  const [view, setView] = useState(DEFAULT_VIEW);
  const [traced, setTraced] = useState(0);
  const [traceX, setTraceX] = useState(1);
  const [markers, setMarkers] = useState<Point[]>([]);

  const compiled = useMemo(() => rows.map((row) => compile(row.text)), [rows]);
  const curves: Curve[] = useMemo(
    () =>
      rows.map((row, i) => {
        const c = compiled[i];
        return { id: row.id, color: COLORS[i % COLORS.length] ?? '#000', f: c?.ok ? c.f : null };
      }),
    [rows, compiled],
  );
  const setText = (id: string, text: string) => {
    setRows((list) => list.map((row) => (row.id === id ? { ...row, text } : row)));
    setMarkers([]);
  };
  const remove = (index: number) => {
    setRows((list) => (list.length > 1 ? list.filter((_, i) => i !== index) : [newRow()]));
    setTraced((cur) => (cur >= index && cur > 0 ? cur - 1 : cur));
    setMarkers([]);
  };

  const tracedCurve = curves[traced];
  const traceY = tracedCurve?.f ? tracedCurve.f(traceX) : Number.NaN;
  const traceText = !tracedCurve?.f
    ? t('trace.empty')
    : t(Number.isFinite(traceY) ? 'trace.value' : 'trace.undefined', {
        n: traced + 1,
        x: formatCoord(traceX),
        y: formatCoord(traceY),
      });
  const fmt = (v: number) => formatCoord(v);

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-graphing-calculator
      className="flex max-h-[calc(100dvh-10rem)] w-full flex-col gap-3 overflow-y-auto rounded-card *:shrink-0 sm:max-h-[calc(100dvh-8.5rem)] border border-border bg-surface p-3 shadow-pop sm:w-[28rem]"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="flex items-center gap-2">
        <h2 id={titleId} className="font-semibold text-sm">
          {t('title')}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="ms-auto size-8"
          onClick={onClose}
          aria-label={t('close')}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <p className="text-ink-muted text-xs">{t('hint')}</p>

      <fieldset className="grid gap-1.5">
        <legend className="sr-only">{t('functions')}</legend>
        {rows.map((row, i) => {
          const c = compiled[i];
          const errorId = `${titleId}-err-${row.id}`;
          const bad = c && !c.ok && c.error === 'syntax';
          return (
            <div key={row.id} className="grid gap-0.5">
              <div className="flex items-center gap-1.5" dir="ltr">
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-full"
                  style={{ background: COLORS[i % COLORS.length] }}
                />
                <span aria-hidden="true" className="w-9 shrink-0 font-mono text-sm">
                  {t('functionName', { n: i + 1 })}=
                </span>
                <input
                  value={row.text}
                  onChange={(event) => setText(row.id, event.target.value)}
                  aria-label={t('functionInput', { n: i + 1 })}
                  aria-invalid={bad || undefined}
                  aria-describedby={bad ? errorId : undefined}
                  spellCheck={false}
                  autoComplete="off"
                  className={cn(controlClasses, 'h-9 min-w-0 flex-1 font-mono')}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 shrink-0"
                  onClick={() => remove(i)}
                  aria-label={t('removeFunction', { n: i + 1 })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {bad ? (
                <p id={errorId} className="text-danger text-xs">
                  {t('error.syntax', { n: i + 1 })}
                </p>
              ) : null}
            </div>
          );
        })}
        {rows.length < MAX_FUNCTIONS ? (
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start"
            onClick={() => setRows((list) => [...list, newRow()])}
          >
            <Plus aria-hidden="true" />
            {t('addFunction')}
          </Button>
        ) : null}
      </fieldset>

      <GraphPlot
        curves={curves}
        view={view}
        onView={setView}
        traced={traced}
        onTraced={setTraced}
        traceX={traceX}
        onTraceX={setTraceX}
        markers={markers}
        label={t('plot.label')}
        describedBy={traceId}
      />
      <div className="flex flex-wrap items-center gap-1" dir="ltr">
        {(
          [
            ['plot.zoomIn', Plus, () => setView(zoomView(view, 1 / 1.5))],
            ['plot.zoomOut', Minus, () => setView(zoomView(view, 1.5))],
            ['plot.reset', Maximize, () => setView(DEFAULT_VIEW)],
            ['plot.panLeft', ArrowLeft, () => setView(panView(view, -0.2, 0))],
            ['plot.panRight', ArrowRight, () => setView(panView(view, 0.2, 0))],
            ['plot.panUp', ArrowUp, () => setView(panView(view, 0, 0.2))],
            ['plot.panDown', ArrowDown, () => setView(panView(view, 0, -0.2))],
          ] as const
        ).map(([key, Icon, onClick]) => (
          <Button
            key={key}
            variant="secondary"
            size="icon"
            className="size-9"
            onClick={onClick}
            aria-label={t(key)}
            title={t(key)}
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
      </div>
      <p className="text-ink-muted text-xs" data-graph-window>
        {t('plot.window', {
          xMin: fmt(view.xMin),
          xMax: fmt(view.xMax),
          yMin: fmt(view.yMin),
          yMax: fmt(view.yMax),
        })}
      </p>

      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm font-medium">
          {t('trace.curve')}
          <select
            value={traced}
            onChange={(event) => setTraced(Number(event.target.value))}
            className={cn(controlClasses, 'h-9 w-auto py-0')}
          >
            {rows.map((row, i) => (
              <option key={row.id} value={i}>
                {t('functionName', { n: i + 1 })}
              </option>
            ))}
          </select>
        </label>
        <output id={traceId} aria-live="polite" dir="ltr" className="font-mono text-sm" data-trace>
          {traceText}
        </output>
      </div>

      <GraphAnalysis
        curves={curves}
        view={view}
        onMarkers={setMarkers}
        onTrace={(index, x) => {
          setTraced(index);
          setTraceX(x);
        }}
      />
    </section>
  );
}
