import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { requireViewer } from '../../plugins/access';

/** Who did it, and from where: what every audited service takes from its route. */
export type AuditActor = { userId: string; email: string; ip: string | null };

export type AuditEntry = {
  /** `entity.verb`, e.g. `package.update`, `commission.approve`. */
  action: string;
  targetType: string;
  targetId?: string | null;
  /** The changed fields as they were, and as they are now (JSON-serialisable). */
  before?: unknown;
  after?: unknown;
};

/** Rows per INSERT when a bulk action records many entries (9 parameters each). */
const CHUNK = 1000;

/** The signed-in administrator of a request, as the audit log records them. */
export function auditActor(request: FastifyRequest): AuditActor {
  const viewer = requireViewer(request);
  return { userId: viewer.userId, email: viewer.email, ip: request.ip ?? null };
}

function row(actor: AuditActor, entry: AuditEntry) {
  return {
    actorId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip,
  };
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the entry
 * commits or rolls back with it.
 */
export async function recordAudit(tx: DbOrTx, actor: AuditActor, entry: AuditEntry) {
  await tx.insert(auditLog).values(row(actor, entry));
}

/**
 * Writes the entries of a bulk action (one per affected target), in the caller's transaction.
 * They share the transaction's time, which groups one request's entries in the log.
 */
export async function recordAudits(tx: DbOrTx, actor: AuditActor, entries: AuditEntry[]) {
  for (let i = 0; i < entries.length; i += CHUNK) {
    await tx.insert(auditLog).values(entries.slice(i, i + CHUNK).map((e) => row(actor, e)));
  }
}

/** JSON with object keys sorted (jsonb does not keep key order); dates as ISO text. */
function canonical(value: unknown): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v instanceof Date
        ? v.toISOString()
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .sort(([a], [b]) => (a < b ? -1 : 1))
                .map(([k, x]) => [k, sorted(x)]),
            )
          : v;
  return JSON.stringify(sorted(value)) ?? 'undefined';
}

/**
 * The fields of `next` (an update's input; undefined means "not given") whose value differs from
 * `current`, as `{ before, after }`; null when nothing changes.
 */
export function changedFields(
  current: Record<string, unknown>,
  next: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || canonical(current[key]) === canonical(value)) continue;
    before[key] = current[key] ?? null;
    after[key] = value;
  }
  return Object.keys(after).length ? { before, after } : null;
}
