import type { FastifyInstance } from 'fastify';
import { type Health, healthSchema } from '../../../common/contracts/health';
import type { Db } from '../../db/client';
import { APP_VERSION } from '../../lib/version';
import { ACCESS } from '../../plugins/access';
import { createDatabaseProbe } from './database-probe';

const startedAt = Date.now();
const JSON_TYPE = 'application/json; charset=utf-8';
/**
 * Serialised here, typed by the contract (so the route goes without the type provider): zod's
 * serialiser cost more than the rest of the request.
 */
const body = (up: boolean) =>
  JSON.stringify({
    status: up ? 'ok' : 'degraded',
    database: up ? 'up' : 'down',
    version: APP_VERSION,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  } satisfies Health);

export async function healthRoutes(app: FastifyInstance, opts: { db: Db }) {
  const isDatabaseUp = createDatabaseProbe(opts.db);
  app.get('/api/health', {
    config: { access: ACCESS.public },
    schema: {
      tags: ['system'],
      summary: 'Liveness and database reachability',
      response: { 200: healthSchema, 503: healthSchema },
    },
    handler: async (_request, reply) => {
      const up = await isDatabaseUp();
      return reply
        .status(up ? 200 : 503)
        .header('cache-control', 'no-store')
        .type(JSON_TYPE)
        .send(body(up));
    },
  });
}
