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

/** The signed-in administrator of a request, as the audit log records them. */
export function auditActor(request: FastifyRequest): AuditActor {
  const viewer = requireViewer(request);
  return { userId: viewer.userId, email: viewer.email, ip: request.ip ?? null };
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the entry
 * commits or rolls back with it.
 */
export async function recordAudit(tx: DbOrTx, actor: AuditActor, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actorId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip,
  });
}
