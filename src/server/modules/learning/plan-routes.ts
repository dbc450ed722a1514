import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import { createdExamSchema } from '../../../common/contracts/exams';
import {
  reviewInputSchema,
  studyPlanInputSchema,
  studyPlanSchema,
} from '../../../common/contracts/learning';
import type { Db } from '../../db/client';
import { ACCESS, requireViewer } from '../../plugins/access';
import { createReviewExam } from './create-review-exam';
import { deleteStudyPlan } from './delete-study-plan';
import { saveStudyPlan } from './save-study-plan';
import { startPlanPractice } from './start-plan-practice';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const student = { access: ACCESS.student };
const tags = ['learning'];
const BASE = '/api/student/learning';
const subjectParams = z.object({ subjectId: z.uuid('Choose a subject') });

/** Study plans, today's practice and spaced review (issue 18; contract in common/contracts/learning). */
export async function learningPlanRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.put(`${BASE}/plans/:subjectId`, {
    config: student,
    schema: {
      tags,
      summary: 'Set or change my study plan for a subject: exam date and target score',
      params: subjectParams,
      body: studyPlanInputSchema,
      response: { 200: studyPlanSchema, ...errors },
    },
    handler: async (request) =>
      saveStudyPlan(db, requireViewer(request).userId, request.params.subjectId, request.body),
  });

  r.delete(`${BASE}/plans/:subjectId`, {
    config: student,
    schema: {
      tags,
      summary: 'Remove my study plan for a subject',
      params: subjectParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await deleteStudyPlan(db, requireViewer(request).userId, request.params.subjectId);
      return reply.status(204).send(null);
    },
  });

  r.post(`${BASE}/plans/:subjectId/today`, {
    config: student,
    schema: {
      tags,
      summary: "Start today's practice of my study plan",
      params: subjectParams,
      response: { 201: createdExamSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        id: await startPlanPractice(db, requireViewer(request).userId, request.params.subjectId),
      }),
  });

  r.post(`${BASE}/review`, {
    config: student,
    schema: {
      tags,
      summary: 'Build a review exam from my due review cards',
      body: reviewInputSchema,
      response: { 201: createdExamSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        id: await createReviewExam(db, requireViewer(request).userId, request.body ?? {}),
      }),
  });
}
