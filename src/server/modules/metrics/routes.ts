import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import { performanceSchema } from '../../../common/contracts/metrics';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { createMetrics, type Metrics } from './collector';

export const METRICS_PATH = '/metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may scrape: the configured bearer token, or a caller on this machine that did not come
 * through a proxy (a proxy on the same host would make every visitor look local).
 */
export function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(.+)$/i.exec(header);
    return Boolean(token && match?.[1] && sameSecret(match[1].trim(), token));
  }
  const local = LOOPBACK.has(request.socket.remoteAddress ?? '');
  return local && !PROXY_HEADERS.some((h) => request.headers[h] !== undefined);
}

/**
 * Request metrics for every route (onResponse, by route pattern), `/metrics` in Prometheus text
 * format and the admin page's last hour. Wrapped with fastify-plugin so the hook sees all routes.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; token?: string; probeMs?: number }) => {
    const metrics = createMetrics({ db: opts.db, probeMs: opts.probeMs });
    app.decorate('metrics', metrics);
    app.addHook('onReady', async () => metrics.start());
    app.addHook('onClose', async () => metrics.stop());

    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? '(unmatched)';
      metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    app.get(METRICS_PATH, {
      config: { access: ACCESS.public },
      schema: { hide: true },
      handler: async (request, reply) => {
        if (!mayScrape(request, opts.token)) {
          return reply.status(403).type('text/plain; charset=utf-8').send('Forbidden\n');
        }
        const { contentType, body } = await metrics.exposition();
        return reply.header('cache-control', 'no-store').type(contentType).send(body);
      },
    });

    app.withTypeProvider<ZodTypeProvider>().get('/api/admin/performance', {
      config: { access: ACCESS.admin },
      schema: {
        tags: ['system'],
        summary: 'Requests, latency, errors, event loop, memory and database over the last hour',
        response: { 200: performanceSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      handler: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return metrics.performance();
      },
    });
  },
  { name: 'metrics' },
);

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}
