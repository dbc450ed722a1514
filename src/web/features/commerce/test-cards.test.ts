import { describe, expect, it } from 'vitest';
import { checkCard, formatCardNumber, formatExpiry } from './test-cards';

const now = new Date('2026-11-15T12:00:00Z');
const card = (number: string, expiry = '12 / 30', cvc = '123') => ({ number, expiry, cvc });

describe('the sandbox test cards', () => {
  it("behave like Stripe's: 4242 succeeds, 0002 is declined, 9995 has insufficient funds", () => {
    expect(checkCard(card('4242 4242 4242 4242'), now).outcome).toBe('succeeded');
    expect(checkCard(card('4000 0000 0000 0002'), now).outcome).toBe('card_declined');
    expect(checkCard(card('4000000000009995'), now).outcome).toBe('insufficient_funds');
  });

  it('refuses invalid numbers, real cards, past or malformed expiry dates and bad CVCs', () => {
    expect(checkCard(card(''), now).errors.number).toBe('required');
    expect(checkCard(card('4242 4242 4242 4241'), now).errors.number).toBe('invalidNumber');
    // A valid number that is not a test card: the sandbox never takes real cards.
    expect(checkCard(card('5555 5555 5555 4444'), now).errors.number).toBe('notTestCard');
    expect(checkCard(card('4242424242424242', '10 / 26'), now).errors.expiry).toBe('expired');
    expect(checkCard(card('4242424242424242', '11 / 26'), now).errors.expiry).toBeUndefined();
    expect(checkCard(card('4242424242424242', '13 / 30'), now).errors.expiry).toBe('invalidExpiry');
    expect(checkCard(card('4242424242424242', '12 / 30', '12'), now).errors.cvc).toBe('invalidCvc');
    expect(checkCard(card('4242424242424242', '12 / 30', '12'), now).outcome).toBeNull();
  });

  it('formats the number and the expiry while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('1')).toBe('1');
  });
});
