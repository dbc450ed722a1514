import '@/i18n/coupons';
import { TicketPercent, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage, isApiError } from '@/lib/api';

/**
 * The payment page's coupon box: type a code and Apply; the server answers with the new price or
 * says why the code does not apply (shown under the box). An applied code can be removed.
 */
export function CouponCodeField({
  applied,
  onApply,
  onRemove,
  disabled,
}: {
  applied: string | null;
  /** Resolves when the code applies; rejects with the server's reason otherwise. */
  onApply: (code: string) => Promise<unknown>;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('coupons');
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onApply(code.trim());
      setCode('');
    } catch (err) {
      const reason = isApiError(err) ? (err.fields.couponCode ?? err.message) : null;
      setError(reason ?? errorMessage(err, t('apply.failed')));
    } finally {
      setPending(false);
    }
  };

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-800 text-sm">
        <span className="flex items-center gap-2">
          <TicketPercent className="size-4 shrink-0" aria-hidden="true" />
          <span role="status">{t('apply.applied', { code: applied })}</span>
        </span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('apply.removeCode', { code: applied })}
        >
          <X />
          {t('apply.remove')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-1.5">
      <Label htmlFor={id}>{t('apply.label')}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          placeholder={t('apply.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={disabled}
        />
        <Button type="submit" variant="secondary" loading={pending} disabled={disabled}>
          {t('apply.apply')}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}
