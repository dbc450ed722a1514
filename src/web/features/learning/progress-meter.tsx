import { cn } from '@/lib/cn';

/**
 * A horizontal progress bar (role="progressbar"); `marker` draws a tick where the student
 * should be by now (the plan's even pace).
 */
export function ProgressMeter({
  value,
  max,
  label,
  marker,
  markerLabel,
  className,
}: {
  value: number;
  max: number;
  label: string;
  marker?: number;
  markerLabel?: string;
  className?: string;
}) {
  const share = (n: number) => (max > 0 ? Math.min(100, Math.max(0, (n / max) * 100)) : 0);
  return (
    <div className={cn('relative h-2.5 w-full rounded-full bg-slate-100', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        className="h-full overflow-hidden rounded-full"
      >
        <div className="h-full rounded-full bg-primary-600" style={{ width: `${share(value)}%` }} />
      </div>
      {marker !== undefined && max > 0 ? (
        <span
          data-testid="expected-marker"
          title={markerLabel}
          className="-top-1 -bottom-1 absolute w-0.5 rounded-full bg-accent-600"
          style={{ insetInlineStart: `${share(marker)}%` }}
        />
      ) : null}
    </div>
  );
}
