import type { Me } from '@common/contracts/account';
import { vi } from 'vitest';

/**
 * A tiny stand-in for the server at the network boundary: `fetch` answers like the real API.
 * Tests change `state` or override single endpoints with `on()`.
 */
export type FakeRequest = { method: string; path: string; body: unknown; query: URLSearchParams };
export type FakeResponse = { status: number; body?: unknown };
type Handler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export function makeMe(overrides: Partial<Me> = {}): Me {
  const me = {
    id: 'user-1',
    email: 'omar@example.com',
    firstName: 'Omar',
    lastName: 'Khalil',
    role: 'student',
    unlockPoints: 3,
    emailVerified: true,
    phoneNumber: '',
    countryCode: null,
    code: null,
    locale: 'en',
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
  return me as Me;
}

const unauthenticated: FakeResponse = {
  status: 401,
  body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in to continue' },
};

export function installFakeApi(initial: { me?: Me | null } = {}) {
  const state = { me: initial.me ?? null };
  const calls: FakeRequest[] = [];
  const handlers = new Map<string, Handler>([
    ['GET /api/account/me', () => (state.me ? { status: 200, body: state.me } : unauthenticated)],
    [
      'GET /api/auth/get-session',
      () => ({
        status: 200,
        body: state.me ? { session: { id: 's1' }, user: { id: state.me.id } } : null,
      }),
    ],
    [
      'POST /api/auth/sign-out',
      () => {
        state.me = null;
        return { status: 200, body: { success: true } };
      },
    ],
    [
      'POST /api/auth/sign-in/email',
      () => ({
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      }),
    ],
    ['GET /api/setup/status', () => ({ status: 200, body: { needed: false } })],
    ['POST /api/auth/request-password-reset', () => ({ status: 200, body: { status: true } })],
    ['POST /api/auth/reset-password', () => ({ status: 200, body: { status: true } })],
    ['POST /api/auth/send-verification-email', () => ({ status: 200, body: { status: true } })],
  ]);

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, body, query: url.searchParams };
    calls.push(request);
    const handler = handlers.get(`${method} ${url.pathname}`);
    const response = handler
      ? await handler(request)
      : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
    return new Response(response.body === undefined ? null : JSON.stringify(response.body), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    state,
    calls,
    /** Replaces the answer of one endpoint, e.g. on('POST /api/account/register', …). */
    on(route: string, handler: Handler) {
      handlers.set(route, handler);
    },
  };
}

/** A promise the test resolves by hand, to look at a request while it is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
