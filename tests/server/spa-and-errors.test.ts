import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/server/lib/errors';
import { ACCESS } from '../../src/server/plugins/access';
import {
  buildTestApp,
  INDEX_HTML,
  LANDING_HTML,
  TERMS_HTML,
  TEST_APP_URL,
  type TestContext,
} from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    rateLimits: true,
    extend(app) {
      app.get('/api/test/boom', { config: { access: ACCESS.public } }, async () => {
        throw new Error('connection string postgres://secret@db leaked');
      });
      app.get('/api/test/conflict', { config: { access: ACCESS.public } }, async () => {
        throw new AppError('CONFLICT', 'Already done');
      });
      app.post(
        '/api/test/typed',
        {
          config: { access: ACCESS.public },
          schema: { body: z.object({ count: z.number().int().min(1) }) },
        },
        async () => ({ ok: true }),
      );
    },
  });
});
afterAll(() => ctx.close());

describe('single-page app serving', () => {
  it('serves the pre-rendered landing page for /, with absolute URLs, revalidated every time', async () => {
    const landing = LANDING_HTML.replace('%APP_URL%', TEST_APP_URL);
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toBe(landing);
    expect(res.body).toContain(`<link rel="canonical" href="${TEST_APP_URL}/">`);
    expect(res.headers['cache-control']).toBe('no-cache');
    const zipped = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(zipped.rawPayload).toString()).toBe(landing);
  });

  it('serves the other pre-rendered public pages at their paths, and /help redirects', async () => {
    for (const url of ['/terms-and-policies', '/terms-and-policies/', '/terms-and-policies?x=1']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(TERMS_HTML);
    }
    const help = await ctx.app.inject({ method: 'GET', url: '/help' });
    expect(help.statusCode).toBe(301);
    expect(help.headers.location).toBe('/help/tutorials');
  });

  it('serves index.html for deep links, revalidated every time', async () => {
    for (const url of ['/student/dashboard', '/auth?mode=register']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets forever', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('never answers robots.txt, missing files or unknown API paths with the page', async () => {
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain(`Sitemap: ${TEST_APP_URL}/sitemap.xml`);

    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.body).toContain(`<loc>${TEST_APP_URL}/</loc>`);
    expect(sitemap.body).toContain(`<loc>${TEST_APP_URL}/terms-and-policies</loc>`);

    const missing = await ctx.app.inject({ method: 'GET', url: '/favicon-missing.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<html');

    const api = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Route GET /api/nothing-here not found',
    });
  });

  it('sends a content security policy that allows only our own scripts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('throttles probing of unknown API paths', async () => {
    let last = 0;
    for (let i = 0; i < 70; i++) {
      last = (await ctx.app.inject({ method: 'GET', url: `/api/probe-${i}` })).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('error handler', () => {
  it('hides the internals of a 5xx', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
      requestId: expect.any(String),
    });
  });

  it('maps AppError codes to statuses', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'Already done' });
  });

  it('answers malformed JSON and wrong types with a 400, never a 500', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/typed',
      headers: { 'content-type': 'application/json' },
      payload: '{"count":',
    });
    expect(broken.statusCode).toBe(400);
    const typed = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/typed',
      payload: { count: 'x' },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().fields.count).toBeTruthy();
  });
});

describe('health and docs', () => {
  it('reports the database, version and uptime', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up', version: '0.1.0' });
  });

  it('publishes OpenAPI with the API routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    expect(spec.openapi).toMatch(/^3/);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/account/register', '/api/account/me']),
    );
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBeLessThan(400);
  });
});
