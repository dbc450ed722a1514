import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import {
  passageDeleteQuerySchema,
  passageDetailSchema,
  passageIdParamsSchema,
  passageInputSchema,
  passageListQuerySchema,
  passageListSchema,
  passageQuestionsInputSchema,
} from '../../../common/contracts/passages';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { createPassage } from './create-passage';
import { deletePassage } from './delete-passage';
import { getPassage } from './get-passage';
import { listPassages } from './list-passages';
import { setPassageQuestions } from './set-passage-questions';
import { updatePassage } from './update-passage';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const admin = { access: ACCESS.admin };
const tags = ['passages'];

/** Administrators' reading passages, shared by several questions (issue 19). */
export async function passageRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/admin/passages', {
    config: admin,
    schema: {
      tags,
      summary: 'One page of passages, searched in title and body',
      querystring: passageListQuerySchema,
      response: { 200: passageListSchema, ...errors },
    },
    handler: async (request) => listPassages(db, request.query),
  });

  r.get('/api/admin/passages/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'A passage with its attached questions',
      params: passageIdParamsSchema,
      response: { 200: passageDetailSchema, ...errors },
    },
    handler: async (request) => getPassage(db, request.params.id),
  });

  r.post('/api/admin/passages', {
    config: admin,
    schema: {
      tags,
      summary: 'Create a passage',
      body: passageInputSchema,
      response: { 201: passageDetailSchema, ...errors },
    },
    handler: async (request, reply) => {
      const id = await createPassage(db, request.body, auditActor(request));
      return reply.status(201).send(await getPassage(db, id));
    },
  });

  r.put('/api/admin/passages/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Edit a passage',
      params: passageIdParamsSchema,
      body: passageInputSchema,
      response: { 200: passageDetailSchema, ...errors },
    },
    handler: async (request) => {
      await updatePassage(db, request.params.id, request.body, auditActor(request));
      return getPassage(db, request.params.id);
    },
  });

  r.put('/api/admin/passages/:id/questions', {
    config: admin,
    schema: {
      tags,
      summary: 'Set the questions attached to a passage',
      params: passageIdParamsSchema,
      body: passageQuestionsInputSchema,
      response: { 200: passageDetailSchema, ...errors },
    },
    handler: async (request) => {
      await setPassageQuestions(
        db,
        request.params.id,
        request.body.questionIds,
        auditActor(request),
      );
      return getPassage(db, request.params.id);
    },
  });

  r.delete('/api/admin/passages/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Delete a passage (with ?detach=true, detaching its questions)',
      params: passageIdParamsSchema,
      querystring: passageDeleteQuerySchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await deletePassage(db, request.params.id, request.query.detach, auditActor(request));
      return reply.status(204).send(null);
    },
  });
}
