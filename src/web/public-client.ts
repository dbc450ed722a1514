// The public pages arrive pre-rendered (see prerender.tsx): this is all the JavaScript they
// need. React and the app load only when the visitor goes on to a page of the app.
import './styles.css';
import { isLocale } from '@common/locales';
import { englishPathOf } from '@common/public-pages';
import { homePathFor } from '@common/roles';
import { sendPageView } from './features/analytics/send-page-view';
import { recordReferralVisit, takeReferralCode } from './features/auth/referral';
import { enhancePublicPage } from './features/public-site/enhance-public-page';
import { rememberLanguage } from './i18n/language-storage';

/** Session restore on /: a signed-in user goes on to their dashboard (spec section 2). */
async function restoreSession() {
  const session = await fetch('/api/auth/get-session', { credentials: 'include' });
  if (!session.ok || !(await session.json())) return;
  const me = await fetch('/api/account/me', { credentials: 'include' });
  if (!me.ok) return;
  const { role } = (await me.json()) as { role?: string };
  window.location.replace(homePathFor(role));
}

/**
 * `?code=…` on any page: report the referral visit (the server remembers a known code in a
 * cookie for 30 days) and drop the code from the address at once. The visitor stays on the page
 * (reading about the product); its calls to register open the form with the code filled in.
 */
function captureReferral() {
  const taken = takeReferralCode(window.location.search);
  if (!taken) return;
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', pathname + taken.rest + hash);
  if (taken.code) void recordReferralVisit(taken.code, pathname);
}

enhancePublicPage();
// Reading a page in a language is choosing it: the app opens in it too (ADR 0028).
if (isLocale(document.documentElement.lang)) rememberLanguage(document.documentElement.lang);
sendPageView(window.location.pathname, document.title);
captureReferral();
if (englishPathOf(window.location.pathname) === '/') void restoreSession().catch(() => undefined);
