import { z } from 'zod';

import {
  CLIENT_LOG_DATA_MAX_BYTES,
  CLIENT_LOG_DATA_MAX_DEPTH,
  CLIENT_LOG_MESSAGE_MAX,
  CLIENT_LOG_URL_MAX,
} from '../log-limits';

export {
  CLIENT_LOG_DATA_MAX_BYTES,
  CLIENT_LOG_DATA_MAX_DEPTH,
  CLIENT_LOG_MESSAGE_MAX,
  CLIENT_LOG_URL_MAX,
};

// Line breaks and tabs become spaces; every other control character is dropped.
const CONTROL_WHITESPACE = /[\t\n\v\f\r]+/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** A message with its control characters removed (so it reads as one clean line). */
export function stripControlCharacters(value: string): string {
  return value.replace(CONTROL_WHITESPACE, ' ').replace(CONTROL, '').trim();
}

function jsonBytes(value: unknown): number {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? 0 : new TextEncoder().encode(text).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function depthWithin(value: unknown, max: number): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (max === 0) return false;
  return Object.values(value).every((v) => depthWithin(v, max - 1));
}

/** POST /api/logs: the spec's log entry (level, message, data, timestamp, page URL). */
export const clientLogSchema = z.object({
  level: z.enum(['error', 'warn']),
  message: z
    .string()
    .max(CLIENT_LOG_MESSAGE_MAX)
    .transform(stripControlCharacters)
    .pipe(z.string().min(1, { error: 'The message is empty' })),
  data: z
    .unknown()
    .optional()
    .refine((v) => jsonBytes(v) <= CLIENT_LOG_DATA_MAX_BYTES, {
      error: `The data must be at most ${CLIENT_LOG_DATA_MAX_BYTES} bytes of JSON`,
    })
    .refine((v) => depthWithin(v, CLIENT_LOG_DATA_MAX_DEPTH), {
      error: `The data must be nested at most ${CLIENT_LOG_DATA_MAX_DEPTH} levels deep`,
    }),
  /** The page the error happened on; only its path is kept. */
  url: z.string().max(CLIENT_LOG_URL_MAX).optional(),
  /** When the browser saw the error. */
  timestamp: z.iso.datetime({ offset: true }).optional(),
});
export type ClientLogInput = z.input<typeof clientLogSchema>;
export type ClientLog = z.output<typeof clientLogSchema>;

/** One entry as the user diagnostic lists it. */
export const appLogItemSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  level: z.enum(['error', 'warn', 'info']),
  source: z.enum(['server', 'client']),
  message: z.string(),
  path: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AppLogItem = z.infer<typeof appLogItemSchema>;
