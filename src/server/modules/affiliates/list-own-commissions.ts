import type { CommissionList, CommissionStatus } from '../../../common/contracts/affiliates';
import type { DbOrTx } from '../../db/client';
import {
  commissionTotals,
  commissionWhere,
  selectCommissions,
  toCommissionRow,
} from './commission-rows';

export type OwnCommissionQuery = {
  status?: CommissionStatus;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
};

/** An affiliate's own commissions, newest first, one page, with totals over the whole filter. */
export async function listOwnCommissions(
  db: DbOrTx,
  affiliateId: string,
  query: OwnCommissionQuery,
): Promise<CommissionList> {
  const where = commissionWhere({ ...query, affiliateId });
  const [rows, { total, totals }] = await Promise.all([
    selectCommissions(db, where)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    commissionTotals(db, where),
  ]);
  return {
    items: rows.map(toCommissionRow),
    total,
    page: query.page,
    pageSize: query.pageSize,
    totals,
  };
}
