import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import type { Redis } from 'ioredis';
import { PASSWORD_MIN_LENGTH, SESSION_LIFETIME_SECONDS } from '../../../common/constants';
import { MSG } from '../../../common/messages';
import type { Db } from '../../db/client';
import { accounts, profiles, sessions, verifications } from '../../db/schema';
import type { AuthEmails } from '../email/auth-emails';
import { endSessions } from '../sessions/end-sessions';
import { recordSession } from '../sessions/record-session';
import { mayEnterUnverified } from './may-enter-unverified';
import { redisRateLimitStorage } from './redis-rate-limit-storage';

export type AuthOptions = {
  db: Db;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
  /** Tests and benchmarks sign in many users from one address. */
  rateLimit: boolean;
  /** Shared throttling counters across instances. */
  redis?: Redis;
  /** Reset, verification and verified e-mails. */
  emails: AuthEmails;
  /** REQUIRE_EMAIL_VERIFICATION: unconfirmed addresses cannot sign in (admins exempt). */
  requireEmailVerification: boolean;
};

const ONE_HOUR_SECONDS = 60 * 60;

/** The admin plugin's endpoints, reachable only through `auth.api` from our own routes. */
const ADMIN_PLUGIN_PATHS = [
  '/admin/set-role',
  '/admin/get-user',
  '/admin/create-user',
  '/admin/update-user',
  '/admin/list-users',
  '/admin/list-user-sessions',
  '/admin/unban-user',
  '/admin/ban-user',
  '/admin/impersonate-user',
  '/admin/stop-impersonating',
  '/admin/revoke-user-session',
  '/admin/revoke-user-sessions',
  '/admin/remove-user',
  '/admin/set-user-password',
  '/admin/has-permission',
];

/** Set by our handler from Fastify's view of the client address; never taken from the client. */
export const CLIENT_IP_HEADER = 'x-tafawuq-client-ip';

export function createAuth(opts: AuthOptions) {
  return betterAuth({
    secret: opts.secret,
    baseURL: opts.baseURL,
    basePath: '/api/auth',
    trustedOrigins: opts.trustedOrigins,
    // Its own refusals still come back as answers; anything else (a lost database) reaches
    // the app's error handler, which answers 503 or a logged 500 instead of an empty 500.
    onAPIError: { throw: true },
    database: drizzleAdapter(opts.db, {
      provider: 'pg',
      schema: { profiles, sessions, accounts, verifications },
    }),
    user: {
      modelName: 'profiles',
      additionalFields: {
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
      },
    },
    session: {
      modelName: 'sessions',
      expiresIn: SESSION_LIFETIME_SECONDS,
      // Sessions are fixed 24 h: never silently extended, revocation is immediate (no cookie cache).
      disableSessionRefresh: true,
    },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: false,
      // Signing in never waits for a confirmed e-mail address (spec section 4).
      requireEmailVerification: false,
      sendResetPassword: async (data) => opts.emails.resetPassword(data),
      resetPasswordTokenExpiresIn: ONE_HOUR_SECONDS,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendVerificationEmail: async (data) => opts.emails.verification(data),
      afterEmailVerification: async (user) => opts.emails.verified(user),
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: ONE_HOUR_SECONDS,
    },
    // Accounts are created by our own services (registration rules, roles, free trial). The
    // admin plugin's HTTP endpoints are closed too: administrators act through our audited
    // routes (modules/users), which call `auth.api` where better-auth does the work.
    disabledPaths: ['/sign-up/email', ...ADMIN_PLUGIN_PATHS],
    rateLimit: {
      enabled: opts.rateLimit,
      window: 60,
      max: 100,
      ...(opts.redis ? { customStorage: redisRateLimitStorage(opts.redis) } : {}),
    },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      cookiePrefix: 'tafawuq',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its CSRF origin check under test runners; we test the real thing.
      disableOriginCheck: false,
      useSecureCookies: opts.baseURL.startsWith('https://'),
    },
    hooks: {
      // Changing the password signs every other device out (the help page promises it),
      // whether or not the caller asks for it.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password') return;
        return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // Checked after the password, so the answer reveals nothing to someone without it.
          before: async (session) => {
            if (!opts.requireEmailVerification) return;
            // An administrator viewing as a student is not the student signing in.
            if ((session as { impersonatedBy?: string | null }).impersonatedBy) return;
            if (await mayEnterUnverified(opts.db, session.userId)) return;
            throw new APIError('FORBIDDEN', {
              message: MSG.emailNotVerified,
              code: 'EMAIL_NOT_VERIFIED',
            });
          },
          // Tracking never blocks sign-in: failures are swallowed here.
          after: async (session) => {
            await recordSession(opts.db, {
              userId: session.userId,
              token: session.token,
              ipAddress: session.ipAddress,
              userAgent: session.userAgent,
              expiresAt: session.expiresAt,
            }).catch(() => undefined);
          },
        },
        delete: {
          after: async (session) => {
            await endSessions(opts.db, [session.token]).catch(() => undefined);
          },
        },
      },
    },
    plugins: [
      admin({
        defaultRole: 'student',
        adminRoles: ['admin'],
        roles: { admin: adminAc, student: userAc, affiliate: userAc, inactive: userAc },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
