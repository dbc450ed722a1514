import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import {
  questionCreateSchema,
  questionDetailSchema,
  questionInputSchema,
  statusChangeSchema,
} from '../../../common/contracts/question-editor';
import {
  bulkActionSchema,
  bulkResultSchema,
  questionListQuerySchema,
  questionListSchema,
} from '../../../common/contracts/questions';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { bulkChangeStatus } from './bulk-change-status';
import { changeQuestionStatus } from './change-question-status';
import { getQuestion } from './get-question';
import { listQuestions } from './list-questions';
import { createQuestion, updateQuestion } from './save-question';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const manageErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema };
const idParams = z.object({ id: z.string().uuid({ error: 'Invalid id' }) });

/** Administrators' question bank (spec: admin/questions). */
export async function questionRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/questions', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['questions'],
      summary: 'One page of the question bank: filters, search, sort',
      querystring: questionListQuerySchema,
      response: { 200: questionListSchema, ...errors },
    },
    handler: async (request) => listQuestions(opts.db, request.query),
  });

  r.post('/api/admin/questions/bulk', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['questions'],
      summary: 'Confirm or archive several questions; those the status rules refuse are listed',
      body: bulkActionSchema,
      response: { 200: bulkResultSchema, ...errors },
    },
    handler: async (request) => bulkChangeStatus(opts.db, request.body, auditActor(request)),
  });

  // The manage screen (create and edit on one screen): one question with its history.
  r.get('/api/admin/questions/:id', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['questions'],
      summary: 'One question with who created and confirmed it, its stats and change history',
      params: idParams,
      response: { 200: questionDetailSchema, ...manageErrors },
    },
    handler: async (request) => getQuestion(opts.db, request.params.id),
  });

  r.post('/api/admin/questions', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['questions'],
      summary: 'Create a question (draft or pending review)',
      body: questionCreateSchema,
      response: { 201: questionDetailSchema, ...manageErrors },
    },
    handler: async (request, reply) => {
      const id = await createQuestion(opts.db, request.body, auditActor(request));
      return reply.status(201).send(await getQuestion(opts.db, id));
    },
  });

  r.put('/api/admin/questions/:id', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['questions'],
      summary:
        'Edit a question from the version last read; a content change to a confirmed one sends it back to review',
      params: idParams,
      body: questionInputSchema,
      response: { 200: questionDetailSchema, ...manageErrors },
    },
    handler: async (request) => {
      const { id } = request.params;
      await updateQuestion(opts.db, id, request.body, auditActor(request));
      return getQuestion(opts.db, id);
    },
  });

  r.post('/api/admin/questions/:id/status', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['questions'],
      summary: 'Move a question: draft → pending review → confirmed → archived, or back to draft',
      params: idParams,
      body: statusChangeSchema,
      response: { 200: questionDetailSchema, ...manageErrors },
    },
    handler: async (request) => {
      const { id } = request.params;
      const { status, version } = request.body;
      await changeQuestionStatus(opts.db, id, status, auditActor(request), version);
      return getQuestion(opts.db, id);
    },
  });
}
