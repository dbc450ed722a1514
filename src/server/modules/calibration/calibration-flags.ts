import {
  CALIBRATION_FLAG_LIMITS,
  type CalibrationFlag,
} from '../../../common/contracts/calibration';

/**
 * Weak-item flags of a calibrated item: `a` is the discrimination it will have after the change
 * (the estimate, or the kept value), facility is 0–1, point-biserial as on the question
 * statistics page (null when undefined, e.g. every taker scored the same).
 */
export function calibrationFlags(
  a: number,
  facility: number,
  pointBiserial: number | null,
): CalibrationFlag[] {
  const limits = CALIBRATION_FLAG_LIMITS;
  const flags: CalibrationFlag[] = [];
  if (pointBiserial !== null && pointBiserial < 0) flags.push('negative_discrimination');
  else if (a < limits.lowA || (pointBiserial !== null && pointBiserial < limits.pointBiserial))
    flags.push('low_discrimination');
  if (facility < limits.facilityLow) flags.push('facility_near_0');
  if (facility > limits.facilityHigh) flags.push('facility_near_1');
  return flags;
}
