import type { MasteryLevel, PredictedScore } from '@common/contracts/learning';
import type { TFunction } from 'i18next';

/** Classes of each mastery level, lowest first: swatch (bars, legend), tile and its text. */
export const LEVEL_STYLES: Record<MasteryLevel, { swatch: string; tile: string; text: string }> = {
  not_started: {
    swatch: 'bg-slate-300',
    tile: 'border-slate-200 bg-slate-50',
    text: 'text-slate-700',
  },
  attempted: {
    swatch: 'bg-amber-400',
    tile: 'border-amber-200 bg-amber-50',
    text: 'text-amber-900',
  },
  familiar: {
    swatch: 'bg-sky-500',
    tile: 'border-sky-200 bg-sky-50',
    text: 'text-sky-900',
  },
  proficient: {
    swatch: 'bg-primary-600',
    tile: 'border-primary-200 bg-primary-50',
    text: 'text-primary-900',
  },
  mastered: {
    swatch: 'bg-emerald-600',
    tile: 'border-emerald-300 bg-emerald-50',
    text: 'text-emerald-900',
  },
};

/** "4 (3–5)": the label with its band, the band left out when it is one value. */
export function scoreWithBand(label: string, low: string | null, high: string | null) {
  if (low === null || high === null || (low === label && high === label)) return label;
  if (low === high) return `${label} (${low})`;
  return `${label} (${low}–${high})`;
}

/** "Predicted AP score 4 (3–5)", worded by the template's scale. */
export function predictedText(t: TFunction<'learning'>, predicted: PredictedScore) {
  return t('predicted.value', {
    scale: t(`scales.${predicted.scale}`),
    score: scoreWithBand(predicted.label, predicted.low, predicted.high),
  });
}

/** A θ or an SE with two decimals, signed for θ ("+0.42", "−1.10"). */
export function formatTheta(value: number, language: string, signed = true) {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value);
}

/** Milliseconds as seconds with one decimal ("42.5 s"). */
export function formatSeconds(ms: number, language: string) {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(ms / 1000);
}

/** A percent 0–100 without decimals ("73%"). */
export function formatWholePercent(value: number, language: string) {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
    value / 100,
  );
}
