import type { PlanTargetOption } from '../../../common/contracts/learning';
import type { DbOrTx } from '../../db/client';
import { targetsOf } from './plan-schedule';
import { activePlanTemplates } from './plan-template';

/** The targets a plan can aim for, per active template of the subject (default template first). */
export async function planTargetOptions(
  db: DbOrTx,
  subjectId: string,
): Promise<PlanTargetOption[]> {
  const templates = await activePlanTemplates(db, subjectId);
  return templates.map((t) => ({
    templateId: t.id,
    templateName: t.name,
    scale: t.scoring.scale,
    targets: targetsOf(t.scoring),
  }));
}
