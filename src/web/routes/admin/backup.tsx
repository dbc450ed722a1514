// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import '@/i18n/backup';
import {
  type BackupListQuery,
  type BackupSettingsView,
  type BackupSummary,
  RESTORE_CONFIRMATION,
} from '@common/contracts/backup';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Archive, DatabaseBackup, Download, History, Trash2, Upload } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { TypedConfirmation } from '@/components/typed-confirmation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import {
  backupDownloadUrl,
  backupSettingsQueryKey,
  backupsQueryKey,
  createBackup,
  deleteBackup,
  getBackupSettings,
  listBackups,
  restoreBackup,
  saveBackupSettings,
  uploadBackup,
} from '@/features/backup/api';
import { errorMessage } from '@/lib/api';
import { formatCount, formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { pageParam, textParam, useListParams } from '@/lib/use-list-params';

const PAGE_SIZE = 20;

const parse = (params: URLSearchParams): BackupListQuery => ({
  page: pageParam(params),
  pageSize: PAGE_SIZE,
  search: textParam(params, 'search'),
});

function formatBytes(bytes: number, lang: string) {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: unit ? 1 : 0 }).format(value)} ${units[unit]}`;
}

type Pending = { action: 'restore' | 'delete'; backup: BackupSummary } | null;

/** Backups of all application data: create, list, download, restore, delete, daily schedule. */
export function Component() {
  const { t, i18n } = useTranslation('backup');
  useDocumentTitle(t('pageTitle'));
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const [query, update] = useListParams(parse);
  const list = useQuery({
    queryKey: [...backupsQueryKey, query],
    queryFn: () => listBackups(query),
  });
  const [pending, setPending] = useState<Pending>(null);
  const [word, setWord] = useState('');
  const [uploading, setUploading] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: backupsQueryKey });
  const create = useMutation({
    mutationFn: createBackup,
    onSuccess: (m) => {
      toast.success(t('created', { name: m.name }));
      void refresh();
    },
    onError: (error) => toast.error(`${t('createFailed')}${errorMessage(error, '')}`),
  });
  const act = useMutation({
    mutationFn: async (p: NonNullable<Pending>) =>
      p.action === 'restore'
        ? restoreBackup(p.backup.name, word)
        : deleteBackup(p.backup.name, word),
    onSuccess: (result, p) => {
      setPending(null);
      if (p.action === 'restore' && result)
        toast.success(t('restored', { rows: result.rows, tables: result.tables }));
      else toast.success(t('deleted', { name: p.backup.name }));
      // After a restore every cached answer may be stale.
      if (p.action === 'restore') void queryClient.invalidateQueries();
      else void refresh();
    },
  });

  const expected = pending?.action === 'restore' ? RESTORE_CONFIRMATION : pending?.backup.name;
  const data = list.data;

  const columns: DataTableColumn<BackupSummary>[] = [
    {
      id: 'name',
      header: t('name'),
      rowHeader: true,
      cell: (b) => (
        <span className="grid gap-1">
          <span className="break-all font-mono text-xs">{b.name}</span>
          <span className="flex flex-wrap gap-1">
            <Badge variant={b.kind === 'manual' ? 'neutral' : 'accent'}>
              {t(`kinds.${b.kind}`)}
            </Badge>
            <Badge variant="neutral" title={t(`methodHints.${b.method}`)}>
              {t(`methods.${b.method}`)}
            </Badge>
            {b.uploadedAt ? (
              <Badge variant="neutral">
                {t('uploadedBadge', { date: formatDateTime(b.uploadedAt, lang) })}
              </Badge>
            ) : null}
            {b.blocker === 'migration' ? (
              <Badge variant="danger">{t('otherMigration', { migration: b.migration })}</Badge>
            ) : b.blocker === 'method' ? (
              <Badge variant="danger">{t('needsPgRestore')}</Badge>
            ) : null}
          </span>
        </span>
      ),
    },
    {
      id: 'created',
      header: t('createdAt'),
      cell: (b) => formatDateTime(b.createdAt, lang),
      className: 'whitespace-nowrap',
    },
    {
      id: 'size',
      header: t('size'),
      cell: (b) => formatBytes(b.size, lang),
      className: 'text-end tabular-nums whitespace-nowrap',
    },
    {
      id: 'tables',
      header: t('tables'),
      cell: (b) => formatCount(b.tables, lang),
      className: 'text-end tabular-nums',
    },
    {
      id: 'rows',
      header: t('rows'),
      cell: (b) => formatCount(b.rows, lang),
      className: 'text-end tabular-nums',
    },
    {
      id: 'actions',
      header: t('actions'),
      cell: (b) => (
        <span className="flex flex-wrap gap-1">
          <Button asChild size="sm" variant="secondary">
            <a href={backupDownloadUrl(b.name)} download>
              <Download aria-hidden="true" />
              {t('download')}
            </a>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={!b.restorable}
            onClick={() => {
              setWord('');
              act.reset();
              setPending({ action: 'restore', backup: b });
            }}
          >
            <History aria-hidden="true" />
            {t('restore')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setWord('');
              act.reset();
              setPending({ action: 'delete', backup: b });
            }}
          >
            <Trash2 aria-hidden="true" />
            {t('delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} description={t('subtitle')}>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setUploading(true)}>
            <Upload aria-hidden="true" />
            {t('upload')}
          </Button>
          <Button onClick={() => create.mutate()} loading={create.isPending}>
            <DatabaseBackup aria-hidden="true" />
            {t('create')}
          </Button>
        </div>
      </PageHeader>
      <div className="grid grid-cols-1 gap-6">
        <Card>
          <CardHeader className="grid gap-3">
            <div className="min-w-0">
              <CardTitle level={2}>{t('listTitle')}</CardTitle>
              {data ? (
                <CardDescription className="break-words">
                  {t('listText', { directory: data.directory, migration: data.currentMigration })}{' '}
                  {data.defaultMethod === 'pg_dump'
                    ? t('methodPgDump', { version: data.pgDumpVersion ?? '' })
                    : t('methodLogical')}
                </CardDescription>
              ) : null}
            </div>
            <SearchInput
              value={query.search ?? ''}
              onSearch={(search) => update({ search })}
              label={t('search')}
              placeholder={t('searchPlaceholder')}
              className="max-w-sm"
            />
          </CardHeader>
          <CardContent>
            {list.isError ? (
              <FormAlert>{errorMessage(list.error, t('loadFailed'))}</FormAlert>
            ) : (
              <DataTable
                caption={t('caption')}
                columns={columns}
                rows={data?.items ?? []}
                getRowId={(b) => b.name}
                page={query.page}
                pageSize={PAGE_SIZE}
                total={data?.total ?? 0}
                onPageChange={(page) => update({ page })}
                loading={list.isPending}
                emptyTitle={t('emptyTitle')}
                emptyDescription={t('emptyText')}
                emptyIcon={Archive}
              />
            )}
          </CardContent>
        </Card>
        <ScheduleCard />
      </div>

      {/* Mounted while open: each opening starts with no file and an empty field. */}
      {uploading ? <UploadDialog onClose={() => setUploading(false)} /> : null}

      <Dialog
        open={pending !== null}
        onOpenChange={(open) => !act.isPending && !open && setPending(null)}
      >
        <DialogContent role="alertdialog" className="max-w-md">
          {pending ? (
            <>
              <DialogHeader>
                <DialogTitle>
                  {pending.action === 'restore' ? t('restoreTitle') : t('deleteTitle')}
                </DialogTitle>
                <DialogDescription>
                  {pending.action === 'restore'
                    ? t('restoreText', {
                        name: pending.backup.name,
                        rows: formatCount(pending.backup.rows, lang),
                        date: formatDateTime(pending.backup.createdAt, lang),
                      })
                    : t('deleteText', { name: pending.backup.name })}
                </DialogDescription>
              </DialogHeader>
              {pending.action === 'restore' ? (
                <p className="rounded-lg bg-accent-50 p-3 text-sm text-ink">
                  {t('restoreSessions')}
                </p>
              ) : null}
              <form
                noValidate
                className="grid gap-4"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (word.trim() === expected) act.mutate(pending);
                }}
              >
                {act.isError ? (
                  <FormAlert>
                    {`${pending.action === 'restore' ? t('restoreFailed') : t('deleteFailed')}${errorMessage(act.error, '')}`}
                  </FormAlert>
                ) : null}
                <TypedConfirmation
                  expected={expected ?? ''}
                  label={
                    pending.action === 'restore'
                      ? t('restoreConfirmLabel', { word: RESTORE_CONFIRMATION })
                      : t('deleteConfirmLabel')
                  }
                  value={word}
                  onChange={setWord}
                  cancelLabel={t('cancel')}
                  confirmLabel={
                    pending.action === 'restore' ? t('restoreConfirm') : t('deleteConfirm')
                  }
                  onCancel={() => setPending(null)}
                  pending={act.isPending}
                />
              </form>
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Upload a backup file (from a download, here or elsewhere) and replace all data with it. */
function UploadDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('backup');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [word, setWord] = useState('');
  const [missing, setMissing] = useState(false);
  const upload = useMutation({
    mutationFn: ({ f, w }: { f: File; w: string }) => uploadBackup(f, w),
    onSuccess: (result) => {
      toast.success(
        t('uploadRestored', { name: result.name, rows: result.rows, tables: result.tables }),
      );
      onClose();
      // Every cached answer may be stale after a restore.
      void queryClient.invalidateQueries();
    },
  });
  return (
    <Dialog open onOpenChange={(next) => !upload.isPending && !next && onClose()}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('uploadTitle')}</DialogTitle>
          <DialogDescription>{t('uploadText')}</DialogDescription>
        </DialogHeader>
        <p className="rounded-lg bg-accent-50 p-3 text-sm text-ink">{t('restoreSessions')}</p>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setMissing(!file);
            if (file && word.trim() === RESTORE_CONFIRMATION) upload.mutate({ f: file, w: word });
          }}
        >
          {upload.isError ? (
            <FormAlert>{`${t('restoreFailed')}${errorMessage(upload.error, '')}`}</FormAlert>
          ) : null}
          <FormField
            label={t('uploadFile')}
            hint={t('uploadFileHint')}
            error={missing ? t('uploadFileMissing') : undefined}
          >
            <Input
              type="file"
              accept=".gz,.tar,application/gzip,application/x-tar"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setMissing(false);
              }}
            />
          </FormField>
          <TypedConfirmation
            expected={RESTORE_CONFIRMATION}
            label={t('restoreConfirmLabel', { word: RESTORE_CONFIRMATION })}
            value={word}
            onChange={setWord}
            cancelLabel={t('cancel')}
            confirmLabel={t('uploadConfirm')}
            onCancel={onClose}
            pending={upload.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

const HOURS = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, '0')}:00`,
}));

