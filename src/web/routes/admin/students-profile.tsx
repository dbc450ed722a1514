import '@/i18n/students';
import type { StudentProfile } from '@common/contracts/students';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { AccommodationsCard } from '@/features/students/accommodations-card';
import { getStudentProfile, studentKeys } from '@/features/students/api';
import { formatDay, HeldPackagesTable } from '@/features/students/held-packages-table';
import { StudentLoadError } from '@/features/students/student-not-found';
import { formatDate, formatMoney } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

const PAYMENT_BADGE = {
  pending: 'neutral',
  succeeded: 'success',
  failed: 'danger',
  expired: 'neutral',
  refunded: 'accent',
} as const;

/** Everything about one student, for administrators. */
export function Component() {
  const { t } = useTranslation('students');
  const { studentId = '' } = useParams();
  const profile = useQuery({
    queryKey: studentKeys.profile(studentId),
    queryFn: () => getStudentProfile(studentId),
  });
  const name = profile.data
    ? `${profile.data.student.firstName} ${profile.data.student.lastName}`.trim() ||
      profile.data.student.email
    : '';
  useDocumentTitle(name ? `${name} · ${t('profile.pageTitle')}` : t('profile.pageTitle'));

  if (profile.isError) return <StudentLoadError error={profile.error} />;
  if (!profile.data) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  return <ProfileView profile={profile.data} name={name} />;
}

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle level={2}>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

type Column<T> = { header: string; cell: (item: T) => ReactNode };

