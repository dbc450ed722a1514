import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { type App, type AppDeps, buildApp } from '../../src/server/app';
import type { PaymentsConfig } from '../../src/server/modules/commerce/payment-gateway';
import type { UserRateLimit } from '../../src/server/plugins/user-rate-limit';
import { openTestDatabase, type TestDatabase } from './test-db';

export const TEST_APP_URL = 'http://localhost:3000';
export const TEST_ORIGIN = { origin: TEST_APP_URL };
/** The app secret of test apps (the sandbox's webhook secret derives from it). */
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-42';
export const INDEX_HTML =
  '<!doctype html><html lang="en"><title>Tafawuq</title><div id="root"></div></html>';
/** A pre-rendered page: the server fills in its public base URL. */
export const LANDING_HTML =
  '<!doctype html><html lang="en"><title>Tafawuq</title><link rel="canonical" href="%APP_URL%/"><main>Landing</main></html>';
export const TERMS_HTML =
  '<!doctype html><html lang="en"><title>Terms</title><main>Terms and Policies</main></html>';

export type TestContext = {
  app: App;
  database: TestDatabase;
  webDir: string;
  close(): Promise<void>;
};

/** A tiny stand-in for dist/web so the SPA fallback has a page and hashed asset to serve. */
function makeWebDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tafawuq-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  mkdirSync(join(dir, 'pages'));
  writeFileSync(join(dir, 'pages', 'index.html'), LANDING_HTML);
  writeFileSync(join(dir, 'pages', 'terms-and-policies.html'), TERMS_HTML);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  return dir;
}

/**
 * The real app on a fresh database of its own. `extend` may add routes before it is ready
 * (to test the error handler on a route that throws).
 */
export async function buildTestApp(
  opts: {
    rateLimits?: boolean;
    /** With `rateLimits`: the per-user limit of signed-in routes. */
    userRateLimit?: UserRateLimit;
    redis?: Redis;
    /** Deliver e-mail through this SMTP server instead of the outbox. */
    smtpUrl?: string;
    requireEmailVerification?: boolean;
    /** Stripe settings (default: the sandbox payment provider). */
    payments?: PaymentsConfig;
    extend?: (app: FastifyInstance) => void;
    /** An open database to use instead of a fresh copy of the template (closed with the app). */
    database?: TestDatabase;
    /** LLM generation provider and worker timings (the worker is not started). */
    generation?: AppDeps['generation'];
  } = {},
): Promise<TestContext> {
  const database = opts.database ?? (await openTestDatabase());
  const webDir = makeWebDir();
  const app = await buildApp({
    config: { APP_URL: TEST_APP_URL, LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY: false },
    db: database.db,
    authSecret: TEST_AUTH_SECRET,
    webDir,
    rateLimits: opts.rateLimits ?? false,
    userRateLimit: opts.userRateLimit,
    redis: opts.redis,
    mail: { smtpUrl: opts.smtpUrl },
    requireEmailVerification: opts.requireEmailVerification,
    payments: opts.payments,
    generation: opts.generation,
    logger: false,
  });
  opts.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    webDir,
    async close() {
      await app.close();
      opts.redis?.disconnect();
      await database.close();
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}
