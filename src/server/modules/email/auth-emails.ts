import type { Locale } from '../../../common/locales';
import type { Db } from '../../db/client';
import type { Mailer } from './create-mailer';
import { TEMPLATE_KEYS } from './default-templates';
import { NO_FIRST_NAME } from './localized-values';
import { sendTemplatedEmail } from './send-templated-email';

type AuthUser = { email: string; name?: string | null; firstName?: unknown };

const firstNameOf = (user: AuthUser) =>
  typeof user.firstName === 'string' && user.firstName.trim()
    ? user.firstName.trim()
    : user.name?.trim() || NO_FIRST_NAME.en;

/** Where the web app's update-password view takes the token from. */
export const updatePasswordLink = (appUrl: string, token: string) =>
  `${appUrl}/auth?mode=update-password&token=${encodeURIComponent(token)}`;

/**
 * The e-mails better-auth asks for, each in the language of the recipient's account (English
 * for an address without one; see sendTemplatedEmail). Each runs in the background: the answer
 * comes at once, the same for known and unknown addresses, and a slow or failing mail server
 * changes nothing.
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
    /**
     * Sent once, at registration: welcome plus the link that confirms the address.
     * `gettingStarted` is the sentence in each language (English when one is missing).
     */
    welcome(data: {
      user: AuthUser;
      url: string;
      gettingStarted: string | Partial<Record<Locale, string>>;
    }) {
      const sentences =
        typeof data.gettingStarted === 'string' ? { en: data.gettingStarted } : data.gettingStarted;
      return send({
        template: TEMPLATE_KEYS.welcome,
        to: data.user.email,
        vars: {
          firstName: firstNameOf(data.user),
          gettingStarted: sentences.en ?? '',
          url: data.url,
        },
        localizedVars: Object.fromEntries(
          Object.entries(sentences).map(([locale, sentence]) => [
            locale,
            { gettingStarted: sentence },
          ]),
        ),
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
