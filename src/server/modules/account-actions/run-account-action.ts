import type { AccountActionRun } from '../../../common/contracts/account-actions';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import type { Auth } from '../auth/create-auth';
import type { AuthEmails } from '../email/auth-emails';
import type { Mailer } from '../email/create-mailer';
import { grantPackage } from '../students/grant-package';
import { resendVerification } from '../users/resend-verification';
import { deactivateAccount, reactivateAccount } from '../users/set-account-active';
import { type ActionInput, countReasons, packageToGrant, selectAccounts } from './select-accounts';

export type AccountActionDeps = {
  db: Db;
  auth: Auth;
  emails: AuthEmails;
  mailer: Mailer;
  appUrl: string;
};

/**
 * Runs a bulk action after its dry run: the selection is resolved and classified again by the
 * same rules, then each user goes through the single-user service (its transaction, rules,
 * audit entry and e-mail). A user someone changed in between is reported as failed, never
 * half-changed. One more audit entry (`account_action.run`) records the run as a whole.
 */
export async function runAccountAction(
  deps: AccountActionDeps,
  input: ActionInput,
  actor: AuditActor,
): Promise<AccountActionRun> {
  const { db } = deps;
  const pkg = input.action === 'grant_package' ? await packageToGrant(db, input.packageId) : null;
  const users = await selectAccounts(db, input, actor.userId, pkg?.isTrial ?? false);
  const changedIds: string[] = [];
  const failed: AccountActionRun['failed'] = [];
  for (const user of users) {
    if (user.outcome !== 'change') continue;
    try {
      if (input.action === 'deactivate') await deactivateAccount(deps, user.id, actor);
      else if (input.action === 'reactivate') await reactivateAccount(deps, user.id, actor);
      else if (input.action === 'resend_verification')
        await resendVerification(deps, user.id, actor);
      else if (pkg) await grantPackage(db, actor, user.id, { packageId: pkg.id });
      changedIds.push(user.id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      failed.push({ id: user.id, email: user.email, message: err.message });
    }
  }
  const reasons = countReasons(users);
  const skipped = users.length - changedIds.length - failed.length;
  await recordAudit(db, actor, {
    action: 'account_action.run',
    targetType: 'users',
    after: {
      action: input.action,
      packageId: pkg?.id ?? null,
      selected: users.length,
      changed: changedIds.length,
      skipped,
      failed: failed.length,
    },
  });
  return {
    action: input.action,
    packageName: pkg?.name ?? null,
    selected: users.length,
    changed: changedIds.length,
    skipped,
    reasons,
    failed,
    changedIds,
  };
}
