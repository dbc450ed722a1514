import type { FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  registerResultSchema,
  registerSchema,
  registrationProblem,
  setupRequestSchema,
  setupStatusSchema,
} from '../../../common/contracts/account';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { ACCESS } from '../../plugins/access';
import type { AuthEmails } from '../email/auth-emails';
import { adminExists } from './admin-exists';
import type { Auth } from './create-auth';
import { createFirstAdmin } from './create-first-admin';
import { registerUser } from './register-user';
import { welcomeNewAccount } from './welcome-new-account';

const strictLimit = { max: 10, timeWindow: '1 minute' };

/**
 * A refused registration: every field keeps its own message (spec section 5), and the answer's
 * message is the catalogue's sentence when the e-mail or password is the problem (section 8).
 */
function registrationRefusal(error: Error): AppError {
  const fields: Record<string, string> = {};
  for (const issue of hasZodFastifySchemaValidationErrors(error) ? error.validation : []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    fields[path || '_'] ??= issue.message ?? 'Invalid value';
  }
  const [first] = Object.entries(fields);
  const fallback = first ? (first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`) : '';
  const message = registrationProblem(fields) ?? (fallback || 'Invalid request');
  return new AppError('VALIDATION', message, fields);
}

export async function accountRoutes(
  app: FastifyInstance,
  opts: { db: Db; auth: Auth; emails: AuthEmails; requireEmailVerification: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.post('/api/account/register', {
    config: { access: ACCESS.public, rateLimit: strictLimit },
    // Refusals over the e-mail or password carry the catalogue's sentence (below).
    attachValidation: true,
    schema: {
      tags: ['account'],
      summary: 'Create a student account with its Free Trial',
      body: registerSchema,
      response: { 201: registerResultSchema, 400: apiErrorSchema, 409: apiErrorSchema },
    },
    handler: async (request, reply) => {
      if (request.validationError) throw registrationRefusal(request.validationError);
      const result = await registerUser(db, request.body, request.log, {
        requireEmailVerification: opts.requireEmailVerification,
      });
      const { email, firstName, role } = request.body;
      const answer = await welcomeNewAccount(
        { db, auth: opts.auth, emails: opts.emails, log: request.log },
        { id: result.userId, email, firstName, role },
        result,
      );
      return reply.status(201).send(answer);
    },
  });

  r.get('/api/setup/status', {
    config: { access: ACCESS.public },
    schema: {
      tags: ['setup'],
      summary: 'Whether the first administrator still has to be created',
      response: { 200: setupStatusSchema },
    },
    handler: async () => ({ needed: !(await adminExists(db)) }),
  });

  r.post('/api/setup', {
    config: { access: ACCESS.public, rateLimit: strictLimit },
    schema: {
      tags: ['setup'],
      summary: 'Create the first administrator with the one-time setup token',
      body: setupRequestSchema,
      response: {
        201: setupStatusSchema,
        400: apiErrorSchema,
        403: apiErrorSchema,
        410: apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const { token, ...admin } = request.body;
      await createFirstAdmin(db, admin, token);
      return reply.status(201).send({ needed: false });
    },
  });
}
