import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type TypedConfirmationProps = {
  /** What the administrator must type, exactly (surrounding spaces ignored). */
  expected: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  pending: boolean;
};

/**
 * The end of a dangerous action's dialog form: a field where the administrator types the word
 * or name shown, Cancel, and a submit button that stays disabled until it matches.
 */
export function TypedConfirmation({
  expected,
  label,
  value,
  onChange,
  cancelLabel,
  confirmLabel,
  onCancel,
  pending,
}: TypedConfirmationProps) {
  return (
    <>
      <FormField label={label}>
        <Input
          value={value}
          autoComplete="off"
          spellCheck={false}
          placeholder={expected}
          onChange={(event) => onChange(event.target.value)}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          variant="danger"
          loading={pending}
          disabled={value.trim() !== expected}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
