import { createContext, type ReactNode, useContext, useId } from 'react';
import { localizeMessage } from '@/i18n/server-messages';
import { cn } from '@/lib/cn';
import { Label } from './label';

type FieldContextValue = { id: string; describedBy?: string; invalid: boolean };

const FieldContext = createContext<FieldContextValue | null>(null);

/** Lets a control inside a FormField pick up its id, description and invalid state. */
export function useFieldControl() {
  return useContext(FieldContext);
}

type FormFieldProps = {
  label: ReactNode;
  /** Message under the control; marks the control invalid. */
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  children: ReactNode;
};

/** A label, one control, an optional hint and the field's error message, wired for screen readers. */
export function FormField({ label, error, hint, id, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <FieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(error) }}>
      <div className={cn('grid gap-1.5', className)}>
        <Label htmlFor={controlId}>{label}</Label>
        {children}
        {hint ? (
          <p id={hintId} className="text-ink-muted text-xs">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="font-medium text-danger text-sm">
            {localizeMessage(error)}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}
