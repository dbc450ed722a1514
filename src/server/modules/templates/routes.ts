import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import { idParamsSchema } from '../../../common/contracts/subjects';
import {
  examTemplateSchema,
  templateInputSchema,
  templateListQuerySchema,
  templateListSchema,
  templatePreviewInputSchema,
  templatePreviewSchema,
} from '../../../common/contracts/templates';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { getTemplate, listTemplates } from './list-templates';
import { previewTemplate } from './preview-template';
import { createTemplate, updateTemplate } from './save-template';
import { setTemplateActive } from './set-template-active';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const admin = { access: ACCESS.admin };
const tags = ['exam-templates'];
const BASE = '/api/admin/exam-templates';

/** Administrators' exam templates (spec: admin/exam-templates). */
export async function templateRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(BASE, {
    config: admin,
    schema: {
      tags,
      summary: 'Exam templates, optionally of one subject',
      querystring: templateListQuerySchema,
      response: { 200: templateListSchema, ...errors },
    },
    handler: async (request) => ({ templates: await listTemplates(db, request.query) }),
  });

  r.post(`${BASE}/preview`, {
    config: admin,
    schema: {
      tags,
      summary: 'What an unsaved template would draw from the current bank',
      body: templatePreviewInputSchema,
      response: { 200: templatePreviewSchema, ...errors },
    },
    handler: async (request) => previewTemplate(db, request.body),
  });

  r.get(`${BASE}/:id`, {
    config: admin,
    schema: {
      tags,
      summary: 'One exam template',
      params: idParamsSchema,
      response: { 200: examTemplateSchema, ...errors },
    },
    handler: async (request) => getTemplate(db, request.params.id),
  });

  r.get(`${BASE}/:id/preview`, {
    config: admin,
    schema: {
      tags,
      summary: 'What a template would draw from the current bank, with warnings',
      params: idParamsSchema,
      response: { 200: templatePreviewSchema, ...errors },
    },
    handler: async (request) => {
      const template = await getTemplate(db, request.params.id);
      return previewTemplate(
        db,
        { subjectId: template.subject.id, sections: template.sections },
        { unknownTopics: 'warn' },
      );
    },
  });

  r.post(BASE, {
    config: admin,
    schema: {
      tags,
      summary: 'Create an exam template',
      body: templateInputSchema,
      response: { 201: examTemplateSchema, ...errors },
    },
    handler: async (request, reply) => {
      const id = await createTemplate(db, request.body, auditActor(request));
      return reply.status(201).send(await getTemplate(db, id));
    },
  });

  r.put(`${BASE}/:id`, {
    config: admin,
    schema: {
      tags,
      summary: 'Edit an exam template',
      params: idParamsSchema,
      body: templateInputSchema,
      response: { 200: examTemplateSchema, ...errors },
    },
    handler: async (request) => {
      await updateTemplate(db, request.params.id, request.body, auditActor(request));
      return getTemplate(db, request.params.id);
    },
  });

  for (const [action, isActive] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    r.post(`${BASE}/:id/${action}`, {
      config: admin,
      schema: {
        tags,
        summary: isActive
          ? 'Activate an exam template'
          : 'Deactivate an exam template (templates are never deleted)',
        params: idParamsSchema,
        response: { 200: examTemplateSchema, ...errors },
      },
      handler: async (request) => {
        await setTemplateActive(db, request.params.id, isActive, auditActor(request));
        return getTemplate(db, request.params.id);
      },
    });
  }
}