/** The daily backup's schedule and retention. */
function ScheduleCard() {
  const { t, i18n } = useTranslation('backup');
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: backupSettingsQueryKey, queryFn: getBackupSettings });
  const [form, setForm] = useState<{ enabled: boolean; hourUtc: number; keep: string } | null>(
    null,
  );
  useEffect(() => {
    if (settings.data && !form)
      setForm({
        enabled: settings.data.enabled,
        hourUtc: settings.data.hourUtc,
        keep: String(settings.data.keep),
      });
  }, [settings.data, form]);
  const save = useMutation({
    mutationFn: () =>
      saveBackupSettings({
        enabled: form?.enabled ?? false,
        hourUtc: form?.hourUtc ?? 0,
        keep: Number(form?.keep),
      }),
    onSuccess: (view: BackupSettingsView) => {
      queryClient.setQueryData(backupSettingsQueryKey, view);
      toast.success(t('saved'));
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const last = settings.data?.lastScheduledAt;

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('scheduleTitle')}</CardTitle>
        <CardDescription>{t('scheduleText')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <FormAlert>{errorMessage(settings.error, t('loadFailed'))}</FormAlert>
        ) : form ? (
          <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-4">
            {save.isError ? (
              <FormAlert>{`${t('saveFailed')}${errorMessage(save.error, '')}`}</FormAlert>
            ) : null}
            <div className="flex items-center gap-2">
              <Checkbox
                id="backup-enabled"
                checked={form.enabled}
                onCheckedChange={(checked) => setForm({ ...form, enabled: checked === true })}
              />
              <Label htmlFor="backup-enabled">{t('enabled')}</Label>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('hour')}>
                <Select
                  options={HOURS}
                  value={String(form.hourUtc)}
                  onValueChange={(value) => setForm({ ...form, hourUtc: Number(value) })}
                />
              </FormField>
              <FormField label={t('keep')}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={365}
                  value={form.keep}
                  onChange={(event) => setForm({ ...form, keep: event.target.value })}
                />
              </FormField>
            </div>
            <p className="text-ink-muted text-sm" role="status">
              {last
                ? t('lastScheduled', { date: formatDateTime(last, i18n.language) })
                : t('neverScheduled')}
            </p>
            <div>
              <Button type="submit" loading={save.isPending}>
                {t('save')}
              </Button>
            </div>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
