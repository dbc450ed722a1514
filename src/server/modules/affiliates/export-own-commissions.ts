import type { CommissionStatus } from '../../../common/contracts/affiliates';
import type { DbOrTx } from '../../db/client';
import { toCsv } from '../../lib/csv';
import { commissionWhere, selectCommissions, toCommissionRow } from './commission-rows';

/** The most rows one export holds. */
export const COMMISSION_EXPORT_MAX = 10_000;

const HEADER = [
  'date',
  'student',
  'email',
  'package',
  'payment_amount',
  'currency',
  'rate_percent',
  'commission',
  'status',
  'approved_at',
  'paid_at',
  'payout_reference',
] as const;

/**
 * What the affiliate's commission list shows for a filter, every page (at most
 * COMMISSION_EXPORT_MAX rows, newest first), as CSV with the student's e-mail masked.
 */
export async function exportOwnCommissions(
  db: DbOrTx,
  affiliateId: string,
  filter: { status?: CommissionStatus; from?: string; to?: string },
): Promise<string> {
  const rows = await selectCommissions(db, commissionWhere({ ...filter, affiliateId })).limit(
    COMMISSION_EXPORT_MAX,
  );
  return toCsv([
    HEADER,
    ...rows
      .map(toCommissionRow)
      .map((c) => [
        c.createdAt,
        c.student.name,
        c.student.emailMasked,
        c.packageName,
        c.paymentAmount.toFixed(2),
        c.currency,
        c.rate.toFixed(2),
        c.amount.toFixed(2),
        c.status,
        c.approvedAt,
        c.paidAt,
        c.payoutReference,
      ]),
  ]);
}
