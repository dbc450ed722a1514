// The landing page arrives pre-rendered (see prerender.tsx): this is all the JavaScript it
// needs. React and the app load only when the visitor goes on to a page of the app.
import './styles.css';
import { homePathFor } from '@common/roles';
import { sendPageView } from './features/analytics/send-page-view';
import { takeReferralCode } from './features/auth/referral';

/** Session restore on /: a signed-in user goes on to their dashboard (spec section 2). */
async function restoreSession() {
  const session = await fetch('/api/auth/get-session', { credentials: 'include' });
  if (!session.ok || !(await session.json())) return;
  const me = await fetch('/api/account/me', { credentials: 'include' });
  if (!me.ok) return;
  const { role } = (await me.json()) as { role?: string };
  window.location.replace(homePathFor(role));
}

/** The page was rendered at build time: keep the copyright year current. */
function refreshYear() {
  const year = String(new Date().getFullYear());
  for (const el of document.querySelectorAll<HTMLElement>('[data-current-year]')) {
    el.textContent = el.textContent?.replace(/\d{4}/, year) ?? year;
  }
}

/** `/?code=…`: keep the referral code, drop it from the address and go on to registration. */
function captureReferral(): boolean {
  const taken = takeReferralCode(window.location.search);
  if (!taken) return false;
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', pathname + taken.rest + hash);
  if (!taken.code) return false;
  window.location.assign('/auth?mode=register');
  return true;
}

refreshYear();
sendPageView(window.location.pathname, document.title);
if (!captureReferral()) void restoreSession().catch(() => undefined);
