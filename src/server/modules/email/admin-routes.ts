import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailConfigurationSchema,
  emailMessageDetailSchema,
  emailMessageIdParamsSchema,
  emailMessageListQuerySchema,
  emailMessageListSchema,
  emailResendInputSchema,
  emailResendResultSchema,
  smtpSettingsInputSchema,
  smtpTestInputSchema,
  smtpTestResultSchema,
} from '../../../common/contracts/email-outbox';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import type { Mailer } from './create-mailer';
import {
  clearEmailConfiguration,
  getEmailConfiguration,
  saveEmailConfiguration,
  testEmailConfiguration,
} from './email-configuration';
import { getEmailMessage, listEmailMessages } from './list-email-messages';
import { resendEmailMessages } from './resend-email-messages';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const admin = { access: ACCESS.admin };
const tags = ['email'];

/** Administrators' outbox (email-management) and SMTP settings (email-configuration). */
export async function emailAdminRoutes(
  app: FastifyInstance,
  opts: { db: Db; mailer: Mailer; secret: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, mailer } = opts;
  const deps = { db, mailer, secret: opts.secret };

  r.get('/api/admin/email/messages', {
    config: admin,
    schema: {
      tags,
      summary: 'The outbox: every message with status and attempts, filtered and paged',
      querystring: emailMessageListQuerySchema,
      response: { 200: emailMessageListSchema, ...errors },
    },
    handler: async (request) => listEmailMessages(db, request.query),
  });

  r.get('/api/admin/email/messages/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'One message with its HTML and text',
      params: emailMessageIdParamsSchema,
      response: { 200: emailMessageDetailSchema, ...errors },
    },
    handler: async (request) => getEmailMessage(db, request.params.id),
  });

  r.post('/api/admin/email/messages/resend', {
    config: admin,
    schema: {
      tags,
      summary: 'Resend messages: failed and queued ones requeued, sent and stored ones copied',
      body: emailResendInputSchema,
      response: { 200: emailResendResultSchema, ...errors },
    },
    handler: async (request) =>
      resendEmailMessages({ db, mailer }, request.body.ids, auditActor(request)),
  });

  r.get('/api/admin/email/configuration', {
    config: admin,
    schema: {
      tags,
      summary: 'The SMTP server and sender in force, and the stored settings (no password)',
      response: { 200: emailConfigurationSchema, ...errors },
    },
    handler: async () => getEmailConfiguration(deps),
  });

  r.put('/api/admin/email/configuration', {
    config: admin,
    schema: {
      tags,
      summary: 'Store SMTP settings (SMTP_URL in the environment still wins)',
      body: smtpSettingsInputSchema,
      response: { 200: emailConfigurationSchema, ...errors },
    },
    handler: async (request) => {
      await saveEmailConfiguration(deps, request.body, auditActor(request));
      return getEmailConfiguration(deps);
    },
  });

  r.delete('/api/admin/email/configuration', {
    config: admin,
    schema: {
      tags,
      summary: 'Remove the stored SMTP settings',
      response: { 200: emailConfigurationSchema, ...errors },
    },
    handler: async (request) => {
      await clearEmailConfiguration(deps, auditActor(request));
      return getEmailConfiguration(deps);
    },
  });

  r.post('/api/admin/email/configuration/test', {
    config: admin,
    schema: {
      tags,
      summary: "Connect to the SMTP server (in force, or the form's) and show its answer",
      body: smtpTestInputSchema.optional(),
      response: { 200: smtpTestResultSchema, ...errors },
    },
    handler: async (request) => testEmailConfiguration(deps, request.body?.settings),
  });
}
