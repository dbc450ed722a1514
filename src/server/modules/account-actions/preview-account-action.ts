import type { AccountActionPreview } from '../../../common/contracts/account-actions';
import type { DbOrTx } from '../../db/client';
import type { AuditActor } from '../audit/record-audit';
import { type ActionInput, countReasons, packageToGrant, selectAccounts } from './select-accounts';

/** The dry run: who the action would change and who it would skip (and why). Changes nothing. */
export async function previewAccountAction(
  db: DbOrTx,
  input: ActionInput,
  actor: AuditActor,
): Promise<AccountActionPreview> {
  const pkg = input.action === 'grant_package' ? await packageToGrant(db, input.packageId) : null;
  const users = await selectAccounts(db, input, actor.userId, pkg?.isTrial ?? false);
  const willChange = users.filter((u) => u.outcome === 'change').length;
  return {
    action: input.action,
    packageName: pkg?.name ?? null,
    selected: users.length,
    willChange,
    skipped: users.length - willChange,
    reasons: countReasons(users),
    users,
  };
}
