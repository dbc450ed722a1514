import '@/i18n/commerce';
import type { AdminPackage } from '@common/contracts/commerce';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Power, PowerOff, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  adminCommerceKeys,
  deletePackage,
  getAdminPackages,
  updatePackage,
} from '@/features/commerce/admin-api';
import { PackageFormDialog } from '@/features/commerce/package-form-dialog';
import { errorMessage } from '@/lib/api';
import { formatMoney, formatPercent } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Administrators' packages: create, edit, put on and take off sale (spec: admin/packages). */
export function Component() {
  const { t, i18n } = useTranslation('commerce');
  useDocumentTitle(t('adminPackages.pageTitle'));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminPackage | null>(null);
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<AdminPackage | null>(null);
  const query = useQuery({ queryKey: adminCommerceKeys.packages, queryFn: getAdminPackages });

  const toggle = useMutation({
    mutationFn: (pkg: AdminPackage) => updatePackage(pkg.id, { status: !pkg.status }),
    onSuccess: (data, pkg) => {
      queryClient.setQueryData(adminCommerceKeys.packages, data);
      toast.success(
        t(pkg.status ? 'adminPackages.deactivated' : 'adminPackages.activated', {
          name: pkg.name,
        }),
      );
    },
    onError: (error) => toast.error(errorMessage(error, t('adminPackages.saveFailed'))),
  });
  const remove = useMutation({
    mutationFn: (pkg: AdminPackage) => deletePackage(pkg.id),
    onSuccess: async () => {
      toast.success(t('adminPackages.deleted'));
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: adminCommerceKeys.packages });
    },
    onError: (error) => {
      setRemoving(null);
      toast.error(errorMessage(error, t('adminPackages.deleteFailed')));
    },
  });

  const lng = i18n.language;
  const validity = (pkg: AdminPackage) =>
    pkg.validityMonths > 0
      ? t('adminPackages.months', { count: pkg.validityMonths })
      : t('adminPackages.trialDays');

  return (
    <>
      <PageHeader title={t('adminPackages.title')} description={t('adminPackages.subtitle')}>
        <Button onClick={() => setCreating(true)}>
          <Plus />
          {t('adminPackages.new')}
        </Button>
      </PageHeader>
      {query.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-56 rounded-card" />
          ))}
        </div>
      ) : query.isError ? (
        <FormAlert>{t('adminPackages.loadFailed')}</FormAlert>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {query.data.packages.map((pkg) => (
            <li
              key={pkg.id}
              data-package={pkg.id}
              className="grid grid-rows-[auto_1fr_auto_auto] gap-3 rounded-card border border-border bg-surface p-5 shadow-card"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="me-auto font-semibold text-ink text-lg">{pkg.name}</h2>
                {pkg.isTrial ? <Badge variant="accent">{t('adminPackages.trial')}</Badge> : null}
                <Badge variant={pkg.status ? 'success' : 'neutral'}>
                  {pkg.status ? t('adminPackages.active') : t('adminPackages.inactive')}
                </Badge>
              </div>
              <p dir="auto" className="text-ink-muted text-sm">
                {pkg.description}
              </p>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
                <Fact label={t('adminPackages.columns.price')}>
                  {formatMoney(pkg.price, lng)}
                  {pkg.discountPercent > 0 ? (
                    <span className="ms-1 text-emerald-700 text-xs">
                      {t('adminPackages.discount', {
                        percent: formatPercent(pkg.discountPercent, lng),
                      })}
                    </span>
                  ) : null}
                </Fact>
                <Fact label={t('adminPackages.columns.points')}>{pkg.unlockPoints}</Fact>
                <Fact label={t('adminPackages.columns.validity')}>{validity(pkg)}</Fact>
                <Fact label={t('adminPackages.columns.exams')}>
                  {pkg.examLimit ?? t('adminPackages.unlimited')}
                </Fact>
              </dl>
              <div className="flex flex-wrap gap-2 border-border border-t pt-3">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing(pkg)}
                  aria-label={t('adminPackages.edit', { name: pkg.name })}
                >
                  <Pencil />
                  {t('adminPackages.editShort')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={toggle.isPending && toggle.variables?.id === pkg.id}
                  onClick={() => toggle.mutate(pkg)}
                  aria-label={t(
                    pkg.status ? 'adminPackages.deactivate' : 'adminPackages.activate',
                    {
                      name: pkg.name,
                    },
                  )}
                >
                  {pkg.status ? <PowerOff /> : <Power />}
                  {pkg.status
                    ? t('adminPackages.deactivateShort')
                    : t('adminPackages.activateShort')}
                </Button>
                {pkg.purchases === 0 && !pkg.isTrial ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="ms-auto text-danger"
                    onClick={() => setRemoving(pkg)}
                    aria-label={t('adminPackages.delete', { name: pkg.name })}
                  >
                    <Trash2 />
                  </Button>
                ) : (
                  <span className="ms-auto self-center text-ink-muted text-xs">
                    {t('adminPackages.boughtTimes', { count: pkg.purchases })}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <PackageFormDialog open={creating} onOpenChange={setCreating} />
      <PackageFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        pkg={editing ?? undefined}
      />
      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <DialogContent role="alertdialog" className="max-w-md">
          <DialogHeader>
            <DialogTitle>
              {t('adminPackages.deleteTitle', { name: removing?.name ?? '' })}
            </DialogTitle>
            <DialogDescription>{t('adminPackages.deleteText')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('adminPackages.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => removing && remove.mutate(removing)}
            >
              {t('adminPackages.delete', { name: removing?.name ?? '' })}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-ink-muted text-xs">{label}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}
