import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accommodationsInputSchema,
  accommodationsSchema,
} from '../../../common/contracts/accommodations';
import { apiErrorSchema } from '../../../common/contracts/errors';
import {
  grantPackageSchema,
  heldPackageParamsSchema,
  heldPackageResultSchema,
  studentIdParamsSchema,
  studentListSchema,
  studentPackagesSchema,
  studentProfileSchema,
  studentSearchQuerySchema,
  updateHeldPackageSchema,
} from '../../../common/contracts/students';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { getStudentAccommodations } from './get-student-accommodations';
import { getStudentProfile } from './get-student-profile';
import { grantPackage } from './grant-package';
import { listStudentPackages } from './list-student-packages';
import { revokeHeldPackage } from './revoke-held-package';
import { searchStudents } from './search-students';
import { setStudentAccommodations } from './set-student-accommodations';
import { updateHeldPackage } from './update-held-package';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const admin = { access: ACCESS.admin };
const tags = ['students'];

/** Administrators' student tools (issue 15): search, profile, packages given and taken back. */
export async function studentRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/admin/students', {
    config: admin,
    schema: {
      tags,
      summary: 'Students by name, e-mail or phone; filtered, sorted and paged',
      querystring: studentSearchQuerySchema,
      response: { 200: studentListSchema, ...errors },
    },
    handler: async (request) => searchStudents(db, request.query),
  });

  r.get('/api/admin/students/:studentId', {
    config: admin,
    schema: {
      tags,
      summary:
        'One student: profile, packages, unlocked subjects, exams, sessions, payments, referrer',
      params: studentIdParamsSchema,
      response: { 200: studentProfileSchema, ...errors },
    },
    handler: async (request) => getStudentProfile(db, request.params.studentId),
  });

  r.get('/api/admin/students/:studentId/packages', {
    config: admin,
    schema: {
      tags,
      summary: "A student's packages and the packages an administrator can give",
      params: studentIdParamsSchema,
      response: { 200: studentPackagesSchema, ...errors },
    },
    handler: async (request) => listStudentPackages(db, request.params.studentId),
  });

  r.post('/api/admin/students/:studentId/packages', {
    config: admin,
    schema: {
      tags,
      summary: 'Give a student a package without payment (audited)',
      params: studentIdParamsSchema,
      body: grantPackageSchema,
      response: { 201: heldPackageResultSchema, ...errors },
    },
    handler: async (request, reply) => {
      const result = await grantPackage(
        db,
        auditActor(request),
        request.params.studentId,
        request.body,
      );
      return reply.status(201).send(result);
    },
  });

  r.patch('/api/admin/students/:studentId/packages/:usersPackageId', {
    config: admin,
    schema: {
      tags,
      summary: "Change a student's package: expiry or exam allowance (audited)",
      params: heldPackageParamsSchema,
      body: updateHeldPackageSchema,
      response: { 200: heldPackageResultSchema, ...errors },
    },
    handler: async (request) =>
      updateHeldPackage(
        db,
        auditActor(request),
        request.params.studentId,
        request.params.usersPackageId,
        request.body,
      ),
  });

  r.post('/api/admin/students/:studentId/packages/:usersPackageId/revoke', {
    config: admin,
    schema: {
      tags,
      summary: "Revoke a student's package: unspent points removed, subjects kept (audited)",
      params: heldPackageParamsSchema,
      response: { 200: heldPackageResultSchema, ...errors },
    },
    handler: async (request) =>
      revokeHeldPackage(
        db,
        auditActor(request),
        request.params.studentId,
        request.params.usersPackageId,
      ),
  });

  r.get('/api/admin/students/:studentId/accommodations', {
    config: admin,
    schema: {
      tags,
      summary: "A student's testing accommodations: extra time, extra breaks",
      params: studentIdParamsSchema,
      response: { 200: accommodationsSchema, ...errors },
    },
    handler: async (request) => getStudentAccommodations(db, request.params.studentId),
  });

  r.put('/api/admin/students/:studentId/accommodations', {
    config: admin,
    schema: {
      tags,
      summary: "Set a student's testing accommodations for their next exams (audited)",
      params: studentIdParamsSchema,
      body: accommodationsInputSchema,
      response: { 200: accommodationsSchema, ...errors },
    },
    handler: async (request) =>
      setStudentAccommodations(db, auditActor(request), request.params.studentId, request.body),
  });
}
