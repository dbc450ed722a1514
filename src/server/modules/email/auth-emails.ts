import type { Db } from '../../db/client';
import type { Mailer } from './create-mailer';
import { TEMPLATE_KEYS } from './default-templates';
import { sendTemplatedEmail } from './send-templated-email';

type AuthUser = { email: string; name?: string | null; firstName?: unknown };

const firstNameOf = (user: AuthUser) =>
  typeof user.firstName === 'string' && user.firstName.trim()
    ? user.firstName.trim()
    : user.name?.trim() || 'there';

/** Where the web app's update-password view takes the token from. */
export const updatePasswordLink = (appUrl: string, token: string) =>
  `${appUrl}/auth?mode=update-password&token=${encodeURIComponent(token)}`;

/**
 * The e-mails better-auth asks for. Each runs in the background: the answer comes at once,
 * the same for known and unknown addresses, and a slow or failing mail server changes nothing.
 */
export function authEmails(deps: { db: Db; mailer: Mailer; appUrl: string }) {
  // The outcome is there for a caller that must know it (registration with verification).
  const send = (template: Parameters<typeof sendTemplatedEmail>[1]) => {
    const task = sendTemplatedEmail(deps, template);
    deps.mailer.background(task);
    return task;
  };
  return {
    resetPassword(data: { user: AuthUser; token: string }) {
      send({
        template: TEMPLATE_KEYS.resetPassword,
        to: data.user.email,
        vars: {
          firstName: firstNameOf(data.user),
          url: updatePasswordLink(deps.appUrl, data.token),
        },
      });
    },
    /** `url` is better-auth's verify-email link; it redirects to the callbackURL afterwards. */
    verification(data: { user: AuthUser; url: string }) {
      send({
        template: TEMPLATE_KEYS.verifyEmail,
        to: data.user.email,
        vars: { firstName: firstNameOf(data.user), url: data.url },
      });
    },
    /** Sent once, at registration: welcome plus the link that confirms the address. */
    welcome(data: { user: AuthUser; url: string; gettingStarted: string }) {
      return send({
        template: TEMPLATE_KEYS.welcome,
        to: data.user.email,
        vars: {
          firstName: firstNameOf(data.user),
          gettingStarted: data.gettingStarted,
          url: data.url,
        },
      });
    },
    verified(user: AuthUser) {
      send({
        template: TEMPLATE_KEYS.emailVerified,
        to: user.email,
        vars: { firstName: firstNameOf(user), url: `${deps.appUrl}/auth?mode=login` },
      });
    },
  };
}

export type AuthEmails = ReturnType<typeof authEmails>;
