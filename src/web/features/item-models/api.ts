import type {
  ItemModelDetail,
  ItemModelGenerateResult,
  ItemModelInput,
  ItemModelList,
  ItemModelPreview,
  ItemModelPreviewInput,
} from '@common/contracts/item-models';
import { api } from '@/lib/api';

/** What the list asks for (the server fills in the defaults). */
export type ItemModelListParams = {
  search?: string;
  subjectId?: string;
  page?: number;
  pageSize?: number;
};

export const itemModelsQueryKey = ['admin', 'item-models'] as const;
export const itemModelListQueryKey = (query: ItemModelListParams) =>
  [...itemModelsQueryKey, 'list', query] as const;
export const itemModelQueryKey = (id: string) => [...itemModelsQueryKey, 'detail', id] as const;

const url = (id: string) => `/api/admin/item-models/${encodeURIComponent(id)}`;

function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const getItemModels = (query: ItemModelListParams) =>
  api<ItemModelList>(`/api/admin/item-models${queryString(query)}`);
export const getItemModel = (id: string) => api<ItemModelDetail>(url(id));
export const createItemModel = (input: ItemModelInput) =>
  api<ItemModelDetail>('/api/admin/item-models', { method: 'POST', body: input });
export const updateItemModel = (id: string, input: ItemModelInput) =>
  api<ItemModelDetail>(url(id), { method: 'PUT', body: input });
export const deleteItemModel = (id: string) => api<null>(url(id), { method: 'DELETE' });
export const previewItemModel = (input: ItemModelPreviewInput, signal?: AbortSignal) =>
  api<ItemModelPreview>('/api/admin/item-models/preview', { method: 'POST', body: input, signal });
export const generateItemModel = (id: string, count: number) =>
  api<ItemModelGenerateResult>(`${url(id)}/generate`, { method: 'POST', body: { count } });
