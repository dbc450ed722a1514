import { eq, inArray } from 'drizzle-orm';
import {
  COUPON_MSG,
  type CouponRow,
  type CouponUpdate,
  type CouponValues,
} from '../../../common/contracts/coupons';
import type { Db, DbOrTx } from '../../db/client';
import { coupons, packages } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { type AuditActor, changedFields, recordAudit } from '../audit/record-audit';
import { getCouponRow } from './list-coupons';

type Coupon = typeof coupons.$inferSelect;

/** A day's first instant and last millisecond (UTC): both days are included. */
const startOf = (day: string | null) => (day ? new Date(`${day}T00:00:00.000Z`) : null);
const endOf = (day: string | null) => (day ? new Date(`${day}T23:59:59.999Z`) : null);
const dayOf = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** What the form edits, as stored values compare (the audit log records these). */
function editable(c: Coupon) {
  return {
    code: c.code,
    kind: c.kind,
    value: c.value,
    validFrom: dayOf(c.validFrom),
    validUntil: dayOf(c.validUntil),
    maxUses: c.maxUses,
    maxUsesPerStudent: c.maxUsesPerStudent,
    packageIds: [...c.packageIds].sort(),
    active: c.active,
  };
}
type Editable = ReturnType<typeof editable>;

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [field]: message });

/** The rules across fields on the coupon as it will be (an edit may send one field only). */
async function checkRules(db: DbOrTx, v: Editable) {
  if (v.kind === 'percent' && v.value > 100) throw invalid('value', COUPON_MSG.percentRange);
  if (v.validFrom && v.validUntil && v.validFrom > v.validUntil) {
    throw invalid('validFrom', COUPON_MSG.dateRange);
  }
  if (v.maxUses && v.maxUsesPerStudent && v.maxUsesPerStudent > v.maxUses) {
    throw invalid('maxUsesPerStudent', COUPON_MSG.perStudentAboveOverall);
  }
  if (v.packageIds.length) {
    const found = await db
      .select({ id: packages.id })
      .from(packages)
      .where(inArray(packages.id, v.packageIds));
    if (found.length !== new Set(v.packageIds).size) {
      throw invalid('packageIds', COUPON_MSG.packages);
    }
  }
}

const stored = (v: Editable) => ({
  code: v.code,
  kind: v.kind,
  value: v.value,
  validFrom: startOf(v.validFrom),
  validUntil: endOf(v.validUntil),
  maxUses: v.maxUses,
  maxUsesPerStudent: v.maxUsesPerStudent,
  packageIds: v.packageIds,
  active: v.active,
});

async function rowOrThrow(db: DbOrTx, id: string): Promise<CouponRow> {
  const row = await getCouponRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', COUPON_MSG.notFound);
  return row;
}

function rethrowTaken(err: unknown): never {
  if (isUniqueViolation(err)) throw invalid('code', COUPON_MSG.codeTaken);
  throw err;
}

/** An administrator creates a coupon (audited `coupon.create`). */
export async function createCoupon(
  db: Db,
  input: CouponValues,
  actor: AuditActor,
  now = new Date(),
): Promise<CouponRow> {
  const values: Editable = { ...input, packageIds: [...new Set(input.packageIds)].sort() };
  await checkRules(db, values);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({ ...stored(values), createdBy: actor.userId, createdAt: now, updatedAt: now })
        .returning({ id: coupons.id });
      if (!row) throw new Error('coupon insert returned nothing');
      await recordAudit(tx, actor, {
        action: 'coupon.create',
        targetType: 'coupon',
        targetId: row.id,
        after: values,
      });
      return row.id;
    })
    .catch(rethrowTaken);
  return rowOrThrow(db, id);
}

/**
 * An administrator edits a coupon; `{ active: false }` deactivates it (audited
 * `coupon.deactivate` / `coupon.activate` when that is the only change, else `coupon.update`).
 * Payments already made keep the amounts they were charged.
 */
export async function updateCoupon(
  db: Db,
  id: string,
  changes: CouponUpdate,
  actor: AuditActor,
  now = new Date(),
): Promise<CouponRow> {
  const sent = Object.fromEntries(
    Object.entries(changes).filter(([, v]) => v !== undefined),
  ) as Partial<Editable>;
  if (Object.keys(sent).length === 0) throw invalid('form', COUPON_MSG.nothingToChange);
  if (sent.packageIds) sent.packageIds = [...new Set(sent.packageIds)].sort();
  await db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!current) throw new AppError('NOT_FOUND', COUPON_MSG.notFound);
      const before = editable(current);
      const next = { ...before, ...sent };
      await checkRules(tx, next);
      const change = changedFields(before, sent);
      if (!change) return;
      await tx
        .update(coupons)
        .set({ ...stored(next), updatedAt: now })
        .where(eq(coupons.id, id));
      const keys = Object.keys(change.after);
      const action =
        keys.length === 1 && keys[0] === 'active'
          ? next.active
            ? 'coupon.activate'
            : 'coupon.deactivate'
          : 'coupon.update';
      await recordAudit(tx, actor, { action, targetType: 'coupon', targetId: id, ...change });
    })
    .catch(rethrowTaken);
  return rowOrThrow(db, id);
}
