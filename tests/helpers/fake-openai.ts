import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake provider received: the parsed chat completion body and its headers. */
export type FakeRequest = {
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { schema: unknown } };
  };
  authorization: string | undefined;
};

/** What one request is answered with. */
export type FakeAnswer =
  /** Structured output: serialised as the assistant's message content. */
  | { json: unknown }
  /** Content exactly as given (malformed JSON, prose…). */
  | { content: string }
  /** An HTTP error with an OpenAI-shaped body. */
  | { status: number; message?: string; headers?: Record<string, string> }
  /** Never answers (until the server closes): the client's timeout has to end the call. */
  | { hang: true };

export type FakeOpenAi = {
  /** Base URL as AI_BASE_URL takes it (…/v1). */
  baseUrl: string;
  requests: FakeRequest[];
  /** Answers for the next requests, in order; when they run out, `fallback` answers. */
  queue(...answers: (FakeAnswer | Responder)[]): void;
  fallback: Responder | null;
  /** Tokens counted in `usage` so far (prompt and completion). */
  tokens: { prompt: number; completion: number };
  close(): Promise<void>;
};

/** Computes an answer; may wait (e.g. for the test to cancel the job mid-call). */
export type Responder = (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** Roughly a tokenizer: one token per 4 characters, at least 1. */
const countTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function send(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * An OpenAI-compatible HTTP server on loopback answering POST /v1/chat/completions with
 * prepared answers, so the real AI SDK client, its parsing and our checks all run.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const pending: (FakeAnswer | Responder)[] = [];
  const hanging = new Set<ServerResponse>();
  const fake: Omit<FakeOpenAi, 'baseUrl' | 'close'> = {
    requests: [],
    queue: (...answers) => pending.push(...answers),
    fallback: null,
    tokens: { prompt: 0, completion: 0 },
  };

  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      return send(res, 404, { error: { message: `No route ${req.method} ${req.url}` } });
    }
    const raw = await readBody(req);
    let request: FakeRequest;
    try {
      request = { body: JSON.parse(raw), authorization: req.headers.authorization };
    } catch {
      return send(res, 400, { error: { message: 'Invalid JSON body' } });
    }
    fake.requests.push(request);
    const next = pending.shift() ?? fake.fallback;
    if (!next)
      return send(res, 500, { error: { message: 'The fake provider has no answer ready' } });
    const answer = typeof next === 'function' ? await next(request) : next;
    if ('hang' in answer) {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if ('status' in answer) {
      return send(
        res,
        answer.status,
        { error: { message: answer.message ?? `HTTP ${answer.status}`, type: 'fake_error' } },
        answer.headers,
      );
    }
    const content = 'json' in answer ? JSON.stringify(answer.json) : answer.content;
    const prompt = countTokens(request.body.messages.map((m) => m.content).join('\n'));
    const completion = countTokens(content);
    fake.tokens.prompt += prompt;
    fake.tokens.completion += completion;
    send(res, 200, {
      id: `chatcmpl-${fake.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: prompt,
        completion_tokens: completion,
        total_tokens: prompt + completion,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake as FakeOpenAi, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A good generated item: one correct choice, distinct choices, an explanation. */
export function goodItem(stem: string, overrides: Record<string, unknown> = {}) {
  return {
    stem,
    choices: [
      { text: '$2$', correct: false },
      { text: '$4$', correct: true },
      { text: '$6$', correct: false },
      { text: '$8$', correct: false },
    ],
    explanation: 'Because $2 + 2 = 4$.',
    ...overrides,
  };
}
