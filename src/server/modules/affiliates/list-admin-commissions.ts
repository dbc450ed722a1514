import type { AdminCommissionList, CommissionStatus } from '../../../common/contracts/affiliates';
import type { DbOrTx } from '../../db/client';
import {
  commissionTotals,
  commissionWhere,
  selectCommissions,
  toAdminCommissionRow,
} from './commission-rows';

export type AdminCommissionQuery = {
  status?: CommissionStatus;
  from?: string;
  to?: string;
  affiliateId?: string;
  search?: string;
  /** true: only paid commissions refunded afterwards; false or absent: no such filter. */
  flagged?: boolean;
  page: number;
  pageSize: number;
};

/** Every affiliate's commissions for administrators, with totals over the whole filter. */
export async function listAdminCommissions(
  db: DbOrTx,
  query: AdminCommissionQuery,
): Promise<AdminCommissionList> {
  // An empty affiliate filter (a cleared select) means every affiliate.
  const where = commissionWhere({ ...query, affiliateId: query.affiliateId || undefined });
  const [rows, { total, totals }] = await Promise.all([
    selectCommissions(db, where)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    commissionTotals(db, where),
  ]);
  return {
    items: rows.map(toAdminCommissionRow),
    total,
    page: query.page,
    pageSize: query.pageSize,
    totals,
  };
}
