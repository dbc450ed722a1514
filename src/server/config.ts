import { z } from 'zod';

const optionalUrl = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      error: `must be a URL starting with ${protocols.join(' or ')} (${hint})`,
    });

const configSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        error: 'must be one of development, production, test',
      })
      .default('production'),
    HOST: z.string().min(1, { error: 'must not be empty' }).default('0.0.0.0'),
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be between 0 and 65535' })
      .max(65535, { error: 'must be between 0 and 65535' })
      .default(3000),
    APP_URL: optionalUrl(['http://', 'https://'], 'the public address of the site'),
    DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('data'),
    DATABASE_URL: optionalUrl(['postgres://', 'postgresql://'], 'a PostgreSQL server'),
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be between 1 and 200' })
      .max(200, { error: 'must be between 1 and 200' })
      .default(10),
    BETTER_AUTH_SECRET: z
      .string()
      .optional()
      .refine((v) => v === undefined || v.length >= 32, {
        error: 'must be at least 32 characters long',
      }),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    SMTP_URL: optionalUrl(['smtp://', 'smtps://'], 'an SMTP server'),
    MAIL_FROM: z
      .string()
      .trim()
      .min(1, { error: 'must not be empty' })
      .default('Tafawuq <no-reply@tafawuq.local>'),
    STRIPE_SECRET_KEY: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined)),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined)),
    AI_BASE_URL: optionalUrl(['http://', 'https://'], 'an OpenAI-compatible endpoint'),
    AI_API_KEY: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined)),
    AI_MODEL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined)),
    REDIS_URL: optionalUrl(['redis://', 'rediss://'], 'a Redis server'),
    REDIS_KEY_PREFIX: z
      .string()
      .trim()
      .max(64, { error: 'must be at most 64 characters long' })
      .regex(/^[\w:.-]*$/, { error: 'may only hold letters, digits and _ : . -' })
      .default(''),
    RATE_LIMITS: z
      .enum(['on', 'off'], { error: 'must be on or off' })
      .default('on')
      .transform((v) => v === 'on'),
    REQUIRE_EMAIL_VERIFICATION: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((v) => v === 'true'),
    METRICS_TOKEN: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || v.length >= 16, {
        error: 'must be at least 16 characters long',
      }),
    TRUST_PROXY: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((v) => v === 'true'),
  })
  .refine((c) => !c.STRIPE_SECRET_KEY || c.STRIPE_WEBHOOK_SECRET, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    error: 'must be set when STRIPE_SECRET_KEY is set (the signing secret of the webhook endpoint)',
  })
  .transform((c) => ({ ...c, APP_URL: c.APP_URL ?? `http://localhost:${c.PORT || 3000}` }));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment; throws one message listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
