import type {
  AccountActionPreview,
  AccountActionRequest,
  AccountActionRun,
} from '@common/contracts/account-actions';
import type { AdminPackage } from '@common/contracts/commerce';
import type { UserList, UserListQuery } from '@common/contracts/users';
import { api } from '@/lib/api';

export const accountActionKeys = {
  users: (query: UserListQuery) => ['admin', 'account-actions', 'users', query] as const,
  packages: ['admin', 'account-actions', 'packages'] as const,
};

function toSearch(query: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** The users to choose from: the users list's own search and filters, paged on the server. */
export const getActionUsers = (query: UserListQuery) =>
  api<UserList>(`/api/admin/users?${toSearch(query)}`);
export const getActionPackages = () => api<{ packages: AdminPackage[] }>('/api/admin/packages');
export const previewAccountAction = (body: AccountActionRequest) =>
  api<AccountActionPreview>('/api/admin/account-actions/preview', { method: 'POST', body });
export const runAccountAction = (body: AccountActionRequest) =>
  api<AccountActionRun>('/api/admin/account-actions/run', { method: 'POST', body });
