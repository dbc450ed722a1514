import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/client';
import { type CacheInvalidation, createCacheInvalidation } from './lib/cache-invalidation';
import { WEB_DIST_DIR } from './lib/project-root';
import { accountActionRoutes } from './modules/account-actions/routes';
import { affiliateRoutes } from './modules/affiliates/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { auditRoutes } from './modules/audit/routes';
import { createAuth } from './modules/auth/create-auth';
import { sessionReader } from './modules/auth/read-session';
import { accountRoutes } from './modules/auth/routes';
import { startBackupScheduler } from './modules/backup/backup-scheduler';
import { backupRoutes } from './modules/backup/routes';
import { learningAnalyticsRoutes } from './modules/business-analytics/routes-learning';
import { revenueAnalyticsRoutes } from './modules/business-analytics/routes-revenue';
import { businessAnalyticsSiteRoutes } from './modules/business-analytics/routes-site';
import { calibrationRoutes } from './modules/calibration/routes';
import { createPaymentGateway, type PaymentsConfig } from './modules/commerce/payment-gateway';
import { commerceRoutes } from './modules/commerce/routes';
import { couponRoutes } from './modules/coupons/routes';
import { databaseToolRoutes } from './modules/database-tools/routes';
import { diagnosticRoutes } from './modules/diagnostics/routes';
import { emailAdminRoutes } from './modules/email/admin-routes';
import { authEmails } from './modules/email/auth-emails';
import { createMailer, type Mailer } from './modules/email/create-mailer';
import { emailTemplateRoutes } from './modules/email/template-routes';
import { examRoutes } from './modules/exams/routes';
import { generationRoutes } from './modules/generation/routes';
import { createGenerationWorker, type GenerationWorker } from './modules/generation/worker';
import { healthRoutes } from './modules/health/routes';
import { itemModelRoutes } from './modules/item-models/routes';
import { learningPlanRoutes } from './modules/learning/plan-routes';
import { learningProgressRoutes } from './modules/learning/progress-routes';
import { LOG_REDACT_PATHS, logSerializers, REDACTED } from './modules/logs/log-privacy';
import { logRoutes } from './modules/logs/routes';
import { mathRoutes } from './modules/math/routes';
import { metricsPlugin } from './modules/metrics/routes';
import { packageRoutes } from './modules/packages/routes';
import { passageRoutes } from './modules/passages/routes';
import { profileRoutes } from './modules/profiles/routes';
import { questionInsightRoutes } from './modules/question-insights/routes';
import { questionRoutes } from './modules/questions/routes';
import { questionTransferRoutes } from './modules/questions/transfer/routes';
import { schemaToolRoutes } from './modules/schema-tools/routes';
import { registerAuthEventRecorder } from './modules/security/record-auth-event';
import { securityRoutes } from './modules/security/routes';
import { sessionRoutes } from './modules/sessions/routes';
import { sessionToucher } from './modules/sessions/touch-session';
import { studentReportRoutes } from './modules/student-reports/routes';
import { studentRoutes } from './modules/students/routes';
import { subjectRoutes } from './modules/subjects/routes';
import { createLogSink, type LogSinkOptions } from './modules/system-logs/log-sink';
import { systemLogRoutes } from './modules/system-logs/routes';
import { templateRoutes } from './modules/templates/routes';
import { userRoutes } from './modules/users/routes';
import { ACCESS, accessPlugin } from './plugins/access';
import { authRoutes, viewerLoader } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputPolicy } from './plugins/input-policy';
import { DOCS_PREFIX, registerOpenApi } from './plugins/openapi';
import { appOrigins, registerOriginCheck } from './plugins/origin-check';
import { lazyChildLogger, RequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security';
import { registerStaticSpa } from './plugins/static-spa';
import { USER_RATE_LIMIT, type UserRateLimit, userRateLimiter } from './plugins/user-rate-limit';

export type AppDeps = {
  config: Pick<Config, 'APP_URL' | 'LOG_LEVEL' | 'NODE_ENV' | 'TRUST_PROXY'>;
  db: Db;
  authSecret: string;
  /** Folder of the built web app; defaults to dist/web. */
  webDir?: string;
  /** Request throttling; tests that are not about it switch it off. */
  rateLimits?: boolean;
  /** Requests per signed-in user on the app's routes (default USER_RATE_LIMIT). */
  userRateLimit?: UserRateLimit;
  logger?: FastifyServerOptions['logger'];
  /** With REDIS_URL: throttling counters shared by every instance. */
  redis?: Redis;
  /** REQUIRE_EMAIL_VERIFICATION: new accounts confirm their address before signing in. */
  requireEmailVerification?: boolean;
  /**
   * E-mail: every message goes through the outbox table; SMTP from `smtpUrl` or the stored
   * settings. `pollMs` starts the outbox worker with the app (main.ts; tests drive it).
   */
  mail?: { smtpUrl?: string; from?: string; pollMs?: number };
  /**
   * Backups: their folder (main.ts: DATA_DIR/backups; default a fresh temporary folder) and
   * `scheduleMs`, which starts the daily-backup timer with the app (tests call it directly).
   */
  backups?: { dir: string; scheduleMs?: number };
  /** Stripe when a secret key is set, otherwise the sandbox (signed with the app's secret). */
  payments?: PaymentsConfig;
  /** Server warnings and errors into app_logs (default on; needs a logger). */
  systemLogs?: false | LogSinkOptions;
  /** METRICS_TOKEN: scrapers outside this machine send it as a bearer token to /metrics. */
  metricsToken?: string;
  /** How often the database round trip is timed for the performance page (ms; 0: never). */
  metricsProbeMs?: number;
  /**
   * LLM generation: AI_BASE_URL, AI_API_KEY, AI_MODEL (admin settings override them) and the
   * worker's timings. `pollMs` starts the worker with the app (main.ts; tests drive it).
   */
  generation?: {
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    pollMs?: number;
    timeoutMs?: number;
    attempts?: number;
    retryDelayMs?: number;
    maxRetryWaitS?: number;
    batchSize?: number;
  };
};

/** Plugins, then modules, then the fallbacks: the whole HTTP surface, for main.ts and tests. */
export async function buildApp(deps: AppDeps) {
  const { config, db } = deps;
  const logSink = deps.systemLogs === false ? null : createLogSink(deps.systemLogs);
  const options = deps.logger === true ? {} : (deps.logger ?? { level: config.LOG_LEVEL });
  // No personal data or query values in the process log, whoever configures it.
  const baseLogger = options && {
    ...options,
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    serializers: { ...options.serializers, ...logSerializers },
  };
  const app = Fastify({
    logger:
      logSink && baseLogger
        ? { ...baseLogger, hooks: { ...baseLogger.hooks, logMethod: logSink.logMethod } }
        : baseLogger,
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    bodyLimit: 1_048_576,
    // Unique across restarts and instances: a 500 shows it, and app_logs keeps it.
    genReqId: () => randomUUID(),
    logController: new RequestLog(),
    childLoggerFactory: lazyChildLogger,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, { db });
  registerInputPolicy(app);
  if (logSink) {
    logSink.attach(db);
    app.addHook('onClose', () => logSink.close());
    app.decorate('logSink', logSink);
  }

  const https = config.APP_URL.startsWith('https://');
  const mailer = createMailer({ db, ...deps.mail, secret: deps.authSecret, log: app.log });
  const mailPollMs = deps.mail?.pollMs;
  if (mailPollMs) app.addHook('onReady', async () => mailer.start(mailPollMs));
  app.addHook('onClose', () => mailer.close());
  const backups = {
    db,
    dir: deps.backups?.dir ?? join(tmpdir(), `tafawuq-backups-${randomUUID()}`),
  };
  // Without a folder (tests), a temporary one, created on first use and removed on close.
  if (!deps.backups)
    app.addHook('onClose', () => rm(backups.dir, { recursive: true, force: true }));
  const backupScheduleMs = deps.backups?.scheduleMs;
  if (backupScheduleMs) {
    let scheduler: { stop(): void } | undefined;
    app.addHook('onReady', async () => {
      scheduler = startBackupScheduler(backups, backupScheduleMs, app.log);
    });
    app.addHook('onClose', async () => scheduler?.stop());
  }
  const emails = authEmails({ db, mailer, appUrl: config.APP_URL });
  const auth = createAuth({
    db,
    secret: deps.authSecret,
    baseURL: config.APP_URL,
    trustedOrigins: appOrigins(config),
    rateLimit: deps.rateLimits ?? true,
    redis: deps.redis,
    emails,
    requireEmailVerification: deps.requireEmailVerification ?? false,
  });

  registerSecurityHeaders(app, { https });
  registerOriginCheck(app, { trustedOrigins: appOrigins(config) });
  // Sign-in outcomes and throttled answers, recorded after they are sent (security page).
  registerAuthEventRecorder(app, { db });
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    // Redis out of reach: requests go on unthrottled rather than fail (as the per-user limit).
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please wait ${context.after} and try again.`,
    }),
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'tafawuq:rl:' } : {}),
    ...(deps.rateLimits === false ? { max: Number.MAX_SAFE_INTEGER, allowList: () => true } : {}),
  });
  // Swagger's own pages live under /api/docs and are public.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX))
      route.config = { ...route.config, access: ACCESS.public };
  });
  const touch = sessionToucher(db);
  await app.register(accessPlugin, {
    // One account flooding from many addresses: keyed by the viewer the access check resolved.
    limitViewer:
      deps.rateLimits === false
        ? undefined
        : userRateLimiter(app, deps.userRateLimit ?? USER_RATE_LIMIT),
    loadViewer: viewerLoader(
      sessionReader(db, {
        secret: deps.authSecret,
        cookieName: (await auth.$context).authCookies.sessionToken.name,
      }),
      (viewer) => touch(viewer.sessionToken),
    ),
  });
  await registerOpenApi(app);
  await app.register(metricsPlugin, {
    db,
    token: deps.metricsToken,
    probeMs: deps.metricsProbeMs,
  });

  await app.register(authRoutes, {
    auth,
    appUrl: config.APP_URL,
    rateLimits: deps.rateLimits ?? true,
    redis: deps.redis,
  });
  // Caches of what visitors read (pricing) drop on every instance when an administrator edits.
  const cacheInvalidation = await createCacheInvalidation({ redis: deps.redis, log: app.log });
  app.decorate('cacheInvalidation', cacheInvalidation);
  app.addHook('onClose', () => cacheInvalidation.close());
  await app.register(healthRoutes, { db });
  await app.register(accountRoutes, {
    db,
    auth,
    emails,
    requireEmailVerification: deps.requireEmailVerification ?? false,
  });
  await app.register(profileRoutes, { db });
  await app.register(sessionRoutes, { db });
  await app.register(userRoutes, { db, auth, emails, mailer, appUrl: config.APP_URL });
  await app.register(diagnosticRoutes, { db });
  await app.register(packageRoutes, { db });
  await app.register(subjectRoutes, { db });
  await app.register(questionRoutes, { db });
  await app.register(passageRoutes, { db });
  await app.register(itemModelRoutes, { db });
  await app.register(questionInsightRoutes, { db });
  await app.register(calibrationRoutes, { db });
  await app.register(examRoutes, { db });
  await app.register(learningProgressRoutes, { db });
  await app.register(learningPlanRoutes, { db });
  await app.register(questionTransferRoutes, { db });
  await app.register(commerceRoutes, {
    db,
    mailer,
    gateway: createPaymentGateway(deps.payments ?? {}, deps.authSecret),
    appUrl: config.APP_URL,
  });
  await app.register(mathRoutes);
  await app.register(templateRoutes, { db });
  await app.register(analyticsRoutes, { db });
  await app.register(logRoutes, { db });
  await app.register(affiliateRoutes, { db, mailer, appUrl: config.APP_URL });
  await app.register(auditRoutes, { db });
  await app.register(systemLogRoutes, { db });
  await app.register(securityRoutes, { db });
  await app.register(studentRoutes, { db });
  await app.register(studentReportRoutes, { db });
  await app.register(accountActionRoutes, { db, auth, emails, mailer, appUrl: config.APP_URL });
  await app.register(emailTemplateRoutes, { db, mailer, appUrl: config.APP_URL });
  await app.register(emailAdminRoutes, { db, mailer, secret: deps.authSecret });
  await app.register(backupRoutes, backups);
  await app.register(schemaToolRoutes, { db });
  await app.register(databaseToolRoutes, { db });
  await app.register(learningAnalyticsRoutes, { db });
  await app.register(businessAnalyticsSiteRoutes, { db, appUrl: config.APP_URL });
  await app.register(revenueAnalyticsRoutes, { db });
  await app.register(couponRoutes, { db });
  const {
    pollMs: generationPollMs,
    baseUrl,
    apiKey,
    model,
    ...workerTimings
  } = deps.generation ?? {};
  const generationEnv = { baseUrl, apiKey, model };
  const generation = createGenerationWorker({
    db,
    secret: deps.authSecret,
    env: generationEnv,
    log: app.log,
    ...workerTimings,
  });
  if (generationPollMs) app.addHook('onReady', async () => generation.start(generationPollMs));
  app.addHook('onClose', () => generation.close());
  await app.register(generationRoutes, {
    db,
    env: generationEnv,
    secret: deps.authSecret,
    worker: generation,
  });

  await registerStaticSpa(app, { webDir: deps.webDir ?? WEB_DIST_DIR, appUrl: config.APP_URL });
  app.decorate('auth', auth);
  app.decorate('mailer', mailer);
  app.decorate('backups', backups);
  app.decorate('generation', generation);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: ReturnType<typeof createAuth>;
    mailer: Mailer;
    /** The backups' database and folder (DATA_DIR/backups). */
    backups: { db: Db; dir: string };
    /** The LLM generation worker (tests run its passes directly). */
    generation: GenerationWorker;
    /** Drops the in-memory copies of public responses here and on the other instances. */
    cacheInvalidation: CacheInvalidation;
    logSink?: ReturnType<typeof createLogSink>;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
