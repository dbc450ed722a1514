import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/paths';
import {
  readReferralCode,
  recordReferralVisit,
  subscribeReferralCode,
  takeReferralCode,
} from './referral';

/**
 * Referral capture (spec section 2, issue 14): a page visited with `?code=…` reports the visit
 * (the server remembers a known code in a cookie) and drops the code from the address at once;
 * on /auth without a mode, registration opens, and fills the code in once the server knows it.
 */
export function useReferralCapture() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const taken = takeReferralCode(location.search);
    if (!taken) return;
    if (taken.code) void recordReferralVisit(taken.code, location.pathname);
    let search = taken.rest;
    if (location.pathname === paths.auth.path && taken.code) {
      const query = new URLSearchParams(search);
      if (!query.has('mode')) {
        query.set('mode', 'register');
        search = `?${query.toString()}`;
      }
    }
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);
}

/** The remembered referral code ('' when none), kept current as visits are reported. */
export function useReferralCode(): string {
  return useSyncExternalStore(subscribeReferralCode, readReferralCode, () => '');
}
