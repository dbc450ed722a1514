export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  /** Not enough unlock points: buying a package resolves it. */
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  /** Exams (src/common/contracts/exams.ts: EXAM_ERROR_CODES). */
  SUBJECT_LOCKED: 403,
  EXAM_LIMIT_REACHED: 403,
  BANK_TOO_SMALL: 409,
  TIME_UP: 409,
  EXAM_CLOSED: 409,
  /** Review (issue 18): no review card is due yet. */
  NOTHING_DUE: 409,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** An error a caller caused or may see: its message is safe to show. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/** Postgres unique violation, through Drizzle's wrapper or straight from the driver. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
