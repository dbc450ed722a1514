import { AFFILIATE_CODE_PATTERN } from '../../../common/contracts/account';
import type {
  DiagnosticCheck,
  DiagnosticCheckId,
  DiagnosticFix,
  DiagnosticProblem,
} from '../../../common/contracts/diagnostics';
import { isRole } from '../../../common/roles';

/** The provider better-auth gives e-mail/password accounts: the only sign-in this product has. */
export const CREDENTIAL_PROVIDER = 'credential';

type ProfileFacts = {
  id: string;
  email: string;
  role: string;
  previousRole: string | null;
  code: string | null;
  referredBy: string | null;
};
type AccountFacts = { providerId: string; hasPassword: boolean };
type ReferrerFacts = { id: string; role: string; previousRole: string | null } | null;

function check(
  id: DiagnosticCheckId,
  problems: DiagnosticProblem[],
  fix: DiagnosticFix | null = null,
): DiagnosticCheck {
  return { id, passed: problems.length === 0, problems, fix: problems.length ? fix : null };
}

const problem = (
  code: DiagnosticProblem['code'],
  params: DiagnosticProblem['params'] = {},
): DiagnosticProblem => ({ code, params });

/**
 * Profile and auth account agree: better-auth finds the user by the lower-cased, trimmed
 * e-mail, then signs in with the `credential` account's password hash.
 */
export function checkAuthAccount(profile: ProfileFacts, accounts: AccountFacts[]) {
  const problems: DiagnosticProblem[] = [];
  const credential = accounts.find((a) => a.providerId === CREDENTIAL_PROVIDER);
  if (accounts.length === 0) problems.push(problem('noAuthAccount'));
  else if (!credential) problems.push(problem('noCredentialAccount'));
  else if (!credential.hasPassword) problems.push(problem('noPassword'));
  if (profile.email !== profile.email.trim().toLowerCase()) {
    problems.push(problem('emailNotNormalised', { email: profile.email }));
  }
  return check('authAccount', problems);
}

/** One of the four roles; an inactive account remembers the role reactivation restores. */
export function checkRole(profile: ProfileFacts) {
  const problems: DiagnosticProblem[] = [];
  if (!isRole(profile.role)) problems.push(problem('unknownRole', { role: profile.role }));
  else if (profile.role === 'inactive') {
    if (!profile.previousRole) problems.push(problem('inactiveWithoutPreviousRole'));
    else if (!isRole(profile.previousRole) || profile.previousRole === 'inactive') {
      problems.push(problem('invalidPreviousRole', { previousRole: profile.previousRole }));
    }
  }
  return check('role', problems);
}

/** What is wrong with `referred_by` alone (what clearing it repairs). */
export function referrerProblems(
  profile: ProfileFacts,
  referrer: ReferrerFacts,
  referrerEmail = '',
): DiagnosticProblem[] {
  if (!profile.referredBy) return [];
  if (profile.referredBy === profile.id) return [problem('selfReferral')];
  if (!referrer) return [problem('referrerMissing', { id: profile.referredBy })];
  const exAffiliate = referrer.role === 'inactive' && referrer.previousRole === 'affiliate';
  if (referrer.role === 'affiliate' || exAffiliate) return [];
  return [problem('referrerNotAffiliate', { email: referrerEmail, role: referrer.role })];
}

/**
 * Referral valid: `referred_by` names an affiliate (or one deactivated since), and an
 * affiliate has a code of the registration form's pattern.
 */
export function checkReferral(profile: ProfileFacts, referrer: ReferrerFacts, referrerEmail = '') {
  const problems = referrerProblems(profile, referrer, referrerEmail);
  const clearable = problems.length > 0;
  if (profile.role === 'affiliate') {
    if (!profile.code) problems.push(problem('affiliateWithoutCode'));
    else if (!AFFILIATE_CODE_PATTERN.test(profile.code)) {
      problems.push(problem('affiliateCodeInvalid', { code: profile.code }));
    }
  }
  return check('referral', problems, clearable ? 'clear_referral' : null);
}

/** Points consistent: the stored column equals what the student can spend. */
export function checkPoints(stored: number, spendable: number) {
  return check(
    'points',
    stored === spendable ? [] : [problem('pointsMismatch', { stored, spendable })],
    'recompute_points',
  );
}

/** Sessions sane: no tracked session claims to be active while its sign-in is gone. */
export function checkSessions(orphaned: number) {
  return check(
    'sessions',
    orphaned === 0 ? [] : [problem('orphanedSessions', { count: orphaned })],
    'close_orphaned_sessions',
  );
}
