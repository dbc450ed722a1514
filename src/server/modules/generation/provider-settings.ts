import { eq } from 'drizzle-orm';
import type {
  GenerationSettings,
  GenerationSettingsInputParsed,
} from '../../../common/contracts/generation';
import type { DbOrTx } from '../../db/client';
import { systemSettings } from '../../db/schema';
import { type AuditActor, recordAudit } from '../audit/record-audit';
// The same sealing as the stored SMTP password: AES-GCM under a key derived from the app secret.
import { decryptSecret, encryptSecret } from '../email/smtp-settings';

/** The system_settings key of the provider the administrators store. */
export const GENERATION_SETTINGS_KEY = 'generation.provider';

/** AI_BASE_URL, AI_API_KEY, AI_MODEL from the environment. */
export type ProviderEnv = { baseUrl?: string; apiKey?: string; model?: string };

/** What a job calls: an OpenAI-compatible endpoint and model (the key is optional: Ollama). */
export type ProviderInForce = { baseUrl: string; model: string; apiKey: string | null };

type StoredValue = { baseUrl: string; model: string; apiKey: string | null };

async function readStored(db: DbOrTx): Promise<StoredValue | null> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, GENERATION_SETTINGS_KEY));
  return (row?.value as StoredValue | undefined) ?? null;
}

function pick(stored: string | null | undefined, env: string | undefined) {
  if (stored) return { value: stored, source: 'settings' as const };
  if (env) return { value: env, source: 'environment' as const };
  return { value: null, source: 'none' as const };
}

async function resolve(db: DbOrTx, env: ProviderEnv, secret: string) {
  const stored = await readStored(db);
  // Keys stored before the AI key had a key of its own were sealed as an SMTP password.
  const storedKey = stored?.apiKey
    ? (decryptSecret(stored.apiKey, secret, 'ai-api-key') ??
      decryptSecret(stored.apiKey, secret, 'smtp-password'))
    : null;
  return {
    stored,
    baseUrl: pick(stored?.baseUrl, env.baseUrl),
    model: pick(stored?.model, env.model),
    apiKey: pick(storedKey, env.apiKey),
  };
}

/** The provider a job uses now, or null when base URL or model is missing. */
export async function providerInForce(
  db: DbOrTx,
  env: ProviderEnv,
  secret: string,
): Promise<ProviderInForce | null> {
  const r = await resolve(db, env, secret);
  if (!r.baseUrl.value || !r.model.value) return null;
  return { baseUrl: r.baseUrl.value, model: r.model.value, apiKey: r.apiKey.value };
}

/** Last characters of a key, enough to tell two keys apart and never enough to use one. */
const hint = (key: string) => (key.length > 12 ? `…${key.slice(-4)}` : '…');

export async function getGenerationSettings(
  db: DbOrTx,
  env: ProviderEnv,
  secret: string,
): Promise<GenerationSettings> {
  const r = await resolve(db, env, secret);
  return {
    configured: Boolean(r.baseUrl.value && r.model.value),
    baseUrl: r.baseUrl.value,
    baseUrlSource: r.baseUrl.source,
    model: r.model.value,
    modelSource: r.model.source,
    apiKeySet: Boolean(r.apiKey.value),
    apiKeyHint: r.apiKey.value ? hint(r.apiKey.value) : null,
    apiKeySource: r.apiKey.source,
    stored: {
      baseUrl: r.stored?.baseUrl ?? '',
      model: r.stored?.model ?? '',
      apiKeySet: Boolean(r.stored?.apiKey),
    },
  };
}

/**
 * Stores the administrators' provider; blank fields fall back to the environment. A blank key
 * keeps the stored one unless `clearApiKey`. Audited without the key itself.
 */
export async function updateGenerationSettings(
  db: DbOrTx,
  env: ProviderEnv,
  secret: string,
  input: GenerationSettingsInputParsed,
  actor: AuditActor,
): Promise<GenerationSettings> {
  await db.transaction(async (tx) => {
    const before = await readStored(tx);
    const apiKey = input.clearApiKey
      ? null
      : input.apiKey
        ? encryptSecret(input.apiKey, secret, 'ai-api-key')
        : (before?.apiKey ?? null);
    const value: StoredValue = { baseUrl: input.baseUrl, model: input.model, apiKey };
    await tx
      .insert(systemSettings)
      .values({ key: GENERATION_SETTINGS_KEY, value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
    const keyState = (v: string | null | undefined) => (v ? 'set' : null);
    await recordAudit(tx, actor, {
      action: 'generation.settings.update',
      targetType: 'system_setting',
      targetId: GENERATION_SETTINGS_KEY,
      before: before && { ...before, apiKey: keyState(before.apiKey) },
      after: {
        ...value,
        apiKey: keyState(apiKey),
        apiKeyReplaced: Boolean(input.apiKey) && !input.clearApiKey,
      },
    });
  });
  return getGenerationSettings(db, env, secret);
}
