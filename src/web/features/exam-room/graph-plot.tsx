import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef } from 'react';
import {
  type Fn,
  type Point,
  panView,
  samplePaths,
  ticks,
  type View,
  zoomView,
} from './graphing-math';

export const PLOT_W = 400;
export const PLOT_H = 280;

const toScreenX = (view: View) => (x: number) =>
  ((x - view.xMin) / (view.xMax - view.xMin)) * PLOT_W;
const toScreenY = (view: View) => (y: number) =>
  PLOT_H - ((y - view.yMin) / (view.yMax - view.yMin)) * PLOT_H;

export type Curve = { id: string; color: string; f: Fn | null };

/**
 * The graph itself (always left-to-right): grid, axes, the curves, the marked points and the
 * trace. Drag to pan, the wheel zooms at the pointer, a click moves the trace there. Focused:
 * ← / → move the trace (Shift: faster), ↑ / ↓ change the traced curve, + / − zoom.
 */
export function GraphPlot({
  curves,
  view,
  onView,
  traced,
  onTraced,
  traceX,
  onTraceX,
  markers,
  label,
  describedBy,
}: {
  curves: Curve[];
  view: View;
  onView: (view: View) => void;
  traced: number;
  onTraced: (index: number) => void;
  traceX: number;
  onTraceX: (x: number) => void;
  markers: Point[];
  label: string;
  describedBy: string;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; view: View; moved: boolean } | null>(null);
  const sx = toScreenX(view);
  const sy = toScreenY(view);
  const toData = (clientX: number, clientY: number): Point => {
    const box = boxRef.current?.getBoundingClientRect();
    const fx = box?.width ? (clientX - box.left) / box.width : 0.5;
    const fy = box?.height ? (clientY - box.top) / box.height : 0.5;
    return {
      x: view.xMin + fx * (view.xMax - view.xMin),
      y: view.yMax - fy * (view.yMax - view.yMin),
    };
  };

  // The wheel zooms the graph, not the page (a passive React listener could not stop that).
  const wheel = useRef<(event: WheelEvent) => void>(() => {});
  wheel.current = (event) => {
    event.preventDefault();
    onView(zoomView(view, event.deltaY > 0 ? 1.2 : 1 / 1.2, toData(event.clientX, event.clientY)));
  };
  useEffect(() => {
    const box = boxRef.current;
    const onWheel = (event: WheelEvent) => wheel.current(event);
    box?.addEventListener('wheel', onWheel, { passive: false });
    return () => box?.removeEventListener('wheel', onWheel);
  }, []);

  const paths = useMemo(() => {
    const px = toScreenX(view);
    const py = toScreenY(view);
    return curves.map((curve) =>
      curve.f
        ? samplePaths(curve.f, view)
            .map((pts) =>
              pts.map((p, i) => `${i ? 'L' : 'M'}${px(p.x).toFixed(1)},${py(p.y).toFixed(1)}`),
            )
            .map((parts) => parts.join(''))
            .join('')
        : '',
    );
  }, [curves, view]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = ((view.xMax - view.xMin) / 100) * (event.shiftKey ? 10 : 1);
    if (event.key === 'ArrowLeft') onTraceX(traceX - step);
    else if (event.key === 'ArrowRight') onTraceX(traceX + step);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const live = curves.map((c, i) => (c.f ? i : -1)).filter((i) => i >= 0);
      if (!live.length) return;
      const at = Math.max(0, live.indexOf(traced));
      const next = event.key === 'ArrowUp' ? at + 1 : at - 1 + live.length;
      onTraced(live[next % live.length] ?? traced);
    } else if (event.key === '+' || event.key === '=') onView(zoomView(view, 1 / 1.5));
    else if (event.key === '-') onView(zoomView(view, 1.5));
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, view, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const box = boxRef.current?.getBoundingClientRect();
    if (!start || !box?.width) return;
    const dx = (event.clientX - start.x) / box.width;
    const dy = (event.clientY - start.y) / box.height;
    if (Math.abs(event.clientX - start.x) + Math.abs(event.clientY - start.y) > 4)
      start.moved = true;
    if (start.moved) onView(panView(start.view, -dx, dy));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current && !drag.current.moved) onTraceX(toData(event.clientX, event.clientY).x);
    drag.current = null;
  };

  const tracedCurve = curves[traced];
  const traceY = tracedCurve?.f ? tracedCurve.f(traceX) : Number.NaN;
  const xTicks = ticks(view.xMin, view.xMax);
  const yTicks = ticks(view.yMin, view.yMax, 6);
  const inside = (p: Point) =>
    p.x >= view.xMin && p.x <= view.xMax && p.y >= view.yMin && p.y <= view.yMax;

  return (
    <div
      ref={boxRef}
      dir="ltr"
      role="application"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the graph takes arrow keys (trace) and +/− (zoom)
      tabIndex={0}
      aria-label={label}
      aria-describedby={describedBy}
      data-graph-plot
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      className="relative aspect-[10/7] w-full cursor-grab touch-none overflow-hidden rounded-lg border border-border bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <svg
        viewBox={`0 0 ${PLOT_W} ${PLOT_H}`}
        preserveAspectRatio="none"
        className="absolute inset-0 size-full"
        aria-hidden="true"
      >
        {xTicks.map((x) => (
          <line key={`gx${x}`} x1={sx(x)} x2={sx(x)} y1={0} y2={PLOT_H} stroke="#e2e8f0" />
        ))}
        {yTicks.map((y) => (
          <line key={`gy${y}`} y1={sy(y)} y2={sy(y)} x1={0} x2={PLOT_W} stroke="#e2e8f0" />
        ))}
        <line x1={sx(0)} x2={sx(0)} y1={0} y2={PLOT_H} stroke="#334155" strokeWidth={1.2} />
        <line y1={sy(0)} y2={sy(0)} x1={0} x2={PLOT_W} stroke="#334155" strokeWidth={1.2} />
        {xTicks.map((x) =>
          x === 0 ? null : (
            <text key={`tx${x}`} x={sx(x) + 2} y={PLOT_H - 3} fontSize={9} fill="#334155">
              {x}
            </text>
          ),
        )}
        {yTicks.map((y) =>
          y === 0 ? null : (
            <text key={`ty${y}`} x={3} y={sy(y) - 2} fontSize={9} fill="#334155">
              {y}
            </text>
          ),
        )}
        {paths.map((d, i) =>
          d ? (
            <path
              key={curves[i]?.id}
              d={d}
              fill="none"
              stroke={curves[i]?.color}
              strokeWidth={i === traced ? 2.4 : 1.8}
              vectorEffect="non-scaling-stroke"
            />
          ) : null,
        )}
        {markers.filter(inside).map((p) => (
          <circle key={`m${p.x},${p.y}`} cx={sx(p.x)} cy={sy(p.y)} r={4} fill="#0f172a" />
        ))}
        {Number.isFinite(traceY) && inside({ x: traceX, y: traceY }) ? (
          <g data-trace-point>
            <line
              x1={sx(traceX)}
              x2={sx(traceX)}
              y1={0}
              y2={PLOT_H}
              stroke="#64748b"
              strokeDasharray="3 3"
            />
            <circle
              cx={sx(traceX)}
              cy={sy(traceY)}
              r={5}
              fill={tracedCurve?.color}
              stroke="#fff"
              strokeWidth={1.5}
            />
          </g>
        ) : null}
      </svg>
    </div>
  );
}
