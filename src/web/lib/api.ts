import type { ApiError } from '@common/contracts/errors';
import { localizeMessage } from '@/i18n/server-messages';

/** Shown when the request never reached the server (spec's network error text). */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again';

/** An API call that failed: carries the server's status, code, message and field messages. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, body: Partial<ApiError>) {
    // Empty when the server gave no message: callers show their own fallback (errorMessage).
    super(body.message ?? '');
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = body.code ?? (status === 0 ? 'NETWORK_ERROR' : 'UNKNOWN');
    this.fields = body.fields ?? {};
  }
}

export function isApiError(error: unknown, status?: number): error is ApiRequestError {
  return error instanceof ApiRequestError && (status === undefined || error.status === status);
}

/** The message to show for a failed call, or the given fallback when it has none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return localizeMessage(error.message) || fallback;
  return fallback;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

function readErrorBody(value: unknown): Partial<ApiError> {
  if (!value || typeof value !== 'object') return {};
  const v = value as Record<string, unknown>;
  const fields =
    v.fields && typeof v.fields === 'object'
      ? Object.fromEntries(
          Object.entries(v.fields as Record<string, unknown>).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : undefined;
  return {
    code: typeof v.code === 'string' ? v.code : undefined,
    message: typeof v.message === 'string' ? v.message : undefined,
    fields,
  };
}

/**
 * Same-origin JSON call with the session cookie. Resolves with the parsed body (or null for an
 * empty one) and rejects with ApiRequestError for any non-2xx answer or network failure.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, { message: NETWORK_ERROR_MESSAGE });
  }

  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) throw new ApiRequestError(response.status, readErrorBody(parsed));
  return parsed as T;
}
