import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { setReferralCookie } from '@/test/referral-cookie';
import {
  clearReferralCode,
  readReferralCode,
  recordReferralVisit,
  subscribeReferralCode,
  takeReferralCode,
} from './referral';

afterEach(() => {
  clearReferralCode();
  localStorage.clear();
});

describe('referral code capture', () => {
  it('takes the code out of the query, trimmed and upper-cased, and keeps the rest', () => {
    expect(takeReferralCode('?a=1&code=%20ab-12%20&b=2')).toEqual({
      code: 'AB-12',
      rest: '?a=1&b=2',
    });
    expect(takeReferralCode('?mode=register')).toBeNull();
    expect(takeReferralCode('?code=')).toEqual({ code: '', rest: '' });
    // Nothing is remembered by the browser itself: only the server's cookie counts.
    expect(readReferralCode()).toBe('');
  });

  it('reports the visit with the visitor id of page views and tells listeners', async () => {
    const api = installFakeApi();
    api.on('POST /api/referrals/visits', () => {
      setReferralCookie('LAYLA7');
      return { status: 200, body: { accepted: true } };
    });
    const listener = vi.fn();
    const unsubscribe = subscribeReferralCode(listener);
    expect(await recordReferralVisit('LAYLA7', '/')).toBe(true);
    unsubscribe();
    const call = api.calls.find((c) => c.path === '/api/referrals/visits');
    expect(call?.body).toEqual({
      code: 'LAYLA7',
      visitorId: localStorage.getItem('visitor_id'),
      path: '/',
    });
    expect(call?.body).toMatchObject({ visitorId: expect.stringMatching(/^[\w-]{8,64}$/) });
    expect(listener).toHaveBeenCalled();
    expect(readReferralCode()).toBe('LAYLA7');

    clearReferralCode();
    expect(readReferralCode()).toBe('');
  });

  it('ignores an unknown code and a failed report silently', async () => {
    const api = installFakeApi();
    api.on('POST /api/referrals/visits', () => ({ status: 200, body: { accepted: false } }));
    expect(await recordReferralVisit('NOPE', '/')).toBe(false);
    api.on('POST /api/referrals/visits', () => ({ status: 500, body: {} }));
    expect(await recordReferralVisit('NOPE', '/')).toBe(false);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    expect(await recordReferralVisit('NOPE', '/')).toBe(false);
    expect(readReferralCode()).toBe('');
  });
});
