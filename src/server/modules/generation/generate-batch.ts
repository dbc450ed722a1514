import type { jsonSchema } from 'ai';
import { z } from 'zod';
import type { Difficulty } from '../../../common/contracts/content';
import type { ProviderInForce } from './provider-settings';

/** One generated item as the provider is asked to write it; checked item by item on our side. */
export const generatedItemSchema = z.object({
  stem: z.string().min(1),
  choices: z
    .array(z.object({ text: z.string(), correct: z.boolean() }))
    .min(2)
    .max(6),
  explanation: z.string(),
});
export type GeneratedItem = z.infer<typeof generatedItemSchema>;

const batchJsonSchema = z.toJSONSchema(
  z.object({ items: z.array(generatedItemSchema) }),
) as Parameters<typeof jsonSchema>[0];

type AiSdk = typeof import('ai');
type AiModules = { ai: AiSdk; compatible: typeof import('@ai-sdk/openai-compatible') };
let loading: Promise<AiModules> | undefined;

/**
 * The AI SDK loads with the first batch: it adds about 24 MB and 0.3 s to a start-up that most
 * instances, and every install without a provider, never need it for.
 */
function loadAiSdk(): Promise<AiModules> {
  loading ??= Promise.all([import('ai'), import('@ai-sdk/openai-compatible')]).then(
    ([ai, compatible]) => ({ ai, compatible }),
  );
  return loading;
}

/**
 * The provider sees the full item schema; the answer only has to be `{ items: [...] }` to be
 * read, so one bad item is rejected with its reason instead of failing the whole batch.
 */
const batchSchema = (ai: AiSdk) =>
  ai.jsonSchema<{ items: unknown[] }>(batchJsonSchema, {
    validate: (value) =>
      value && typeof value === 'object' && Array.isArray((value as { items?: unknown }).items)
        ? { success: true, value: value as { items: unknown[] } }
        : { success: false, error: new Error('The answer has no list of items') },
  });

export type BatchRequest = {
  subject: string;
  topic: string;
  difficulty: Difficulty;
  count: number;
  sourceText: string | null;
  /** Stems kept earlier in the job: the provider is told not to repeat them. */
  avoid: string[];
};

export type BatchResult = {
  items: unknown[];
  usage: { inputTokens: number; outputTokens: number; totalTokens: number };
};

/** A provider failure in words an administrator can act on; `retryable` drives the worker. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly retryable: boolean,
    /** Seconds the provider asked us to wait (429 Retry-After). */
    readonly retryAfterS?: number,
    /** Tokens the failed call still spent (an answer that was not valid data). */
    readonly usage?: BatchResult['usage'],
  ) {
    super(message);
  }
}

const SYSTEM = [
  'You write multiple-choice exam questions for students.',
  'Every question has exactly one correct choice, 4 choices that are all different, and an explanation of why the correct choice is right.',
  'Write mathematics as LaTeX between $…$ (inline) or $$…$$ (display), and nothing else between dollar signs.',
  'Answer only with JSON matching the given schema.',
].join(' ');

function prompt(r: BatchRequest): string {
  const lines = [
    `Write ${r.count} new ${r.difficulty} questions.`,
    `Subject: ${r.subject}`,
    `Topic: ${r.topic}`,
  ];
  if (r.sourceText) lines.push('', 'Base the questions on this text:', '"""', r.sourceText, '"""');
  if (r.avoid.length) {
    lines.push('', 'Do not repeat these questions:');
    for (const stem of r.avoid.slice(-20)) lines.push(`- ${stem.slice(0, 200)}`);
  }
  return lines.join('\n');
}

function retryAfterSeconds(headers: Record<string, string> | undefined): number | undefined {
  const value = headers?.['retry-after'] ?? headers?.['Retry-After'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Maps what the AI SDK throws to a ProviderError with a clear message. */
export function providerError(err: unknown, provider: ProviderInForce, ai: AiSdk): ProviderError {
  if (err instanceof ProviderError) return err;
  if (ai.APICallError.isInstance(err)) {
    const status = err.statusCode;
    if (status === 401 || status === 403)
      return new ProviderError('The AI provider refused the API key', false);
    if (status === 404)
      return new ProviderError(
        `The AI provider does not know the model "${provider.model}" (or the base URL is wrong)`,
        false,
      );
    if (status === 429) {
      const after = retryAfterSeconds(err.responseHeaders);
      return new ProviderError(
        after === undefined
          ? 'The AI provider is rate limiting: try again later'
          : `The AI provider is rate limiting: try again in ${after} s`,
        true,
        after,
      );
    }
    if (status !== undefined && status >= 500)
      return new ProviderError(`The AI provider failed (HTTP ${status}): try again later`, true);
    if (status !== undefined)
      return new ProviderError(`The AI provider refused the request (HTTP ${status})`, false);
    return new ProviderError(`Could not reach the AI provider at ${provider.baseUrl}`, true);
  }
  if (ai.NoObjectGeneratedError.isInstance(err)) {
    const input = err.usage?.inputTokens ?? 0;
    const output = err.usage?.outputTokens ?? 0;
    return new ProviderError(
      "The AI provider's answer was not valid question data",
      true,
      undefined,
      {
        inputTokens: input,
        outputTokens: output,
        totalTokens: err.usage?.totalTokens ?? input + output,
      },
    );
  }
  const message = err instanceof Error ? err.message : String(err);
  return new ProviderError(
    `The AI provider's answer could not be read: ${message.slice(0, 300)}`,
    true,
  );
}

/**
 * One call to the provider for `count` items. Throws ProviderError; `timeoutMs` bounds the call,
 * `signal` ends it early (the app closing).
 */
export async function generateBatch(
  provider: ProviderInForce,
  request: BatchRequest,
  opts: { timeoutMs: number; signal?: AbortSignal },
): Promise<BatchResult> {
  const { ai, compatible } = await loadAiSdk();
  const openai = compatible.createOpenAICompatible({
    name: 'generation',
    baseURL: provider.baseUrl.replace(/\/+$/, ''),
    apiKey: provider.apiKey ?? undefined,
    supportsStructuredOutputs: true,
  });
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs);
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort);
  try {
    const result = await ai.generateText({
      model: openai.chatModel(provider.model),
      system: SYSTEM,
      prompt: prompt(request),
      output: ai.Output.object({ schema: batchSchema(ai), name: 'questions' }),
      // The worker retries with the provider's Retry-After and its own limits.
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    const usage = result.usage;
    const inputTokens = usage.inputTokens ?? 0;
    const outputTokens = usage.outputTokens ?? 0;
    return {
      items: result.output.items,
      usage: {
        inputTokens,
        outputTokens,
        totalTokens: usage.totalTokens ?? inputTokens + outputTokens,
      },
    };
  } catch (err) {
    if (timedOut)
      throw new ProviderError(
        `The AI provider did not answer within ${
          opts.timeoutMs < 1000 ? `${opts.timeoutMs} ms` : `${Math.round(opts.timeoutMs / 1000)} s`
        }`,
        true,
      );
    if (opts.signal?.aborted) throw new ProviderError('Stopped: the server is shutting down', true);
    throw providerError(err, provider, ai);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}
