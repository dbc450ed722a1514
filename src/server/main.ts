import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { resolveAuthSecret } from './lib/auth-secret';
import { checkSharedSecret } from './lib/check-shared-secret';
import { openConfiguredDatabase } from './lib/open-configured-database';
import { connectRedis } from './lib/redis';
import { ensureSetupToken } from './modules/auth/ensure-setup-token';

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const redis = config.REDIS_URL
    ? await connectRedis(config.REDIS_URL, config.REDIS_KEY_PREFIX)
    : undefined;
  const authSecret = resolveAuthSecret(config.BETTER_AUTH_SECRET, config.DATA_DIR);
  const app = await buildApp({
    config,
    db: database.db,
    authSecret,
    redis,
    rateLimits: config.RATE_LIMITS,
    metricsToken: config.METRICS_TOKEN,
    requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
    mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, pollMs: 15_000 },
    backups: { dir: join(config.DATA_DIR, 'backups'), scheduleMs: 60_000 },
    generation: {
      baseUrl: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      model: config.AI_MODEL,
      pollMs: 5_000,
    },
    payments: {
      stripeSecretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    },
    logger:
      config.NODE_ENV === 'development'
        ? { level: config.LOG_LEVEL, transport: { target: 'pino-pretty' } }
        : { level: config.LOG_LEVEL },
  });

  if ((await checkSharedSecret(database.db, authSecret)) === 'changed') {
    app.log.error(
      'The auth secret differs from the one this database was last started with. If another ' +
        'instance still runs with the old one, sessions, stored SMTP settings and sandbox ' +
        'payments break between them: give every instance the same BETTER_AUTH_SECRET.',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      await redis?.quit();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  await app.mailer.settings();
  app.log.info(
    `Tafawuq is ready on ${config.APP_URL} (database: ${database.driver}, e-mail: ${app.mailer.mode})`,
  );

  const token = await ensureSetupToken(database.db);
  if (token) {
    const link = `${config.APP_URL}/setup?token=${token}`;
    app.log.warn({ setupLink: link }, 'no administrator yet');
    process.stdout.write(
      `\n  No administrator exists yet. Create one here (link works once):\n  ${link}\n\n`,
    );
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Tafawuq failed to start: ${err?.stack ?? err}\n`);
  }
  process.exit(1);
});
