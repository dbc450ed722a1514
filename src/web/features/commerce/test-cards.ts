import type { SandboxOutcome } from '@common/contracts/commerce';

/**
 * Stripe's test cards the sandbox knows. Everything about the card stays in the browser: the
 * server only ever receives the outcome.
 */
export const TEST_CARDS: Record<string, SandboxOutcome> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
export function formatCardNumber(value: string) {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" → "12 / 30" while typing. */
export function formatExpiry(value: string) {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function passesLuhn(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export type CardErrors = Partial<Record<'number' | 'expiry' | 'cvc', CardError>>;
export type CardError =
  | 'required'
  | 'invalidNumber'
  | 'notTestCard'
  | 'invalidExpiry'
  | 'expired'
  | 'invalidCvc';

/** Checks the card form; `now` decides whether the expiry date has passed. */
export function checkCard(
  card: { number: string; expiry: string; cvc: string },
  now = new Date(),
): { errors: CardErrors; outcome: SandboxOutcome | null } {
  const errors: CardErrors = {};
  const number = digitsOf(card.number);
  if (!number) errors.number = 'required';
  else if (!passesLuhn(number)) errors.number = 'invalidNumber';
  else if (!TEST_CARDS[number]) errors.number = 'notTestCard';

  const expiry = digitsOf(card.expiry);
  if (!expiry) errors.expiry = 'required';
  else if (expiry.length !== 4) errors.expiry = 'invalidExpiry';
  else {
    const month = Number(expiry.slice(0, 2));
    const year = 2000 + Number(expiry.slice(2));
    if (month < 1 || month > 12) errors.expiry = 'invalidExpiry';
    else if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) {
      errors.expiry = 'expired';
    }
  }

  const cvc = digitsOf(card.cvc);
  if (!cvc) errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'invalidCvc';

  const valid = Object.keys(errors).length === 0;
  return { errors, outcome: valid ? (TEST_CARDS[number] ?? null) : null };
}
