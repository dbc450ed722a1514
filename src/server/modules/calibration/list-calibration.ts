import type { z } from 'zod';
import {
  CALIBRATION_MIN_RESPONSES,
  type CalibrationProposals,
  type calibrationQuerySchema,
} from '../../../common/contracts/calibration';
import type { DbOrTx } from '../../db/client';
import { proposeCalibration } from './propose-calibration';

type Query = z.output<typeof calibrationQuerySchema>;

/**
 * The dry run as the page shows it: every proposal is computed (the estimation needs all the
 * bank's eligible items at once), then filtered by subject, question text and flags, and paged.
 */
export async function listCalibration(db: DbOrTx, query: Query): Promise<CalibrationProposals> {
  const all = await proposeCalibration(db);
  const inSubject = query.subject ? all.filter((p) => p.subject.id === query.subject) : all;
  const needle = query.q?.toLocaleLowerCase();
  const matching = inSubject.filter(
    (p) =>
      (!needle || p.stem.toLocaleLowerCase().includes(needle)) &&
      (!query.flagged || p.flags.length > 0),
  );
  const start = (query.page - 1) * query.pageSize;
  return {
    threshold: CALIBRATION_MIN_RESPONSES,
    totals: {
      all: all.length,
      eligible: inSubject.length,
      flagged: inSubject.filter((p) => p.flags.length > 0).length,
    },
    items: matching.slice(start, start + query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
