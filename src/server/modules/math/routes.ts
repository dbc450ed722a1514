import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import {
  equivalenceInputSchema,
  equivalenceResultSchema,
  parsedExpressionSchema,
  parseExpressionInputSchema,
} from '../../../common/contracts/math';
import { ACCESS } from '../../plugins/access';
import { stopExpressionWorker } from './expression-worker';
import { expressionsEquivalent } from './expressions-equivalent';
import { parseExpression } from './parse-expression';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['math'];

/** Administrators' math field test (spec: admin/test): what the server reads and decides. */
export async function mathRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The checking thread (exam grading uses it too) ends with the server, not only when idle.
  app.addHook('onClose', async () => stopExpressionWorker());

  r.post('/api/admin/math/parse', {
    config: { access: ACCESS.admin },
    schema: {
      tags,
      summary: 'Parse LaTeX: MathJSON, canonical form and errors',
      body: parseExpressionInputSchema,
      response: { 200: parsedExpressionSchema, ...errors },
    },
    handler: async (request) => parseExpression(request.body.latex),
  });

  r.post('/api/admin/math/equivalent', {
    config: { access: ACCESS.admin },
    schema: {
      tags,
      summary: 'Whether two expressions are mathematically equivalent (as the exam room marks)',
      body: equivalenceInputSchema,
      response: { 200: equivalenceResultSchema, ...errors },
    },
    handler: async (request) => expressionsEquivalent(request.body.a, request.body.b),
  });
}
