import type { MathfieldElement } from 'mathlive';
import { type DetailedHTMLProps, type HTMLAttributes, useEffect, useRef, useState } from 'react';
import { controlClasses } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { loadMathLive } from './load-mathlive';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'math-field': DetailedHTMLProps<HTMLAttributes<MathfieldElement>, MathfieldElement> & {
        'math-virtual-keyboard-policy'?: 'auto' | 'manual' | 'sandboxed';
      };
    }
  }
}

export type MathFieldProps = {
  /** The expression as LaTeX. */
  value: string;
  onChange: (latex: string) => void;
  'aria-label': string;
  disabled?: boolean;
  id?: string;
  /** Shown in the plain LaTeX input used where MathLive cannot run. */
  placeholder?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
};

type Status = 'loading' | 'ready' | 'unavailable';

function useMathLive(): Status {
  const [status, setStatus] = useState<Status>('loading');
  useEffect(() => {
    let live = true;
    void loadMathLive().then((ok) => {
      if (live) setStatus(ok ? 'ready' : 'unavailable');
    });
    return () => {
      live = false;
    };
  }, []);
  return status;
}

/**
 * A math input whose value is LaTeX: MathLive's `<math-field>` (loaded on first use), or a
 * plain LaTeX text input where MathLive cannot run. On touch screens MathLive's own math
 * keyboard opens when the field is focused (policy 'auto') and the phone's text keyboard stays
 * closed; on a desktop the physical keyboard is used and the keyboard toggle opens it on demand.
 */
export function MathField(props: MathFieldProps) {
  const status = useMathLive();
  if (status === 'loading') {
    return <Skeleton className={cn('h-12 w-full', props.className)} />;
  }
  if (status === 'unavailable') {
    return (
      <input
        type="text"
        dir="ltr"
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-label={props['aria-label']}
        aria-describedby={props['aria-describedby']}
        aria-invalid={props['aria-invalid'] || undefined}
        disabled={props.disabled}
        placeholder={props.placeholder}
        className={cn(controlClasses, 'h-12 font-mono', props.className)}
      />
    );
  }
  return <MathLiveField {...props} />;
}

function MathLiveField({ value, onChange, disabled, id, className, ...aria }: MathFieldProps) {
  const ref = useRef<MathfieldElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const field = ref.current;
    if (!field) return;
    const handle = () => onChangeRef.current(field.value);
    field.addEventListener('input', handle);
    return () => field.removeEventListener('input', handle);
  }, []);

  // Controlled: outside changes replace the content without echoing an input event.
  useEffect(() => {
    const field = ref.current;
    if (field && field.value !== value) field.setValue(value, { silenceNotifications: true });
  }, [value]);

  useEffect(() => {
    ref.current?.toggleAttribute('disabled', Boolean(disabled));
  }, [disabled]);

  return (
    <math-field
      ref={ref}
      id={id}
      dir="ltr"
      math-virtual-keyboard-policy="auto"
      aria-label={aria['aria-label']}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={aria['aria-invalid'] || undefined}
      aria-disabled={disabled || undefined}
      className={cn(
        controlClasses,
        'block min-h-12 px-3 py-2 text-xl sm:text-xl focus-within:border-primary-500 focus-within:outline-2 focus-within:outline-ring/40',
        disabled && 'cursor-not-allowed bg-slate-50 opacity-70',
        className,
      )}
    />
  );
}
