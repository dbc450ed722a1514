import { randomInt } from 'node:crypto';
import type { ItemModelDraft, ItemModelPreview } from '../../../common/contracts/item-models';
import { checkItemModel } from './check-item-model';
import { instantiate } from './instantiate';

/** Room above a random first seed for the following instances' seeds. */
const SEED_MARGIN = 64;

/**
 * The editor's live preview of an unsaved model: the save-time check's problems, or `count`
 * instances from consecutive seeds (random unless given). Nothing is stored.
 */
export async function previewItemModel(
  draft: ItemModelDraft,
  count: number,
  seed?: number,
): Promise<ItemModelPreview> {
  const { model, problems } = await checkItemModel(draft);
  if (!model) return { ok: false, problems };
  const first = seed ?? randomInt(2 ** 31 - SEED_MARGIN);
  const instances = [];
  for (let i = 0; i < count; i++) {
    const { instance } = instantiate(model, first + i);
    if (instance) instances.push(instance);
  }
  return { ok: true, instances };
}
