import type { ChartPoint, ChartSeries } from '@/components/charts/multi-series-chart';
import { formatMoney } from '@/lib/format';

type Figures = { gross: number; refunded: number; net: number };

/**
 * Sales and refunds as bars and net, all in money: the series of every revenue chart. Net is a
 * line over days, and a bar of its own over categories (packages, boards, affiliates).
 */
export function moneySeries(
  labels: { sales: string; refunds: string; net: string },
  language: string,
  net: 'line' | 'bar' = 'line',
): ChartSeries[] {
  const format = (value: number) => formatMoney(value, language);
  return [
    { key: 'gross', label: labels.sales, kind: 'bar', color: 'var(--color-primary-600)', format },
    {
      key: 'refunded',
      label: labels.refunds,
      kind: 'bar',
      color: 'var(--color-accent-500)',
      format,
    },
    { key: 'net', label: labels.net, kind: net, color: 'var(--color-slate-700)', format },
  ];
}

/** One chart point of a slice's figures. */
export function moneyPoint(key: string, label: string, tick: string, f: Figures): ChartPoint {
  return { key, label, tick, values: { gross: f.gross, refunded: f.refunded, net: f.net } };
}
