import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailTemplateInputSchema,
  emailTemplateKeyParamsSchema,
  emailTemplateListSchema,
  emailTemplateLocaleQuerySchema,
  emailTemplatePreviewInputSchema,
  emailTemplateSchema,
  emailTestInputSchema,
  emailTestMessageParamsSchema,
  emailTestResultSchema,
  renderedEmailSchema,
} from '../../../common/contracts/email';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import type { Mailer } from './create-mailer';
import { getEmailTemplate, listEmailTemplates } from './find-email-template';
import { previewEmailTemplate } from './preview-email-template';
import { getTestEmailResult, sendTestEmail } from './send-test-email';
import { resetEmailTemplate, updateEmailTemplate } from './update-email-template';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const admin = { access: ACCESS.admin };
const tags = ['email-templates'];
const BASE = '/api/admin/email-templates';

/** Administrators' e-mail templates and the test send (spec: admin/email-templates, email-test). */
export async function emailTemplateRoutes(
  app: FastifyInstance,
  opts: { db: Db; mailer: Mailer; appUrl: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, appUrl } = opts;

  r.get(BASE, {
    config: admin,
    schema: {
      tags,
      summary: 'Every e-mail template of one language (?locale=en|ar, English by default)',
      querystring: emailTemplateLocaleQuerySchema,
      response: { 200: emailTemplateListSchema, ...errors },
    },
    handler: async (request) => ({
      templates: await listEmailTemplates(db, request.query.locale),
    }),
  });

  r.post(`${BASE}/preview`, {
    config: admin,
    schema: {
      tags,
      summary:
        'Unsaved template content rendered with sample values (refused when it would not render)',
      body: emailTemplatePreviewInputSchema,
      response: { 200: renderedEmailSchema, ...errors },
    },
    handler: async (request) => previewEmailTemplate(db, request.body, appUrl),
  });

  r.get(`${BASE}/:key`, {
    config: admin,
    schema: {
      tags,
      summary: "One language's version of a template with its variables and sample values",
      params: emailTemplateKeyParamsSchema,
      querystring: emailTemplateLocaleQuerySchema,
      response: { 200: emailTemplateSchema, ...errors },
    },
    handler: async (request) =>
      getEmailTemplate(db, request.params.key, appUrl, request.query.locale),
  });

  r.put(`${BASE}/:key`, {
    config: admin,
    schema: {
      tags,
      summary:
        "Edit one language's subject, HTML and text (refused with the reason when it would not render)",
      params: emailTemplateKeyParamsSchema,
      querystring: emailTemplateLocaleQuerySchema,
      body: emailTemplateInputSchema,
      response: { 200: emailTemplateSchema, ...errors },
    },
    handler: async (request) => {
      const { key } = request.params;
      const { locale } = request.query;
      await updateEmailTemplate(db, key, request.body, auditActor(request), locale);
      return getEmailTemplate(db, key, appUrl, locale);
    },
  });

  r.post(`${BASE}/:key/reset`, {
    config: admin,
    schema: {
      tags,
      summary: "One language's version back to the platform's default content",
      params: emailTemplateKeyParamsSchema,
      querystring: emailTemplateLocaleQuerySchema,
      response: { 200: emailTemplateSchema, ...errors },
    },
    handler: async (request) => {
      const { key } = request.params;
      const { locale } = request.query;
      await resetEmailTemplate(db, key, auditActor(request), locale);
      return getEmailTemplate(db, key, appUrl, locale);
    },
  });

  r.post('/api/admin/email-test', {
    config: admin,
    schema: {
      tags,
      summary: 'Send a template with sample values to any address, through the outbox',
      body: emailTestInputSchema,
      response: { 200: emailTestResultSchema, ...errors },
    },
    handler: async (request) =>
      sendTestEmail({ db, mailer: opts.mailer, appUrl }, request.body, auditActor(request)),
  });

  r.get('/api/admin/email-test/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Where a test message stands (the worker may still be sending it)',
      params: emailTestMessageParamsSchema,
      response: { 200: emailTestResultSchema, ...errors },
    },
    handler: async (request) => getTestEmailResult(db, request.params.id),
  });
}
