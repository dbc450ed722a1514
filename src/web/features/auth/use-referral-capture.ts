import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/paths';
import { takeReferralCode } from './referral';

/**
 * Referral capture (spec section 2): a page visited with `?code=…` stores the code and drops it
 * from the address; on /auth without a mode, registration opens with the code filled in.
 */
export function useReferralCapture() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const taken = takeReferralCode(location.search);
    if (!taken) return;
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
