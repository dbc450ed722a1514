import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../lib/version';

export const DOCS_PREFIX = '/api/docs';

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tafawuq API', version: APP_VERSION },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'tafawuq.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
}
