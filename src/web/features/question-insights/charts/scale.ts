/** Round steps (1, 2, 5 × 10ⁿ) from 0 up to at least `max`: the value axis of a chart. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
  // Counts are whole numbers: never a step below 1.
  const whole = Math.max(1, step);
  const ticks: number[] = [];
  for (let v = 0; v < max + whole; v += whole) {
    ticks.push(Math.round(v * 1e6) / 1e6);
    if (v >= max) break;
  }
  return ticks;
}

/** Shortens a label to about `maxChars` characters, with an ellipsis. */
export function clip(label: string, maxChars: number): string {
  if (label.length <= maxChars) return label;
  return `${label.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
}
