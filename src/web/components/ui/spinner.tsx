import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

type SpinnerProps = { className?: string; label?: string };

/** A spinning indicator; decorative unless a label is given. */
export function Spinner({ className, label }: SpinnerProps) {
  return (
    <LoaderCircle
      className={cn(
        'size-4 shrink-0 animate-spin motion-reduce:animate-[spin_2s_linear_infinite]',
        className,
      )}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}
