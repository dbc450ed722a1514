import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accommodationsSchema } from '../../../common/contracts/accommodations';
import { apiErrorSchema } from '../../../common/contracts/errors';
import {
  createdExamSchema,
  createExamInputSchema,
  examDetailsSchema,
  examIdParamsSchema,
  examItemParamsSchema,
  examListQuerySchema,
  examListSchema,
  examOptionsQuerySchema,
  examOptionsSchema,
  examReportSchema,
  examResultSchema,
  examSectionParamsSchema,
  examStateSchema,
  followUpInputSchema,
  savedItemSchema,
  saveItemInputSchema,
} from '../../../common/contracts/exams';
import type { Db } from '../../db/client';
import { periodSlot, runScheduled } from '../../lib/scheduled-run';
import { ACCESS, requireViewer } from '../../plugins/access';
import { getOwnAccommodations } from '../students/get-student-accommodations';
import { createExam } from './create-exam';
import { examOptions } from './exam-options';
import { getExamReport } from './exam-report';
import { practiseWeakTopics, retryIncorrect } from './follow-up-exams';
import { getExamDetails, listExams } from './list-exams';
import { expireOverdueExams, hasOverdueExams } from './load-exam';
import { resumeExam } from './resume-exam';
import { saveItem } from './save-item';
import { finishSection, getExamState, nextAdaptiveItem, startExam, submitExam } from './take-exam';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const student = { access: ACCESS.student };
const tags = ['exams'];
const BASE = '/api/student/exams';
const SWEEP_INTERVAL_MS = 60_000;

/** Students' exams: create, take, score, report (issue 7; contract in common/contracts/exams). */
export async function examRoutes(app: FastifyInstance, opts: { db: Db; sweepIntervalMs?: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  // Expired exams are also finalised on read; the sweep scores the ones nobody opens. Every
  // instance ticks, one of them sweeps each period (the rows are locked anyway).
  const sweepMs = opts.sweepIntervalMs ?? SWEEP_INTERVAL_MS;
  const sweep = setInterval(() => {
    const slot = periodSlot(sweepMs);
    runScheduled(db, 'exam-expiry', { slot, due: () => hasOverdueExams(db) }, () =>
      expireOverdueExams(db),
    ).catch((err) => app.log.error({ err }, 'exam expiry sweep failed'));
  }, sweepMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  r.get(`${BASE}/options`, {
    config: student,
    schema: {
      tags,
      summary: 'Unlocked subjects with templates and topics, and my exam allowance',
      querystring: examOptionsQuerySchema,
      response: { 200: examOptionsSchema, ...errors },
    },
    handler: async (request) =>
      examOptions(db, requireViewer(request).userId, request.query.subject),
  });

  r.post(BASE, {
    config: student,
    schema: {
      tags,
      summary: 'Create an exam from a template or a custom choice of topics',
      body: createExamInputSchema,
      response: { 201: createdExamSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send({ id: await createExam(db, requireViewer(request).userId, request.body) }),
  });

  r.get(BASE, {
    config: student,
    schema: {
      tags,
      summary: 'My exams, newest first',
      querystring: examListQuerySchema,
      response: { 200: examListSchema, ...errors },
    },
    handler: async (request) => listExams(db, requireViewer(request).userId, request.query),
  });

  r.get(`${BASE}/:id`, {
    config: student,
    schema: {
      tags,
      summary: 'One of my exams',
      params: examIdParamsSchema,
      response: { 200: examDetailsSchema, ...errors },
    },
    handler: async (request) =>
      getExamDetails(db, requireViewer(request).userId, request.params.id),
  });

  r.post(`${BASE}/:id/start`, {
    config: student,
    schema: {
      tags,
      summary: 'Start (or resume) an exam: opens the first section clock',
      params: examIdParamsSchema,
      response: { 200: examStateSchema, ...errors },
    },
    handler: async (request) => startExam(db, requireViewer(request).userId, request.params.id),
  });

  r.get(`${BASE}/:id/state`, {
    config: student,
    schema: {
      tags,
      summary: 'Everything the exam room needs',
      params: examIdParamsSchema,
      response: { 200: examStateSchema, ...errors },
    },
    handler: async (request) => getExamState(db, requireViewer(request).userId, request.params.id),
  });

  r.put(`${BASE}/:id/items/:position`, {
    config: student,
    schema: {
      tags,
      summary: 'Save an answer, flag, eliminated choices or time (idempotent by clientSeq)',
      params: examItemParamsSchema,
      body: saveItemInputSchema,
      response: { 200: savedItemSchema, ...errors },
    },
    handler: async (request) =>
      saveItem(
        db,
        requireViewer(request).userId,
        request.params.id,
        request.params.position,
        request.body,
      ),
  });

  r.post(`${BASE}/:id/next`, {
    config: student,
    schema: {
      tags,
      summary: 'Adaptive: score the current item and give the next',
      params: examIdParamsSchema,
      response: { 200: examStateSchema, ...errors },
    },
    handler: async (request) =>
      nextAdaptiveItem(db, requireViewer(request).userId, request.params.id),
  });

  r.post(`${BASE}/:id/sections/:index/finish`, {
    config: student,
    schema: {
      tags,
      summary: 'Leave the current section (the last one submits the exam)',
      params: examSectionParamsSchema,
      response: { 200: examStateSchema, ...errors },
    },
    handler: async (request) =>
      finishSection(db, requireViewer(request).userId, request.params.id, request.params.index),
  });

  r.post(`${BASE}/:id/resume`, {
    config: student,
    schema: {
      tags,
      summary: 'Extra breaks: end the break now; the next section opens with its full time',
      params: examIdParamsSchema,
      response: { 200: examStateSchema, ...errors },
    },
    handler: async (request) => resumeExam(db, requireViewer(request).userId, request.params.id),
  });

  r.get('/api/student/accommodations', {
    config: student,
    schema: {
      tags,
      summary: 'My testing accommodations (extra time, extra breaks)',
      response: { 200: accommodationsSchema, ...errors },
    },
    handler: async (request) => getOwnAccommodations(db, requireViewer(request).userId),
  });

  r.post(`${BASE}/:id/submit`, {
    config: student,
    schema: {
      tags,
      summary: 'Submit and score the exam',
      params: examIdParamsSchema,
      response: { 200: examResultSchema, ...errors },
    },
    handler: async (request) => submitExam(db, requireViewer(request).userId, request.params.id),
  });

  r.get(`${BASE}/:id/report`, {
    config: student,
    schema: {
      tags,
      summary: 'Report of a finished exam',
      params: examIdParamsSchema,
      response: { 200: examReportSchema, ...errors },
    },
    handler: async (request) => getExamReport(db, requireViewer(request).userId, request.params.id),
  });

  r.post(`${BASE}/:id/retry-incorrect`, {
    config: student,
    schema: {
      tags,
      summary: 'New exam of the questions I got wrong',
      params: examIdParamsSchema,
      body: followUpInputSchema,
      response: { 201: createdExamSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        id: await retryIncorrect(
          db,
          requireViewer(request).userId,
          request.params.id,
          request.body?.mode,
        ),
      }),
  });

  r.post(`${BASE}/:id/practise-weak-topics`, {
    config: student,
    schema: {
      tags,
      summary: 'New exam from my weak topics',
      params: examIdParamsSchema,
      body: followUpInputSchema,
      response: { 201: createdExamSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        id: await practiseWeakTopics(
          db,
          requireViewer(request).userId,
          request.params.id,
          request.body?.mode,
        ),
      }),
  });
}
