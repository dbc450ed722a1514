import { afterEach, describe, expect, it } from 'vitest';
import { REFERRAL_STORAGE_KEY, readReferralCode, takeReferralCode } from './referral';

afterEach(() => localStorage.clear());

describe('referral code capture', () => {
  it('stores the code trimmed and upper-cased and returns the rest of the query', () => {
    expect(takeReferralCode('?a=1&code=%20ab-12%20&b=2')).toEqual({
      code: 'AB-12',
      rest: '?a=1&b=2',
    });
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('AB-12');
    expect(readReferralCode()).toBe('AB-12');
  });

  it('leaves a query without a code alone and drops an empty code without storing it', () => {
    expect(takeReferralCode('?mode=register')).toBeNull();
    expect(takeReferralCode('?code=')).toEqual({ code: '', rest: '' });
    expect(readReferralCode()).toBe('');
  });
});
