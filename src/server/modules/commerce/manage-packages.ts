import { asc, eq, sql } from 'drizzle-orm';
import { FREE_TRIAL_PACKAGE_ID } from '../../../common/constants';
import type { AdminPackage, PackageInput, PackageUpdate } from '../../../common/contracts/commerce';
import type { DbOrTx } from '../../db/client';
import { packages, payments, usersPackages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, changedFields, recordAudit } from '../audit/record-audit';

type PackageRow = typeof packages.$inferSelect;
type Values = Required<Omit<PackageInput, 'description'>> & { description: string };

const NOT_FOUND = 'Package not found';

function toAdmin(row: PackageRow, purchases: number): AdminPackage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    discountPercent: row.discountPercent,
    unlockPoints: row.unlockPoints,
    validityMonths: row.validityMonths,
    examLimit: row.examLimit,
    isTrial: row.isTrial,
    status: row.status,
    purchases,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every package, on sale or not, with how often it was bought (or given as a trial). */
export async function listAdminPackages(db: DbOrTx): Promise<AdminPackage[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(packages).orderBy(asc(packages.unlockPoints), asc(packages.price)),
    db
      .select({ packageId: usersPackages.packageId, n: sql<number>`count(*)::int` })
      .from(usersPackages)
      .groupBy(usersPackages.packageId),
  ]);
  const byPackage = new Map(counts.map((c) => [c.packageId, c.n]));
  return rows.map((row) => toAdmin(row, byPackage.get(row.id) ?? 0));
}

/** A package on sale needs a validity; only trial packages count days instead of months. */
function checkValidity(values: Pick<Values, 'isTrial' | 'validityMonths'>) {
  if (!values.isTrial && values.validityMonths < 1) {
    throw new AppError('VALIDATION', 'validityMonths: A package on sale lasts at least 1 month', {
      validityMonths: 'A package on sale lasts at least 1 month',
    });
  }
}

/** The terms an audit entry shows for a package. */
function terms(row: Partial<PackageRow>) {
  return {
    name: row.name,
    price: row.price,
    discountPercent: row.discountPercent,
    unlockPoints: row.unlockPoints,
    validityMonths: row.validityMonths,
    examLimit: row.examLimit,
    isTrial: row.isTrial,
    status: row.status,
  };
}

export async function createPackage(
  db: DbOrTx,
  input: PackageInput,
  actor: AuditActor,
): Promise<string> {
  const values = input as Values;
  checkValidity(values);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(packages).values(values).returning();
    if (!row) throw new Error('package insert returned nothing');
    await recordAudit(tx, actor, {
      action: 'package.create',
      targetType: 'package',
      targetId: row.id,
      after: terms(row),
    });
    return row.id;
  });
}

/**
 * Edits a package's terms or takes it off sale. Students who bought it keep the terms of their
 * purchase (users_packages holds a snapshot).
 */
export async function updatePackage(
  db: DbOrTx,
  id: string,
  input: PackageUpdate,
  actor: AuditActor,
) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(packages)
      .where(eq(packages.id, id))
      .limit(1)
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (id === FREE_TRIAL_PACKAGE_ID && input.isTrial === false) {
      throw new AppError('CONFLICT', 'The Free Trial package stays a trial');
    }
    checkValidity({
      isTrial: input.isTrial ?? current.isTrial,
      validityMonths: input.validityMonths ?? current.validityMonths,
    });
    await tx
      .update(packages)
      .set({ ...(input as Partial<Values>), updatedAt: new Date() })
      .where(eq(packages.id, id));
    const change = changedFields(current, input);
    if (!change) return;
    const onlyStatus = Object.keys(change.after).every((k) => k === 'status');
    await recordAudit(tx, actor, {
      action: onlyStatus
        ? `package.${change.after.status ? 'activate' : 'deactivate'}`
        : 'package.update',
      targetType: 'package',
      targetId: id,
      ...change,
    });
  });
}

/** Only a package nobody ever bought can go; a bought one is deactivated instead. */
export async function deletePackage(db: DbOrTx, id: string, actor: AuditActor) {
  await db.transaction((tx) => deleteIn(tx, id, actor));
}

async function deleteIn(db: DbOrTx, id: string, actor: AuditActor) {
  const [current] = await db
    .select()
    .from(packages)
    .where(eq(packages.id, id))
    .limit(1)
    .for('update');
  if (!current) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (id === FREE_TRIAL_PACKAGE_ID) {
    throw new AppError(
      'CONFLICT',
      'The Free Trial is given to every new account and cannot be deleted; deactivate it instead',
    );
  }
  const [held] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(usersPackages)
    .where(eq(usersPackages.packageId, id));
  const [paid] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.packageId, id));
  if ((held?.n ?? 0) > 0 || (paid?.n ?? 0) > 0) {
    throw new AppError(
      'CONFLICT',
      `${current.name} has been bought or paid for and cannot be deleted; deactivate it instead`,
    );
  }
  await db.delete(packages).where(eq(packages.id, id));
  await recordAudit(db, actor, {
    action: 'package.delete',
    targetType: 'package',
    targetId: id,
    before: terms(current),
  });
}
