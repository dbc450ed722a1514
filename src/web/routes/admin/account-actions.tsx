import '@/i18n/accountActions';
import {
  ACCOUNT_ACTION_LIMIT,
  ACCOUNT_ACTIONS,
  type AccountAction,
  type AccountActionPreview,
  type AccountActionRequest,
  type AccountActionRun,
} from '@common/contracts/account-actions';
import { type USER_SORTS, type UserRow, VERIFICATION_FILTERS } from '@common/contracts/users';
import { ROLES } from '@common/roles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Users, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import {
  accountActionKeys,
  getActionPackages,
  getActionUsers,
  previewAccountAction,
  runAccountAction,
} from '@/features/account-actions/api';
import { PreviewPanel, RunResult } from '@/features/account-actions/preview-panel';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { oneOfParam, pageParam, textParam, useListParams } from '@/lib/use-list-params';

const ALL = 'all';
export const ACTION_USERS_PAGE_SIZE = 25;

function parse(params: URLSearchParams) {
  return {
    search: textParam(params, 'search'),
    role: oneOfParam(params, 'role', ROLES),
    verification: oneOfParam(params, 'verification', VERIFICATION_FILTERS),
    sort: 'createdAt' as (typeof USER_SORTS)[number],
    order: 'desc' as const,
    page: pageParam(params),
    pageSize: ACTION_USERS_PAGE_SIZE,
  };
}

type Selection = { mode: 'ids'; ids: string[] } | { mode: 'filter' };

/**
 * Bulk account actions: the administrator selects users (ticked, or every user the filter
 * matches), chooses an action, reads the dry run, confirms, and the run goes user by user
 * through the single-user services on the server.
 */
