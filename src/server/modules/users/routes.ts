import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import {
  accountStatusSchema,
  changeRoleSchema,
  impersonationStartSchema,
  impersonationStatusSchema,
  impersonationStopSchema,
  userActionResultSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListSchema,
  verificationFixResultSchema,
  verificationFixSchema,
} from '../../../common/contracts/users';
import type { Db } from '../../db/client';
import { ACCESS, requireViewer } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { type Auth, CLIENT_IP_HEADER } from '../auth/create-auth';
import type { AuthEmails } from '../email/auth-emails';
import type { Mailer } from '../email/create-mailer';
import { changeRole } from './change-role';
import { fixVerification } from './fix-verification';
import { forcePasswordReset } from './force-password-reset';
import { impersonationStatus, startImpersonation, stopImpersonation } from './impersonation';
import { listUsers } from './list-users';
import { markAdminVerified } from './mark-admin-verified';
import { resendVerification } from './resend-verification';
import { revokeUserSessions } from './revoke-user-sessions';
import { deactivateAccount, reactivateAccount } from './set-account-active';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The request's headers as better-auth reads them, with the client address we trust. */
function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

function sendCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('cache-control', 'no-store');
}

export async function userRoutes(
  app: FastifyInstance,
  opts: { db: Db; auth: Auth; emails: AuthEmails; mailer: Mailer; appUrl: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, auth, emails, mailer, appUrl } = opts;

  r.get('/api/admin/users', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['users'],
      summary: 'Every account: search by name or e-mail, filter by role and verification',
      querystring: userListQuerySchema,
      response: { 200: userListSchema, ...errors },
    },
    handler: async (request) => listUsers(db, request.query),
  });

  r.post('/api/admin/users/:userId/role', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['users'],
      summary: 'Change the role (student, affiliate with a code, admin); never the last admin',
      params: userIdParamsSchema,
      body: changeRoleSchema,
      response: { 200: userActionResultSchema, ...errors },
    },
    handler: async (request) =>
      changeRole(db, request.params.userId, request.body, auditActor(request)),
  });

  r.post('/api/admin/users/:userId/deactivate', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['users'],
      summary: 'Deactivate an account: role inactive, every session signed out',
      params: userIdParamsSchema,
      response: { 200: accountStatusSchema, ...errors },
    },
    handler: async (request) =>
      deactivateAccount({ db, mailer, appUrl }, request.params.userId, auditActor(request)),
  });

  r.post('/api/admin/users/:userId/reactivate', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['users'],
      summary: 'Reactivate an account with the role it had',
      params: userIdParamsSchema,
      response: { 200: accountStatusSchema, ...errors },
    },
    handler: async (request) =>
      reactivateAccount({ db, mailer, appUrl }, request.params.userId, auditActor(request)),
  });

  r.post('/api/admin/users/:userId/admin-verify', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['users'],
      summary: 'Mark the account admin-verified (exempt from e-mail confirmation)',
      params: userIdParamsSchema,
      response: { 200: userActionResultSchema, ...errors },
    },
    handler: async (request) => markAdminVerified(db, request.params.userId, auditActor(request)),
  });

  r.post('/api/admin/users/:userId/verification-email', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['users'],
      summary: 'Send the verification e-mail again',
      params: userIdParamsSchema,
      response: { 200: userActionResultSchema, ...errors },
    },
    handler: async (request) =>
      resendVerification({ db, auth, emails }, request.params.userId, auditActor(request)),
  });

  r.post('/api/admin/users/:userId/password-reset', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['users'],
      summary: 'Force a password reset: sessions end, the reset e-mail goes out',
      params: userIdParamsSchema,
      response: { 200: userActionResultSchema, ...errors, 503: apiErrorSchema },
    },
    handler: async (request) =>
      forcePasswordReset({ db, auth }, request.params.userId, auditActor(request)),
  });

  r.post('/api/admin/users/:userId/revoke-sessions', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['users'],
      summary: 'Sign the user out of every session',
      params: userIdParamsSchema,
      response: { 200: userActionResultSchema, ...errors },
    },
    handler: async (request) => revokeUserSessions(db, request.params.userId, auditActor(request)),
  });

  r.post('/api/admin/users/:userId/impersonate', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['users'],
      summary: "View as student: open the student area in this student's session",
      params: userIdParamsSchema,
      response: { 200: impersonationStartSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { cookies, ...result } = await startImpersonation(
        { db, auth },
        request.params.userId,
        auditActor(request),
        authHeaders(request),
      );
      sendCookies(reply, cookies);
      return result;
    },
  });

  r.get('/api/account/impersonation', {
    config: { access: ACCESS.student },
    schema: {
      tags: ['users'],
      summary: 'Whether an administrator is viewing the student area as this student',
      response: { 200: impersonationStatusSchema, ...errors },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return impersonationStatus(db, requireViewer(request));
    },
  });

  r.post('/api/account/impersonation/stop', {
    config: { access: ACCESS.student },
    schema: {
      tags: ['users'],
      summary: 'Back to admin: end "view as student" and restore the administrator session',
      response: { 200: impersonationStopSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { cookies, ...result } = await stopImpersonation(
        { db, auth },
        requireViewer(request),
        request.ip ?? null,
        authHeaders(request),
      );
      sendCookies(reply, cookies);
      return result;
    },
  });

  r.post('/api/admin/verification-fix', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['users'],
      summary: 'Manual verification fix: mark the profile with this e-mail admin-verified',
      body: verificationFixSchema,
      response: { 200: verificationFixResultSchema, ...errors },
    },
    handler: async (request) => fixVerification(db, request.body.email, auditActor(request)),
  });
}
