import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import {
  generationJobDetailSchema,
  generationJobIdParamsSchema,
  generationJobInputSchema,
  generationJobListQuerySchema,
  generationJobListSchema,
  generationSettingsInputSchema,
  generationSettingsSchema,
} from '../../../common/contracts/generation';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { cancelGenerationJob } from './cancel-generation-job';
import { createGenerationJob } from './create-generation-job';
import { getGenerationJob } from './get-generation-job';
import { listGenerationJobs } from './list-generation-jobs';
import {
  getGenerationSettings,
  type ProviderEnv,
  updateGenerationSettings,
} from './provider-settings';
import type { GenerationWorker } from './worker';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const admin = { access: ACCESS.admin };
const tags = ['generation'];

/** LLM question generation: jobs and the provider settings (administrators only). */
export async function generationRoutes(
  app: FastifyInstance,
  opts: { db: Db; env: ProviderEnv; secret: string; worker: GenerationWorker },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, env, secret, worker } = opts;

  r.post('/api/admin/generation/jobs', {
    config: admin,
    schema: {
      tags,
      summary: 'Queue a generation job',
      body: generationJobInputSchema,
      response: { 201: generationJobDetailSchema, ...errors },
    },
    handler: async (request, reply) => {
      const id = await createGenerationJob(db, request.body, auditActor(request));
      worker.wake();
      return reply.status(201).send(await getGenerationJob(db, id));
    },
  });

  r.get('/api/admin/generation/jobs', {
    config: admin,
    schema: {
      tags,
      summary: 'One page of generation jobs, newest first',
      querystring: generationJobListQuerySchema,
      response: { 200: generationJobListSchema, ...errors },
    },
    handler: async (request) => listGenerationJobs(db, request.query),
  });

  r.get('/api/admin/generation/jobs/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'A generation job with its kept and rejected items',
      params: generationJobIdParamsSchema,
      response: { 200: generationJobDetailSchema, ...errors },
    },
    handler: async (request) => getGenerationJob(db, request.params.id),
  });

  r.post('/api/admin/generation/jobs/:id/cancel', {
    config: admin,
    schema: {
      tags,
      summary: 'Cancel a queued or running generation job',
      params: generationJobIdParamsSchema,
      response: { 200: generationJobDetailSchema, ...errors },
    },
    handler: async (request) => {
      await cancelGenerationJob(db, request.params.id, auditActor(request));
      return getGenerationJob(db, request.params.id);
    },
  });

  r.get('/api/admin/generation/settings', {
    config: admin,
    schema: {
      tags,
      summary: 'The AI provider in force (the API key is never returned)',
      response: { 200: generationSettingsSchema, ...errors },
    },
    handler: async () => getGenerationSettings(db, env, secret),
  });

  r.put('/api/admin/generation/settings', {
    config: admin,
    schema: {
      tags,
      summary: 'Store the AI provider (blank fields use the environment)',
      body: generationSettingsInputSchema,
      response: { 200: generationSettingsSchema, ...errors },
    },
    handler: async (request) =>
      updateGenerationSettings(db, env, secret, request.body, auditActor(request)),
  });
}
