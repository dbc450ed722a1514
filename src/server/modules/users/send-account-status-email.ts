import { SUPPORT_EMAIL } from '../../../common/constants';
import type { Db } from '../../db/client';
import type { Mailer } from '../email/create-mailer';
import { TEMPLATE_KEYS } from '../email/default-templates';
import { sendTemplatedEmail } from '../email/send-templated-email';

export type AccountStatusDeps = { db: Db; mailer: Mailer; appUrl: string };
type Recipient = { email: string; firstName: string | null };

/**
 * The `account deactivated` / `account reactivated` e-mails to the user whose account an
 * administrator just changed. Called once the change has committed, in the background: a
 * failure is logged by the mailer and never fails the request.
 */
export function sendAccountStatusEmail(
  deps: AccountStatusDeps,
  user: Recipient,
  status: 'deactivated' | 'reactivated',
): void {
  const firstName = user.firstName || 'there';
  const email =
    status === 'deactivated'
      ? {
          template: TEMPLATE_KEYS.accountDeactivated,
          to: user.email,
          vars: { firstName, email: user.email, supportEmail: SUPPORT_EMAIL },
        }
      : {
          template: TEMPLATE_KEYS.accountReactivated,
          to: user.email,
          vars: { firstName, url: `${deps.appUrl.replace(/\/+$/, '')}/auth` },
        };
  deps.mailer.background(sendTemplatedEmail(deps, email));
}