/** A compact table inside a card: scrolls sideways on narrow screens. */
function MiniTable<T extends { id: string }>({
  caption,
  columns,
  items,
}: {
  caption: string;
  columns: Column<T>[];
  items: T[];
}) {
  return (
    <div className="-mx-1 overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-ink-muted">
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className="whitespace-nowrap border-border border-b px-2 py-2 text-start font-semibold text-xs uppercase tracking-wide"
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-border border-b last:border-b-0">
              {columns.map((c) => (
                <td key={c.header} className="px-2 py-2 align-top text-ink">
                  {c.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-ink-muted text-sm">{children}</p>;
}

function ProfileView({ profile, name }: { profile: StudentProfile; name: string }) {
  const { t, i18n } = useTranslation('students');
  const lng = i18n.language;
  const s = profile.student;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const country = s.countryCode
    ? (new Intl.DisplayNames([lng], { type: 'region' }).of(s.countryCode) ?? s.countryCode)
    : t('profile.none');
  const allowance = profile.examAllowance;

  const facts: { label: string; value: ReactNode }[] = [
    { label: t('profile.name'), value: `${s.firstName} ${s.lastName}`.trim() || t('profile.none') },
    { label: t('profile.email'), value: <span className="break-all">{s.email}</span> },
    {
      label: t('profile.phone'),
      value: s.phoneNumber ? <span dir="ltr">{s.phoneNumber}</span> : t('profile.none'),
    },
    { label: t('profile.country'), value: country },
    {
      label: t('profile.verification'),
      value: (
        <span className="flex flex-wrap gap-1">
          <Badge variant={s.emailVerified ? 'success' : 'outline'}>
            {s.emailVerified ? t('verified') : t('notVerified')}
          </Badge>
          {s.adminVerified ? <Badge variant="primary">{t('adminVerified')}</Badge> : null}
        </span>
      ),
    },
    {
      label: t('profile.status'),
      value: (
        <Badge variant={s.active ? 'success' : 'neutral'}>
          {s.active ? t('active') : t('deactivated')}
        </Badge>
      ),
    },
    { label: t('profile.joined'), value: formatDate(s.joinedAt, lng) },
    { label: t('profile.pointsLabel'), value: t('points', { count: s.points }) },
    {
      label: t('profile.examAllowance'),
      value:
        allowance.limit === null
          ? t('profile.allowanceUnlimited', { used: allowance.used })
          : t('profile.allowanceValue', { used: allowance.used, limit: allowance.limit }),
    },
  ];

  const paymentsHref = `${paths.admin.payments.href()}?${new URLSearchParams({ student: s.email })}`;

  return (
    <>
      <PageHeader title={name} description={s.email}>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary">
            <Link to={paths.admin.studentsSearch.href()}>
              <ArrowLeft className="rtl-flip" aria-hidden="true" />
              {t('backToSearch')}
            </Link>
          </Button>
          <Button asChild>
            <Link to={paths.admin.studentPackages.href({ studentId: s.id })}>
              <Package aria-hidden="true" />
              {t('profile.editPackages')}
            </Link>
          </Button>
        </div>
      </PageHeader>
      <div className="grid gap-6">
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <Section title={t('profile.account')}>
              <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
                {facts.map(({ label, value }) => (
                  <div key={label} className="grid gap-0.5">
                    <dt className="text-ink-muted text-xs">{label}</dt>
                    <dd className="font-medium text-ink text-sm">{value}</dd>
                  </div>
                ))}
              </dl>
            </Section>
          </div>
          <Section title={t('profile.referrer')}>
            {profile.affiliate ? (
              <div className="grid gap-1">
                <span className="font-medium">{profile.affiliate.name}</span>
                <code className="font-mono font-semibold text-sm">{profile.affiliate.code}</code>
              </div>
            ) : (
              <Empty>{t('profile.notReferred')}</Empty>
            )}
          </Section>
        </div>

        <AccommodationsCard studentId={s.id} studentName={name} />

        <Section title={t('profile.packages')}>
          {profile.packages.length === 0 ? (
            <Empty>{t('profile.noPackages')}</Empty>
          ) : (
            <HeldPackagesTable caption={t('profile.packages')} packages={profile.packages} />
          )}
        </Section>

        <Section title={t('profile.subjects')}>
          {profile.subjects.length === 0 ? (
            <Empty>{t('profile.noSubjects')}</Empty>
          ) : (
            <MiniTable
              caption={t('profile.subjects')}
              items={profile.subjects}
              columns={[
                {
                  header: t('profile.columns.subject'),
                  cell: (u) => (
                    <span className="font-medium">
                      {u.name} <span className="font-normal text-ink-muted text-xs">{u.board}</span>
                    </span>
                  ),
                },
                { header: t('profile.columns.package'), cell: (u) => u.packageName },
                {
                  header: t('profile.columns.unlocked'),
                  cell: (u) => (
                    <span className="whitespace-nowrap">{formatDate(u.unlockedAt, lng)}</span>
                  ),
                },
                {
                  header: t('profile.columns.expires'),
                  cell: (u) => (
                    <span className="whitespace-nowrap">{formatDay(u.expiresAt, lng)}</span>
                  ),
                },
                {
                  header: t('profile.columns.status'),
                  cell: (u) => (
                    <Badge variant={u.active ? 'success' : 'neutral'}>
                      {u.active ? t('profile.subjectActive') : t('profile.subjectExpired')}
                    </Badge>
                  ),
                },
              ]}
            />
          )}
        </Section>

        <Section title={t('profile.exams')}>
          {profile.exams.total === 0 ? (
            <Empty>{t('profile.noExams')}</Empty>
          ) : (
            <div className="grid gap-2">
              {profile.exams.total > profile.exams.items.length ? (
                <p className="text-ink-muted text-xs">
                  {t('profile.examsShown', {
                    shown: profile.exams.items.length,
                    total: profile.exams.total,
                  })}
                </p>
              ) : null}
              <MiniTable
                caption={t('profile.exams')}
                items={profile.exams.items}
                columns={[
                  {
                    header: t('profile.columns.exam'),
                    cell: (e) => <span className="font-medium">{e.title}</span>,
                  },
                  { header: t('profile.columns.subject'), cell: (e) => e.subjectName },
                  {
                    header: t('profile.columns.mode'),
                    cell: (e) =>
                      t(`profile.examModes.${e.mode as 'practice'}`, { defaultValue: e.mode }),
                  },
                  {
                    header: t('profile.columns.status'),
                    cell: (e) =>
                      t(`profile.examStatuses.${e.status as 'ready'}`, { defaultValue: e.status }),
                  },
                  {
                    header: t('profile.columns.score'),
                    cell: (e) => (
                      <span className="whitespace-nowrap tabular-nums">
                        {[
                          e.percent === null ? null : `${Math.round(e.percent * 10) / 10}%`,
                          e.scaled,
                        ]
                          .filter(Boolean)
                          .join(' · ') || t('profile.none')}
                      </span>
                    ),
                  },
                  {
                    header: t('profile.columns.created'),
                    cell: (e) => (
                      <span className="whitespace-nowrap">{formatDate(e.createdAt, lng)}</span>
                    ),
                  },
                ]}
              />
            </div>
          )}
        </Section>

        <div className="grid items-start gap-6 lg:grid-cols-2">
          <Section title={t('profile.sessions')}>
            {profile.sessions.length === 0 ? (
              <Empty>{t('profile.noSessions')}</Empty>
            ) : (
              <MiniTable
                caption={t('profile.sessions')}
                items={profile.sessions}
                columns={[
                  {
                    header: t('profile.columns.device'),
                    cell: (session) => (
                      <div className="grid">
                        <span>
                          {[session.browser, session.os].filter(Boolean).join(' · ') ||
                            t('profile.unknownDevice')}
                        </span>
                        <span className="text-ink-muted text-xs" dir="ltr">
                          {session.ipAddress ?? ''}
                        </span>
                      </div>
                    ),
                  },
                  {
                    header: t('profile.columns.location'),
                    cell: (session) => session.location ?? t('profile.none'),
                  },
                  {
                    header: t('profile.columns.lastActivity'),
                    cell: (session) => (
                      <span className="whitespace-nowrap">{when(session.lastActivity)}</span>
                    ),
                  },
                ]}
              />
            )}
          </Section>

          <Section
            title={t('profile.payments')}
            action={
              profile.payments.total > 0 ? (
                <Button asChild variant="ghost" size="sm">
                  <Link to={paymentsHref}>
                    {t('profile.allPayments')}
                    <ExternalLink aria-hidden="true" />
                  </Link>
                </Button>
              ) : null
            }
          >
            {profile.payments.total === 0 ? (
              <Empty>{t('profile.noPayments')}</Empty>
            ) : (
              <div className="grid gap-2">
                <p className="text-ink-muted text-xs">
                  {t('profile.paymentsSummary', {
                    count: profile.payments.total,
                    paid: formatMoney(profile.payments.paidTotal, lng),
                  })}
                </p>
                <MiniTable
                  caption={t('profile.payments')}
                  items={profile.payments.items}
                  columns={[
                    {
                      header: t('profile.columns.date'),
                      cell: (p) => (
                        <span className="whitespace-nowrap">{formatDate(p.createdAt, lng)}</span>
                      ),
                    },
                    { header: t('profile.columns.package'), cell: (p) => p.packageName },
                    {
                      header: t('profile.columns.amount'),
                      cell: (p) => (
                        <span className="tabular-nums">
                          {formatMoney(p.amountPaid, lng, p.currency)}
                        </span>
                      ),
                    },
                    {
                      header: t('profile.columns.status'),
                      cell: (p) => (
                        <Badge variant={PAYMENT_BADGE[p.status as 'pending'] ?? 'neutral'}>
                          {t(`profile.paymentStatuses.${p.status as 'pending'}`, {
                            defaultValue: p.status,
                          })}
                        </Badge>
                      ),
                    },
                  ]}
                />
              </div>
            )}
          </Section>
        </div>
      </div>
    </>
  );
}
