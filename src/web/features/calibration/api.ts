import type {
  CalibrationApply,
  CalibrationApplyResult,
  CalibrationProposals,
  CalibrationQuery,
} from '@common/contracts/calibration';
import { api } from '@/lib/api';

const search = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
};

export const calibrationQueryKey = (query: CalibrationQuery) =>
  ['admin', 'calibration', query] as const;
export const calibrationKeyPrefix = ['admin', 'calibration'] as const;

export const getCalibration = (query: CalibrationQuery) =>
  api<CalibrationProposals>(`/api/admin/calibration?${search(query)}`);

export const applyCalibration = (input: CalibrationApply) =>
  api<CalibrationApplyResult>('/api/admin/calibration/apply', { method: 'POST', body: input });
