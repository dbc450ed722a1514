import {
  USER_SORTS,
  type UserActionResult,
  type UserListQuery,
  type UserRow,
  type UserSort,
  VERIFICATION_FILTERS,
  type VerificationFilter,
} from '@common/contracts/users';
import { ROLES } from '@common/roles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BadgeCheck,
  Eye,
  KeyRound,
  LogOut,
  MailCheck,
  MoreHorizontal,
  Power,
  PowerOff,
  UserCog,
  Users,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SearchInput } from '@/components/search-input';
import { sortableHeader } from '@/components/sort-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { useMe } from '@/features/auth/session';
import { errorMessage } from '@/lib/api';
import { formatCount, formatDate } from '@/lib/format';
import { oneOfParam, pageParam, textParam, useListParams } from '@/lib/use-list-params';
import {
  deactivateAccount,
  forcePasswordReset,
  getUsers,
  markAdminVerified,
  reactivateAccount,
  resendVerification,
  revokeSessions,
  startImpersonation,
  userKeys,
} from './api';
import { ChangeRoleDialog } from './change-role-dialog';

export const USERS_PAGE_SIZE = 25;
const ALL = 'all';
type Query = UserListQuery & { page: number; sort: UserSort; order: 'asc' | 'desc' };

/** Reads the list's state from the address; `verification=all` overrides a screen's default. */
function parser(defaultVerification?: VerificationFilter) {
  return (params: URLSearchParams): Query => {
    const verification =
      params.get('verification') === ALL
        ? undefined
        : (oneOfParam(params, 'verification', VERIFICATION_FILTERS) ?? defaultVerification);
    return {
      search: textParam(params, 'search'),
      role: oneOfParam(params, 'role', ROLES),
      verification,
      sort: oneOfParam(params, 'sort', USER_SORTS) ?? 'createdAt',
      order: oneOfParam(params, 'order', ['asc', 'desc'] as const) ?? 'desc',
      page: pageParam(params),
      pageSize: USERS_PAGE_SIZE,
    };
  };
}
const parseAll = parser();
const parseVerification = parser('unverified');

type Confirmable = 'deactivate' | 'reset' | 'revoke';
type Pending = { kind: Confirmable; user: UserRow };

const ROLE_BADGE = {
  student: 'primary',
  affiliate: 'accent',
  admin: 'success',
  inactive: 'neutral',
} as const;

/**
 * Every account, searched, filtered, sorted and paged on the server, with the administrators'
 * actions on each. `defaultVerification` is the user-verification screen's starting filter.
 */
