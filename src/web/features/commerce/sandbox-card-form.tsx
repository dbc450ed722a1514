import type { SandboxOutcome } from '@common/contracts/commerce';
import { CreditCard, FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { type CardErrors, checkCard, formatCardNumber, formatExpiry } from './test-cards';

type Props = {
  amountLabel: string;
  pending: boolean;
  onPay: (outcome: SandboxOutcome) => void;
};

/**
 * The sandbox's card form. The card is checked here, in the browser, like Stripe's test mode
 * would; only the outcome leaves the page (ADR 0008).
 */
export function SandboxCardForm({ amountLabel, pending, onPay }: Props) {
  const { t } = useTranslation('commerce');
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCard(card);
    setErrors(checked.errors);
    if (checked.outcome) onPay(checked.outcome);
  };
  const message = (key: keyof CardErrors) => {
    const error = errors[key];
    return error ? t(`card.${error}`) : undefined;
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4"
      aria-label={t('payment.sandboxTitle')}
    >
      <div className="flex items-start gap-3 rounded-lg border border-accent-200 bg-accent-50 p-3 text-accent-900 text-sm">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-semibold">{t('payment.sandboxTitle')}</p>
          <p>{t('payment.sandboxText')}</p>
          <p className="text-xs">{t('payment.testCards')}</p>
        </div>
      </div>
      <FormField label={t('payment.cardNumber')} error={message('number')}>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.number}
          onChange={(e) => setCard({ ...card, number: formatCardNumber(e.target.value) })}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label={t('payment.expiry')} error={message('expiry')}>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={card.expiry}
            onChange={(e) => setCard({ ...card, expiry: formatExpiry(e.target.value) })}
          />
        </FormField>
        <FormField label={t('payment.cvc')} error={message('cvc')}>
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={card.cvc}
            onChange={(e) => setCard({ ...card, cvc: e.target.value.replace(/\D/g, '') })}
          />
        </FormField>
      </div>
      <Button type="submit" size="lg" loading={pending} className="w-full">
        {pending ? null : <CreditCard />}
        {pending ? t('payment.processing') : t('payment.payNow', { amount: amountLabel })}
      </Button>
    </form>
  );
}