export function Component() {
  const { t, i18n } = useTranslation('accountActions');
  useDocumentTitle(t('pageTitle'));
  const lng = i18n.language;
  const queryClient = useQueryClient();
  const [query, setQuery] = useListParams(parse);
  const [selection, setSelection] = useState<Selection>({ mode: 'ids', ids: [] });
  const [action, setAction] = useState<AccountAction | undefined>();
  const [packageId, setPackageId] = useState<string | undefined>();
  const [preview, setPreview] = useState<AccountActionPreview | null>(null);
  const [result, setResult] = useState<AccountActionRun | null>(null);
  const [confirming, setConfirming] = useState(false);

  const users = useQuery({
    queryKey: accountActionKeys.users(query),
    queryFn: () => getActionUsers(query),
    placeholderData: keepPreviousData,
  });
  const packages = useQuery({
    queryKey: accountActionKeys.packages,
    queryFn: getActionPackages,
    enabled: action === 'grant_package',
  });

  const total = users.data?.total ?? 0;
  const selectedCount = selection.mode === 'filter' ? total : selection.ids.length;
  const overLimit = selectedCount > ACCOUNT_ACTION_LIMIT;

  const resetRun = () => {
    setPreview(null);
    setResult(null);
  };
  // A new filter: "all matching" no longer means the same users.
  const update = (patch: Parameters<typeof setQuery>[0]) => {
    if (selection.mode === 'filter' && !('page' in patch)) {
      setSelection({ mode: 'ids', ids: [] });
    }
    resetRun();
    setQuery(patch);
  };
  const changeSelection = (next: Selection) => {
    setSelection(next);
    resetRun();
  };

  const request = (): AccountActionRequest | null => {
    if (!action) return null;
    return {
      action,
      selection:
        selection.mode === 'filter'
          ? {
              type: 'filter',
              filter: { search: query.search, role: query.role, verification: query.verification },
            }
          : { type: 'ids', ids: selection.ids },
      ...(action === 'grant_package' && packageId ? { packageId } : {}),
    };
  };

  const dryRun = useMutation({
    mutationFn: (body: AccountActionRequest) => previewAccountAction(body),
    onSuccess: (data) => {
      setResult(null);
      setPreview(data);
    },
    onError: (error) => toast.error(errorMessage(error, t('failed'))),
  });
  const runNow = useMutation({
    mutationFn: (body: AccountActionRequest) => runAccountAction(body),
    onSuccess: async (data) => {
      setConfirming(false);
      setPreview(null);
      setResult(data);
      setSelection({ mode: 'ids', ids: [] });
      toast.success(t('result.toast', { count: data.changed }));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(errorMessage(error, t('failed')));
    },
  });

  const ids = selection.mode === 'ids' ? selection.ids : [];
  const rows = users.data?.items ?? [];
  const isChecked = (id: string) => selection.mode === 'filter' || ids.includes(id);
  const pageChecked = rows.length > 0 && rows.every((r) => isChecked(r.id));
  const toggle = (id: string, on: boolean) =>
    changeSelection({
      mode: 'ids',
      ids: on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id),
    });
  const togglePage = (on: boolean) => {
    const pageIds = rows.map((r) => r.id);
    changeSelection({
      mode: 'ids',
      ids: on
        ? [...new Set([...ids, ...pageIds])]
        : (selection.mode === 'filter' ? [] : ids).filter((x) => !pageIds.includes(x)),
    });
  };

  const columns: DataTableColumn<UserRow>[] = [
    {
      id: 'select',
      header: (
        <Checkbox
          aria-label={t('table.selectPage')}
          checked={pageChecked}
          onCheckedChange={(value) => togglePage(value === true)}
        />
      ),
      className: 'w-10',
      cell: (row) => (
        <Checkbox
          aria-label={t('table.select', { name: row.name || row.email })}
          checked={isChecked(row.id)}
          onCheckedChange={(value) => toggle(row.id, value === true)}
        />
      ),
    },
    {
      id: 'user',
      header: t('table.columns.user'),
      rowHeader: true,
      cell: (row) => (
        <div className="grid min-w-44">
          <span className="font-medium">{row.name || row.email}</span>
          <span className="break-all text-ink-muted text-xs">{row.email}</span>
        </div>
      ),
    },
    {
      id: 'role',
      header: t('table.columns.role'),
      cell: (row) => (
        <Badge variant={row.role === 'inactive' ? 'neutral' : 'primary'}>
          {t(`roles.${row.role}`)}
        </Badge>
      ),
    },
    {
      id: 'verified',
      header: t('table.columns.verified'),
      cell: (row) =>
        row.emailVerified
          ? t('verification.email')
          : row.adminVerified
            ? t('verification.admin')
            : t('verification.unverified'),
    },
    {
      id: 'joined',
      header: t('table.columns.joined'),
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.createdAt, lng),
    },
  ];

  const filtered = Boolean(query.search || query.role || query.verification);
  const body = request();
  const canPreview =
    body !== null &&
    selectedCount > 0 &&
    !overLimit &&
    (action !== 'grant_package' || packageId !== undefined);

  return (
    <>
      <PageHeader title={t('title')} description={t('subtitle')} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchInput
          className="sm:col-span-2"
          label={t('search')}
          value={query.search ?? ''}
          onSearch={(search) => update({ search })}
        />
        <Select
          aria-label={t('anyRole')}
          value={query.role ?? ALL}
          onValueChange={(value) => update({ role: value === ALL ? undefined : value })}
          options={[
            { value: ALL, label: t('anyRole') },
            ...ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
          ]}
          className="w-full"
        />
        <Select
          aria-label={t('anyVerification')}
          value={query.verification ?? ALL}
          onValueChange={(value) => update({ verification: value === ALL ? undefined : value })}
          options={[
            { value: ALL, label: t('anyVerification') },
            ...VERIFICATION_FILTERS.map((v) => ({ value: v, label: t(`verification.${v}`) })),
          ]}
          className="w-full"
        />
      </div>
      {filtered ? (
        <div className="mb-4">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => update({ search: undefined, role: undefined, verification: undefined })}
          >
            <X />
            {t('clear')}
          </Button>
        </div>
      ) : null}

      <Card className="mb-4">
        <CardContent className="grid gap-3 p-4 sm:p-5">
          <div className="flex flex-wrap items-center gap-2" aria-live="polite">
            <span data-testid="selection-count" className="font-medium text-ink">
              {selectedCount === 0
                ? t('selection.none')
                : selection.mode === 'filter'
                  ? t('selection.allMatching', { count: selectedCount })
                  : t('selection.some', { count: selectedCount })}
            </span>
            {selection.mode === 'ids' && total > 0 ? (
              <Button variant="ghost" size="sm" onClick={() => changeSelection({ mode: 'filter' })}>
                {t('selection.selectAll', { count: total })}
              </Button>
            ) : null}
            {selectedCount > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => changeSelection({ mode: 'ids', ids: [] })}
              >
                {t('selection.clear')}
              </Button>
            ) : null}
          </div>
          {overLimit ? (
            <FormAlert>{t('selection.overLimit', { limit: ACCOUNT_ACTION_LIMIT })}</FormAlert>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,16rem)_auto] sm:items-end sm:justify-start">
            <Select
              aria-label={t('action.label')}
              placeholder={t('action.placeholder')}
              value={action ?? ''}
              onValueChange={(value) => {
                setAction(value as AccountAction);
                resetRun();
              }}
              options={ACCOUNT_ACTIONS.map((a) => ({ value: a, label: t(`action.${a}`) }))}
              className="w-full"
            />
            {action === 'grant_package' ? (
              <Select
                aria-label={t('action.package')}
                placeholder={t('action.packagePlaceholder')}
                value={packageId ?? ''}
                onValueChange={(value) => {
                  setPackageId(value);
                  resetRun();
                }}
                options={(packages.data?.packages ?? []).map((p) => ({
                  value: p.id,
                  label: p.name,
                }))}
                className="w-full"
              />
            ) : (
              <span className="hidden sm:block" />
            )}
            <Button
              onClick={() => body && dryRun.mutate(body)}
              disabled={!canPreview}
              loading={dryRun.isPending}
            >
              {t('dryRun')}
            </Button>
          </div>
        </CardContent>
      </Card>

      {preview ? (
        <div className="mb-4">
          <PreviewPanel
            preview={preview}
            onRun={() => setConfirming(true)}
            onDiscard={() => setPreview(null)}
          />
        </div>
      ) : null}
      {result ? (
        <div className="mb-4">
          <RunResult result={result} />
        </div>
      ) : null}

      {users.isError ? (
        <FormAlert>{t('loadFailed')}</FormAlert>
      ) : (
        <DataTable
          caption={t('table.caption')}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          page={query.page}
          pageSize={ACTION_USERS_PAGE_SIZE}
          total={total}
          onPageChange={(page) => setQuery({ page })}
          loading={users.isPending}
          emptyIcon={Users}
          emptyTitle={t('table.emptyTitle')}
          emptyDescription={t('table.emptyText')}
        />
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirm.title', {
          action: action ? t(`action.${action}`) : '',
          count: preview?.willChange ?? 0,
        })}
        description={t('confirm.description')}
        confirmLabel={t('confirm.run')}
        cancelLabel={t('confirm.cancel')}
        pending={runNow.isPending}
        // Exactly the users the dry run listed, even when the selection was "all matching".
        onConfirm={() =>
          body &&
          preview &&
          runNow.mutate({
            ...body,
            selection: { type: 'ids', ids: preview.users.map((u) => u.id) },
          })
        }
      />
    </>
  );
}
