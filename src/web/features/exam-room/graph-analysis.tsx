import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import type { Curve } from './graph-plot';
import {
  findIntersections,
  findZeros,
  formatCoord,
  type Point,
  tableOfValues,
  type View,
} from './graphing-math';

type Found = { text: string; points: Point[]; traceIndex: number } | null;

/**
 * Zeros of a curve, intersections of two, and a table of values, as text a screen reader
 * reads. Zeros and intersections are searched across the window's x range; each found point
 * is marked on the graph and moves the trace there when chosen.
 */
export function GraphAnalysis({
  curves,
  view,
  onMarkers,
  onTrace,
}: {
  curves: Curve[];
  view: View;
  onMarkers: (points: Point[]) => void;
  onTrace: (index: number, x: number) => void;
}) {
  const { t } = useTranslation('graphing');
  const id = useId();
  const [zeroOf, setZeroOf] = useState(0);
  const [pair, setPair] = useState<[number, number]>([0, 1]);
  const [found, setFound] = useState<Found>(null);
  const [tableOf, setTableOf] = useState(0);
  const [start, setStart] = useState('-2');
  const [step, setStep] = useState('1');
  const range = { from: formatCoord(view.xMin), to: formatCoord(view.xMax) };

  const show = (result: Found) => {
    setFound(result);
    onMarkers(result?.points ?? []);
  };
  const findZerosOf = () => {
    const f = curves[zeroOf]?.f;
    if (!f) return show({ text: t('pick'), points: [], traceIndex: zeroOf });
    const zeros = findZeros(f, view.xMin, view.xMax);
    const n = zeroOf + 1;
    show({
      text: zeros.length
        ? t('zeros.found', { count: zeros.length, n, ...range })
        : t('zeros.none', { n, ...range }),
      points: zeros.map((x) => ({ x, y: 0 })),
      traceIndex: zeroOf,
    });
  };
  const findCrossings = () => {
    const [a, b] = pair;
    if (a === b) return show({ text: t('intersections.same'), points: [], traceIndex: a });
    const f = curves[a]?.f;
    const g = curves[b]?.f;
    if (!f || !g) return show({ text: t('pick'), points: [], traceIndex: a });
    const points = findIntersections(f, g, view.xMin, view.xMax);
    const names = { a: a + 1, b: b + 1 };
    show({
      text: points.length
        ? t('intersections.found', { count: points.length, ...names, ...range })
        : t('intersections.none', { ...names, ...range }),
      points,
      traceIndex: a,
    });
  };

  const curvePicker = (value: number, onChange: (i: number) => void, label: string) => (
    <label className="grid gap-1 font-medium text-sm">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={cn(controlClasses, 'h-9 py-0')}
      >
        {curves.map((curve, i) => (
          <option key={curve.id} value={i}>
            {t('functionName', { n: i + 1 })}
          </option>
        ))}
      </select>
    </label>
  );

  const results = found ? (
    <div aria-live="polite" className="grid gap-1 text-sm" data-graph-results>
      <p>{found.text}</p>
      {found.points.length ? (
        <ul className="flex flex-wrap gap-1.5" dir="ltr">
          {found.points.map((p) => (
            <li key={`${p.x},${p.y}`}>
              <button
                type="button"
                onClick={() => onTrace(found.traceIndex, p.x)}
                className="rounded-md border border-border px-2 py-1 font-mono text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-ring"
              >
                {`(${formatCoord(p.x)}, ${formatCoord(p.y)})`}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  ) : null;

  const startValue = Number(start);
  const stepValue = Number(step);
  const tableValid =
    start.trim() !== '' && step.trim() !== '' && Number.isFinite(startValue) && stepValue !== 0;
  const tableFn = curves[tableOf]?.f;
  const errorId = `${id}-table-error`;

  return (
    <Tabs defaultValue="zeros" onValueChange={() => show(null)} className="grid gap-2">
      <TabsList aria-label={t('tabs.label')}>
        <TabsTrigger value="zeros">{t('tabs.zeros')}</TabsTrigger>
        <TabsTrigger value="intersections">{t('tabs.intersections')}</TabsTrigger>
        <TabsTrigger value="table">{t('tabs.table')}</TabsTrigger>
      </TabsList>
      <TabsContent value="zeros" className="grid gap-2">
        <div className="flex items-end gap-2">
          {curvePicker(zeroOf, setZeroOf, t('zeros.function'))}
          <Button size="sm" className="h-9" onClick={findZerosOf}>
            {t('zeros.find')}
          </Button>
        </div>
        {results}
      </TabsContent>
      <TabsContent value="intersections" className="grid gap-2">
        <div className="flex flex-wrap items-end gap-2">
          {curvePicker(pair[0], (i) => setPair([i, pair[1]]), t('intersections.first'))}
          {curvePicker(pair[1], (i) => setPair([pair[0], i]), t('intersections.second'))}
          <Button size="sm" className="h-9" onClick={findCrossings}>
            {t('intersections.find')}
          </Button>
        </div>
        {results}
      </TabsContent>
      <TabsContent value="table" className="grid gap-2">
        <div className="flex flex-wrap items-end gap-2">
          {curvePicker(tableOf, setTableOf, t('table.function'))}
          {(
            [
              ['table.start', start, setStart],
              ['table.step', step, setStep],
            ] as const
          ).map(([key, value, set]) => (
            <label key={key} className="grid gap-1 font-medium text-sm">
              {t(key)}
              <input
                value={value}
                onChange={(event) => set(event.target.value)}
                inputMode="decimal"
                dir="ltr"
                aria-invalid={!tableValid || undefined}
                aria-describedby={!tableValid ? errorId : undefined}
                className={cn(controlClasses, 'h-9 w-20 font-mono')}
              />
            </label>
          ))}
        </div>
        {!tableValid ? (
          <p id={errorId} className="text-danger text-xs">
            {t('table.invalid')}
          </p>
        ) : !tableFn ? (
          <p className="text-ink-muted text-sm">{t('pick')}</p>
        ) : (
          <table className="w-full border-collapse font-mono text-sm" dir="ltr">
            <caption className="mb-1 text-start font-sans font-medium">
              {t('table.caption', { n: tableOf + 1 })}
            </caption>
            <thead>
              <tr className="border-border border-b">
                <th scope="col" className="px-2 py-1 text-start">
                  x
                </th>
                <th scope="col" className="px-2 py-1 text-start">
                  {t('functionName', { n: tableOf + 1 })}
                </th>
              </tr>
            </thead>
            <tbody>
              {tableOfValues(tableFn, startValue, stepValue).map((p) => (
                <tr key={p.x} className="border-border border-b last:border-0">
                  <td className="px-2 py-0.5">{formatCoord(p.x)}</td>
                  <td className="px-2 py-0.5">
                    {Number.isFinite(p.y) ? formatCoord(p.y) : t('table.noValue')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </TabsContent>
    </Tabs>
  );
}