export function UsersPanel({ defaultVerification }: { defaultVerification?: VerificationFilter }) {
  const { t, i18n } = useTranslation('users');
  const lng = i18n.language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const [query, update] = useListParams(defaultVerification ? parseVerification : parseAll);
  const [changing, setChanging] = useState<UserRow | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const impersonate = useMutation({
    mutationFn: (user: UserRow) => startImpersonation(user.id),
    onSuccess: async (result) => {
      // The browser now holds the student's session: nothing cached belongs to it.
      queryClient.clear();
      await navigate(result.redirectTo);
    },
    onError: (error) => toast.error(errorMessage(error, t('impersonation.startFailed'))),
  });

  const list = useQuery({
    queryKey: userKeys.list(query),
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
    // Once the browser holds the student's session this list is not theirs to load.
    enabled: impersonate.isIdle || impersonate.isError,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.all });
  const fail = (error: unknown) => toast.error(errorMessage(error, t('failed')));

  const act = useMutation({
    mutationFn: async ({ kind, user }: { kind: string; user: UserRow }) => {
      switch (kind) {
        case 'deactivate':
          await deactivateAccount(user.id);
          return t('done.deactivated', { name: user.name });
        case 'reactivate':
          await reactivateAccount(user.id);
          return t('done.reactivated', { name: user.name });
        case 'verify':
          await markAdminVerified(user.id);
          return t('done.verified', { name: user.name });
        case 'resend':
          await resendVerification(user.id);
          return t('done.resent', { email: user.email });
        case 'reset': {
          const result: UserActionResult = await forcePasswordReset(user.id);
          return t('done.reset', { email: user.email, count: result.sessionsEnded });
        }
        default: {
          const result = await revokeSessions(user.id);
          return t('done.revoked', { name: user.name, count: result.sessionsEnded });
        }
      }
    },
    onSuccess: async (message) => {
      toast.success(message);
      setPending(null);
      await refresh();
    },
    onError: (error) => {
      setPending(null);
      fail(error);
    },
  });

  const sortHeader = (column: UserSort, label: string) =>
    sortableHeader({ column, label, sort: query.sort, order: query.order, onSort: update });

  const verificationText = (row: UserRow) =>
    [
      row.emailVerified ? t('verification.email') : null,
      row.adminVerified ? t('verification.admin') : null,
    ]
      .filter(Boolean)
      .join(' · ') || t('verification.unverified');

  const columns: DataTableColumn<UserRow>[] = [
    {
      id: 'user',
      ...sortHeader('name', t('columns.user')),
      rowHeader: true,
      cell: (row) => (
        <div className="grid min-w-32 max-w-72 sm:min-w-44">
          <span className="truncate font-medium">{row.name || row.email}</span>
          <span className="truncate font-normal text-ink-muted text-xs">{row.email}</span>
        </div>
      ),
    },
    {
      id: 'role',
      ...sortHeader('role', t('columns.role')),
      cell: (row) => (
        <div className="grid justify-items-start gap-0.5">
          <Badge variant={ROLE_BADGE[row.role]}>{t(`roles.${row.role}`)}</Badge>
          {row.role === 'inactive' && row.previousRole ? (
            <span className="text-ink-muted text-xs">
              {t('wasRole', { role: t(`roles.${row.previousRole}`) })}
            </span>
          ) : null}
          {row.role === 'affiliate' && row.code ? (
            <code className="font-mono text-ink-muted text-xs">{row.code}</code>
          ) : null}
          <span className="text-ink-muted text-xs md:hidden">{verificationText(row)}</span>
        </div>
      ),
    },
    {
      id: 'verification',
      header: t('columns.verification'),
      // On phones the role cell carries the verification.
      className: 'hidden md:table-cell',
      cell: (row) => (
        <div className="flex flex-wrap gap-1">
          {row.emailVerified ? <Badge variant="success">{t('verification.email')}</Badge> : null}
          {row.adminVerified ? <Badge variant="primary">{t('verification.admin')}</Badge> : null}
          {!row.emailVerified && !row.adminVerified ? (
            <Badge variant="outline">{t('verification.unverified')}</Badge>
          ) : null}
        </div>
      ),
    },
    {
      id: 'sessions',
      header: t('columns.sessions'),
      className: 'hidden text-end tabular-nums md:table-cell',
      cell: (row) => formatCount(row.activeSessions, lng),
    },
    {
      id: 'joined',
      ...sortHeader('createdAt', t('columns.joined')),
      className: 'hidden whitespace-nowrap lg:table-cell',
      cell: (row) => formatDate(row.createdAt, lng),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'w-12',
      cell: (row) => rowActions(row),
    },
  ];

  function rowActions(row: UserRow) {
    // Administrators do not change, reset or sign out their own account from here.
    const self = row.id === me.data?.id;
    const active = row.role !== 'inactive';
    const busy = act.isPending || impersonate.isPending;
    return (
      <div className="flex justify-end">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              size="icon"
              variant="ghost"
              className="size-8"
              aria-label={t('actions.menu', { name: row.name || row.email })}
              disabled={busy}
            >
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            {active && !self ? (
              <DropdownMenuItem onSelect={() => setChanging(row)}>
                <UserCog />
                {t('actions.changeRole')}
              </DropdownMenuItem>
            ) : null}
            {row.role === 'student' ? (
              <DropdownMenuItem onSelect={() => impersonate.mutate(row)}>
                <Eye />
                {t('actions.viewAsStudent')}
              </DropdownMenuItem>
            ) : null}
            {!row.adminVerified ? (
              <DropdownMenuItem onSelect={() => act.mutate({ kind: 'verify', user: row })}>
                <BadgeCheck />
                {t('actions.markVerified')}
              </DropdownMenuItem>
            ) : null}
            {active && !row.emailVerified ? (
              <DropdownMenuItem onSelect={() => act.mutate({ kind: 'resend', user: row })}>
                <MailCheck />
                {t('actions.resendVerification')}
              </DropdownMenuItem>
            ) : null}
            {self ? null : <DropdownMenuSeparator />}
            {active && !self ? (
              <DropdownMenuItem onSelect={() => setPending({ kind: 'reset', user: row })}>
                <KeyRound />
                {t('actions.forceReset')}
              </DropdownMenuItem>
            ) : null}
            {row.activeSessions > 0 && !self ? (
              <DropdownMenuItem onSelect={() => setPending({ kind: 'revoke', user: row })}>
                <LogOut className="rtl-flip" />
                {t('actions.revokeSessions')}
              </DropdownMenuItem>
            ) : null}
            {self ? null : active ? (
              <DropdownMenuItem
                destructive
                onSelect={() => setPending({ kind: 'deactivate', user: row })}
              >
                <PowerOff />
                {t('actions.deactivate')}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => act.mutate({ kind: 'reactivate', user: row })}>
                <Power />
                {t('actions.reactivate')}
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    );
  }

  const filtered = Boolean(
    query.search || query.role || query.verification !== defaultVerification,
  );
  const confirmName = pending?.user.name || pending?.user.email || '';
  const confirmText = {
    deactivate: {
      title: t('confirm.deactivateTitle', { name: confirmName }),
      text: t('confirm.deactivateText'),
      label: t('confirm.deactivate'),
    },
    reset: {
      title: t('confirm.resetTitle', { name: confirmName }),
      text: t('confirm.resetText'),
      label: t('confirm.reset'),
    },
    revoke: {
      title: t('confirm.revokeTitle', { name: confirmName }),
      text: t('confirm.revokeText', { count: pending?.user.activeSessions ?? 0 }),
      label: t('confirm.revoke'),
    },
  }[pending?.kind ?? 'deactivate'];

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="grid flex-1 gap-3 sm:grid-cols-2 lg:max-w-4xl lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <SearchInput
            label={t('search')}
            value={query.search ?? ''}
            onSearch={(search) => update({ search })}
            className="sm:col-span-2 lg:col-span-1"
          />
          <Select
            aria-label={t('filters.role')}
            value={query.role ?? ALL}
            onValueChange={(value) => update({ role: value === ALL ? undefined : value })}
            options={[
              { value: ALL, label: t('filters.allRoles') },
              ...ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
            ]}
            className="w-full"
          />
          <Select
            aria-label={t('filters.verification')}
            value={query.verification ?? ALL}
            onValueChange={(value) =>
              update({ verification: value === ALL && !defaultVerification ? undefined : value })
            }
            options={[
              { value: ALL, label: t('filters.anyVerification') },
              ...VERIFICATION_FILTERS.map((v) => ({ value: v, label: t(`verification.${v}`) })),
            ]}
            className="w-full"
          />
        </div>
        {filtered ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-start lg:self-auto"
            onClick={() =>
              update({
                search: undefined,
                role: undefined,
                verification: undefined,
              })
            }
          >
            <X />
            {t('clear')}
          </Button>
        ) : null}
      </div>
      {list.isError ? (
        <FormAlert>{t('loadFailed')}</FormAlert>
      ) : (
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={list.data?.items ?? []}
          getRowId={(row) => row.id}
          page={query.page}
          pageSize={USERS_PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPageChange={(page) => update({ page })}
          loading={list.isPending}
          emptyIcon={Users}
          emptyTitle={t('emptyTitle')}
          emptyDescription={filtered ? t('emptyFiltered') : t('emptyText')}
        />
      )}
      <ChangeRoleDialog user={changing} onOpenChange={(open) => !open && setChanging(null)} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={confirmText.title}
        description={confirmText.text}
        confirmLabel={confirmText.label}
        cancelLabel={t('cancel')}
        onConfirm={() => pending && act.mutate(pending)}
        pending={act.isPending}
      />
    </>
  );
}
