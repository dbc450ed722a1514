import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import {
  itemModelDetailSchema,
  itemModelGenerateInputSchema,
  itemModelGenerateResultSchema,
  itemModelIdParamsSchema,
  itemModelInputSchema,
  itemModelListQuerySchema,
  itemModelListSchema,
  itemModelPreviewInputSchema,
  itemModelPreviewSchema,
} from '../../../common/contracts/item-models';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { deleteItemModel } from './delete-item-model';
import { generateInstances } from './generate-instances';
import { getItemModel } from './get-item-model';
import { listItemModels } from './list-item-models';
import { previewItemModel } from './preview-item-model';
import { createItemModel, updateItemModel } from './save-item-model';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const admin = { access: ACCESS.admin };
const tags = ['item-models'];

/** Administrators' parametric questions (issue 19, item models). */
export async function itemModelRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/admin/item-models', {
    config: admin,
    schema: {
      tags,
      summary: 'One page of item models, searched by name, optionally of one subject',
      querystring: itemModelListQuerySchema,
      response: { 200: itemModelListSchema, ...errors },
    },
    handler: async (request) => listItemModels(db, request.query),
  });

  r.post('/api/admin/item-models/preview', {
    config: admin,
    schema: {
      tags,
      summary: 'Check an unsaved model and draw random instances of it (nothing is stored)',
      body: itemModelPreviewInputSchema,
      response: { 200: itemModelPreviewSchema, ...errors },
    },
    handler: async (request) =>
      previewItemModel(request.body.model, request.body.count, request.body.seed),
  });

  r.get('/api/admin/item-models/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'An item model',
      params: itemModelIdParamsSchema,
      response: { 200: itemModelDetailSchema, ...errors },
    },
    handler: async (request) => getItemModel(db, request.params.id),
  });

  r.post('/api/admin/item-models', {
    config: admin,
    schema: {
      tags,
      summary: 'Create an item model (refused with the check’s problems unless every draw works)',
      body: itemModelInputSchema,
      response: { 201: itemModelDetailSchema, ...errors },
    },
    handler: async (request, reply) => {
      const id = await createItemModel(db, request.body, auditActor(request));
      return reply.status(201).send(await getItemModel(db, id));
    },
  });

  r.put('/api/admin/item-models/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Replace an item model (checked again)',
      params: itemModelIdParamsSchema,
      body: itemModelInputSchema,
      response: { 200: itemModelDetailSchema, ...errors },
    },
    handler: async (request) => {
      await updateItemModel(db, request.params.id, request.body, auditActor(request));
      return getItemModel(db, request.params.id);
    },
  });

  r.delete('/api/admin/item-models/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Delete an item model (its questions stay, with their drawn values)',
      params: itemModelIdParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await deleteItemModel(db, request.params.id, auditActor(request));
      return reply.status(204).send(null);
    },
  });

  r.post('/api/admin/item-models/:id/generate', {
    config: admin,
    schema: {
      tags,
      summary: 'Store new questions drawn from the model, skipping those already in the bank',
      params: itemModelIdParamsSchema,
      body: itemModelGenerateInputSchema,
      response: { 200: itemModelGenerateResultSchema, ...errors },
    },
    handler: async (request) =>
      generateInstances(db, {
        modelId: request.params.id,
        count: request.body.count,
        actor: auditActor(request),
      }),
  });
}
