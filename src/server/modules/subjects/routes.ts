import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import {
  idParamsSchema,
  reorderSchema,
  subjectInputSchema,
  subjectListSchema,
  subjectUpdateSchema,
  topicInputSchema,
  topicUpdateSchema,
} from '../../../common/contracts/subjects';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { listSubjects } from './list-subjects';
import { createSubject, deleteSubject, reorderSubjects, updateSubject } from './manage-subjects';
import { createTopic, deleteTopic, reorderTopics, updateTopic } from './manage-topics';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const createdSchema = z.object({ id: z.string() });
const admin = { access: ACCESS.admin };
const tags = ['subjects'];

/** Administrators' subjects and topics (spec: admin/subjects). */
export async function subjectRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const list = async () => ({ subjects: await listSubjects(db) });

  r.get('/api/admin/subjects', {
    config: admin,
    schema: {
      tags,
      summary: 'Subjects with topics and question counts',
      response: { 200: subjectListSchema, ...errors },
    },
    handler: list,
  });

  r.post('/api/admin/subjects', {
    config: admin,
    schema: {
      tags,
      summary: 'Create a subject',
      body: subjectInputSchema,
      response: { 201: createdSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ id: await createSubject(db, request.body, auditActor(request)) }),
  });

  r.patch('/api/admin/subjects/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Edit, activate or deactivate a subject',
      params: idParamsSchema,
      body: subjectUpdateSchema,
      response: { 200: subjectListSchema, ...errors },
    },
    handler: async (request) => {
      await updateSubject(db, request.params.id, request.body, auditActor(request));
      return list();
    },
  });

  r.delete('/api/admin/subjects/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Delete an empty subject',
      params: idParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await deleteSubject(db, request.params.id, auditActor(request));
      return reply.status(204).send(null);
    },
  });

  r.post('/api/admin/subjects/reorder', {
    config: admin,
    schema: {
      tags,
      summary: 'Set the order of the subjects',
      body: reorderSchema,
      response: { 200: subjectListSchema, ...errors },
    },
    handler: async (request) => {
      await reorderSubjects(db, request.body.ids, auditActor(request));
      return list();
    },
  });

  r.post('/api/admin/subjects/:id/topics', {
    config: admin,
    schema: {
      tags,
      summary: 'Add a topic to a subject',
      params: idParamsSchema,
      body: topicInputSchema,
      response: { 201: createdSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send({ id: await createTopic(db, request.params.id, request.body, auditActor(request)) }),
  });

  r.post('/api/admin/subjects/:id/topics/reorder', {
    config: admin,
    schema: {
      tags,
      summary: "Set the order of a subject's topics",
      params: idParamsSchema,
      body: reorderSchema,
      response: { 200: subjectListSchema, ...errors },
    },
    handler: async (request) => {
      await reorderTopics(db, request.params.id, request.body.ids, auditActor(request));
      return list();
    },
  });

  r.patch('/api/admin/topics/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Edit, activate or deactivate a topic',
      params: idParamsSchema,
      body: topicUpdateSchema,
      response: { 200: subjectListSchema, ...errors },
    },
    handler: async (request) => {
      await updateTopic(db, request.params.id, request.body, auditActor(request));
      return list();
    },
  });

  r.delete('/api/admin/topics/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Delete a topic without questions',
      params: idParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await deleteTopic(db, request.params.id, auditActor(request));
      return reply.status(204).send(null);
    },
  });
}
