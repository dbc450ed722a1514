import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  registerResultSchema,
  registerSchema,
  setupRequestSchema,
  setupStatusSchema,
} from '../../../common/contracts/account';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import type { AuthEmails } from '../email/auth-emails';
import { sendWelcomeEmail } from '../email/send-welcome-email';
import { adminExists } from './admin-exists';
import type { Auth } from './create-auth';
import { createFirstAdmin } from './create-first-admin';
import { registerUser } from './register-user';

const strictLimit = { max: 10, timeWindow: '1 minute' };

export async function accountRoutes(
  app: FastifyInstance,
  opts: { db: Db; auth: Auth; emails: AuthEmails; requireEmailVerification: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.post('/api/account/register', {
    config: { access: ACCESS.public, rateLimit: strictLimit },
    schema: {
      tags: ['account'],
      summary: 'Create a student account with its Free Trial',
      body: registerSchema,
      response: { 201: registerResultSchema, 400: apiErrorSchema, 409: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const result = await registerUser(db, request.body, request.log, {
        requireEmailVerification: opts.requireEmailVerification,
      });
      // The welcome e-mail carries the confirmation link; confirming is not required to sign in
      // (spec section 4).
      const { email, firstName, role } = request.body;
      sendWelcomeEmail(opts.auth, opts.emails, { id: result.userId, email, firstName, role }).catch(
        (err) => request.log.warn({ err }, 'welcome e-mail not sent'),
      );
      return reply.status(201).send(result);
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
