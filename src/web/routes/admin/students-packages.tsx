import '@/i18n/students';
import type { HeldPackage } from '@common/contracts/students';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, Package, Pencil, Plus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { getStudentPackages, revokeHeldPackage, studentKeys } from '@/features/students/api';
import { HeldPackagesTable } from '@/features/students/held-packages-table';
import { ChangePackageDialog, GrantPackageDialog } from '@/features/students/package-dialogs';
import { StudentLoadError } from '@/features/students/student-not-found';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

/** Administrators give a student a package, change one's expiry or exams, or revoke it. */
export function Component() {
  const { t } = useTranslation('students');
  useDocumentTitle(t('packages.pageTitle'));
  const { studentId = '' } = useParams();
  const queryClient = useQueryClient();
  const [granting, setGranting] = useState(false);
  const [changing, setChanging] = useState<HeldPackage | null>(null);
  const [revoking, setRevoking] = useState<HeldPackage | null>(null);

  const data = useQuery({
    queryKey: studentKeys.packages(studentId),
    queryFn: () => getStudentPackages(studentId),
  });

  const revoke = useMutation({
    mutationFn: (held: HeldPackage) => revokeHeldPackage(studentId, held.id),
    onSuccess: async (result) => {
      toast.success(t('packages.revoked', { name: result.package.name }));
      setRevoking(null);
      await queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
    onError: async (error) => {
      setRevoking(null);
      toast.error(errorMessage(error, t('packages.revokeFailed')));
      await queryClient.invalidateQueries({ queryKey: studentKeys.packages(studentId) });
    },
  });

  if (data.isError) return <StudentLoadError error={data.error} />;
  if (!data.data) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const { student, packages, grantable, hadTrial, examAllowance } = data.data;
  const name = `${student.firstName} ${student.lastName}`.trim() || student.email;
  const allowance =
    examAllowance.limit === null
      ? t('profile.allowanceUnlimited', { used: examAllowance.used })
      : t('profile.allowanceValue', { used: examAllowance.used, limit: examAllowance.limit });

  return (
    <>
      <PageHeader
        title={t('packages.title', { name })}
        description={
          <>
            <span className="break-all">{student.email}</span>
            {' · '}
            <strong className="font-semibold text-ink">
              {t('packages.pointsNow', { count: student.points })}
            </strong>
            {' · '}
            {t('packages.allowance', { value: allowance })}
          </>
        }
      >
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary">
            <Link to={paths.admin.studentProfile.href({ studentId: student.id })}>
              <UserRound aria-hidden="true" />
              {t('packages.viewProfile')}
            </Link>
          </Button>
          <Button onClick={() => setGranting(true)}>
            <Plus aria-hidden="true" />
            {t('packages.grant')}
          </Button>
        </div>
      </PageHeader>
      {packages.length === 0 ? (
        <EmptyState
          icon={Package}
          title={t('packages.emptyTitle')}
          description={t('packages.emptyText')}
          headingLevel={2}
        />
      ) : (
        <Card>
          <CardContent>
            <HeldPackagesTable
              caption={t('packages.caption')}
              packages={packages}
              actions={(held) =>
                held.status === 'revoked' ? null : (
                  <div className="flex justify-end gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setChanging(held)}
                      aria-label={t('packages.changeOf', { name: held.name })}
                    >
                      <Pencil aria-hidden="true" />
                      <span className="hidden sm:inline">{t('packages.change')}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-danger hover:bg-red-50"
                      onClick={() => setRevoking(held)}
                      aria-label={t('packages.revokeOf', { name: held.name })}
                    >
                      <Ban aria-hidden="true" />
                      <span className="hidden sm:inline">{t('packages.revoke')}</span>
                    </Button>
                  </div>
                )
              }
            />
          </CardContent>
        </Card>
      )}
      <GrantPackageDialog
        open={granting}
        onOpenChange={setGranting}
        studentId={student.id}
        studentName={name}
        grantable={grantable}
        hadTrial={hadTrial}
      />
      <ChangePackageDialog
        held={changing}
        studentId={student.id}
        onOpenChange={(open) => !open && setChanging(null)}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('packages.revokeTitle', { name: revoking?.name ?? '' })}
        description={t('packages.revokeText', { count: revoking?.availability ?? 0 })}
        confirmLabel={t('packages.revokeConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        pending={revoke.isPending}
      />
    </>
  );
}
