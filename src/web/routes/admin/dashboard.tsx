import '@/i18n/app';
import type { AdminPaymentRow, PaymentListQuery } from '@common/contracts/commerce';
import { QUESTION_STATUSES } from '@common/contracts/content';
import { useQueries, useQuery } from '@tanstack/react-query';
import {
  Banknote,
  BookOpen,
  CalendarRange,
  CircleCheckBig,
  ClipboardCheck,
  CreditCard,
  ReceiptText,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/session';
import { adminCommerceKeys, getAdminPayments } from '@/features/commerce/admin-api';
import { STATUS_BADGE as PAYMENT_BADGE } from '@/features/commerce/payment-detail-dialog';
import { StatCard } from '@/features/dashboard/stat-card';
import { getQuestions, questionsQueryKey } from '@/features/questions/api';
import { DashboardPeriodSection } from '@/features/site-analytics/dashboard-period-section';
import { getSubjects, subjectsQueryKey } from '@/features/subjects/api';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

const RECENT_PAYMENTS = 5;
const QUESTION_BADGE = {
  draft: 'neutral',
  pending_review: 'accent',
  confirmed: 'success',
  archived: 'outline',
} as const;

type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** Today and the first of this month as the payments API reads dates (UTC days). */
function paymentDays(now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  return { today, monthStart: `${today.slice(0, 8)}01` };
}

const questionsHref = (status?: QuestionStatus) =>
  status ? `${paths.admin.questions.href()}?status=${status}` : paths.admin.questions.href();
const paymentsHref = (query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${paths.admin.payments.href()}?${search}` : paths.admin.payments.href();
};

/** Administrators' home: the question bank, subjects, payments and revenue at a glance. */
export function Component() {
  const { t, i18n } = useTranslation('app');
  const me = useCurrentUser();
  useDocumentTitle(t('admin.pageTitle'));
  const lang = i18n.language;
  const numbers = new Intl.NumberFormat(lang);
  const { today, monthStart } = paymentDays();

  // One count per status: the list's total with the smallest page.
  const statusCounts = useQueries({
    queries: QUESTION_STATUSES.map((status) => {
      const query = { status, page: 1, pageSize: 1 };
      return { queryKey: questionsQueryKey(query), queryFn: () => getQuestions(query) };
    }),
  });
  const subjects = useQuery({ queryKey: subjectsQueryKey, queryFn: getSubjects });
  const todayQuery: PaymentListQuery = { from: today, to: today, page: 1, pageSize: 1 };
  const monthQuery: PaymentListQuery = { from: monthStart, to: today, page: 1, pageSize: 1 };
  const recentQuery: PaymentListQuery = { page: 1, pageSize: RECENT_PAYMENTS };
  const todayPayments = useQuery({
    queryKey: adminCommerceKeys.payments(todayQuery),
    queryFn: () => getAdminPayments(todayQuery),
  });
  const monthPayments = useQuery({
    queryKey: adminCommerceKeys.payments(monthQuery),
    queryFn: () => getAdminPayments(monthQuery),
  });
  const recent = useQuery({
    queryKey: adminCommerceKeys.payments(recentQuery),
    queryFn: () => getAdminPayments(recentQuery),
  });

  const countOf = (status: QuestionStatus) =>
    statusCounts[QUESTION_STATUSES.indexOf(status)]?.data?.total;
  const questionsPending = statusCounts.some((q) => q.isPending);
  const questionsFailed = statusCounts.some((q) => q.isError);
  const questionTotal = statusCounts.every((q) => q.data)
    ? statusCounts.reduce((sum, q) => sum + (q.data?.total ?? 0), 0)
    : undefined;
  const pending = countOf('pending_review');
  const confirmed = countOf('confirmed');
  const activeSubjects = subjects.data?.subjects.filter((s) => s.isActive).length ?? 0;

  /** A figure, its skeleton while loading, or a dash when it failed. */
  const figure = (value: ReactNode | undefined, loading: boolean) =>
    value !== undefined ? (
      value
    ) : loading ? (
      <Skeleton className="mt-1 h-7 w-20" />
    ) : (
      t('admin.unavailable')
    );

  return (
    <>
      <PageHeader
        title={t('admin.heading')}
        description={t('admin.welcome', { firstName: me.firstName })}
      />

      <DashboardPeriodSection />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          icon={ClipboardCheck}
          tone="accent"
          label={t('admin.pendingTitle')}
          value={figure(
            pending === undefined ? undefined : numbers.format(pending),
            questionsPending,
          )}
          hint={<HintLink to={questionsHref('pending_review')}>{t('admin.pendingHint')}</HintLink>}
        />
        <StatCard
          icon={CircleCheckBig}
          tone="primary"
          label={t('admin.confirmedTitle')}
          value={figure(
            confirmed === undefined ? undefined : numbers.format(confirmed),
            questionsPending,
          )}
          hint={
            questionTotal === undefined ? undefined : (
              <HintLink to={questionsHref('confirmed')}>
                {t('admin.confirmedHint', { count: questionTotal })}
              </HintLink>
            )
          }
        />
        <StatCard
          icon={BookOpen}
          tone="neutral"
          label={t('admin.subjectsTitle')}
          value={figure(
            subjects.data ? numbers.format(subjects.data.subjects.length) : undefined,
            subjects.isPending,
          )}
          hint={
            <HintLink to={paths.admin.subjects.href()}>
              {t('admin.subjectsHint', { count: activeSubjects })}
            </HintLink>
          }
        />
        <StatCard
          icon={CreditCard}
          label={t('admin.todayTitle')}
          value={figure(
            todayPayments.data ? numbers.format(todayPayments.data.totals.count) : undefined,
            todayPayments.isPending,
          )}
          hint={
            todayPayments.data ? (
              <HintLink to={paymentsHref({ from: today, to: today })}>
                {t('admin.todayHint', {
                  amount: formatMoney(todayPayments.data.totals.succeededAmount, lang),
                })}
              </HintLink>
            ) : undefined
          }
        />
        <StatCard
          icon={CalendarRange}
          label={t('admin.monthTitle')}
          value={figure(
            monthPayments.data
              ? formatMoney(monthPayments.data.totals.succeededAmount, lang)
              : undefined,
            monthPayments.isPending,
          )}
          hint={
            monthPayments.data ? (
              <HintLink to={paymentsHref({ from: monthStart, to: today })}>
                {t('admin.monthHint', { count: monthPayments.data.totals.count })}
              </HintLink>
            ) : undefined
          }
        />
        <StatCard
          icon={Banknote}
          tone="primary"
          label={t('admin.revenueTitle')}
          value={figure(
            recent.data ? formatMoney(recent.data.totals.succeededAmount, lang) : undefined,
            recent.isPending,
          )}
          hint={
            recent.data ? (
              <HintLink to={paymentsHref()}>
                {t('admin.revenueHint', {
                  refunded: formatMoney(recent.data.totals.refundedAmount, lang),
                })}
              </HintLink>
            ) : undefined
          }
        />
      </div>
      {todayPayments.isError || monthPayments.isError ? (
        <LoadError
          className="mt-4"
          onRetry={() => {
            void todayPayments.refetch();
            void monthPayments.refetch();
          }}
        >
          {t('admin.paymentsLoadFailed')}
        </LoadError>
      ) : null}

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel
          id="questions-title"
          title={t('admin.questionsTitle')}
          link={{ to: questionsHref(), label: t('admin.allQuestions') }}
        >
          {questionsFailed ? (
            <LoadError
              onRetry={() => {
                for (const q of statusCounts) if (q.isError) void q.refetch();
              }}
            >
              {t('admin.questionsLoadFailed')}
            </LoadError>
          ) : (
            <>
              <ul className="divide-y divide-border">
                {QUESTION_STATUSES.map((status) => {
                  const count = countOf(status);
                  return (
                    <li key={status}>
                      <Link
                        to={questionsHref(status)}
                        className="flex items-center justify-between gap-3 py-2.5 hover:text-primary-700"
                      >
                        <Badge variant={QUESTION_BADGE[status]}>
                          {t(`admin.statuses.${status}`)}
                        </Badge>
                        {count === undefined ? (
                          <Skeleton className="h-5 w-10" />
                        ) : (
                          <span className="font-semibold text-ink tabular-nums">
                            {numbers.format(count)}
                          </span>
                        )}
                      </Link>
                    </li>
                  );
                })}
              </ul>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                <div className="text-ink-muted text-sm">
                  {questionTotal === undefined ? (
                    <Skeleton className="h-4 w-32" />
                  ) : (
                    t('admin.questionsTotal', { count: questionTotal })
                  )}
                </div>
                {pending ? (
                  <Button asChild size="sm">
                    <Link to={questionsHref('pending_review')}>{t('admin.reviewPending')}</Link>
                  </Button>
                ) : null}
              </div>
            </>
          )}
        </Panel>

        <Panel
          id="subjects-card-title"
          title={t('admin.subjectsCardTitle')}
          link={{ to: paths.admin.subjects.href(), label: t('admin.manageSubjects') }}
        >
          {subjects.isPending ? (
            <div className="grid gap-3">
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
            </div>
          ) : subjects.isError ? (
            <LoadError onRetry={() => subjects.refetch()}>
              {t('admin.subjectsLoadFailed')}
            </LoadError>
          ) : subjects.data.subjects.length === 0 ? (
            <div className="grid justify-items-start gap-3">
              <p className="text-ink-muted text-sm">{t('admin.noSubjects')}</p>
              <Button asChild size="sm">
                <Link to={paths.admin.subjects.href()}>{t('admin.addSubject')}</Link>
              </Button>
            </div>
          ) : (
            <ul className="divide-y divide-border">
              {subjects.data.subjects.map((subject) => (
                <li
                  key={subject.id}
                  className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="truncate font-medium text-ink">{subject.name}</span>
                    {subject.isActive ? null : (
                      <Badge variant="outline">{t('admin.subjectInactive')}</Badge>
                    )}
                  </span>
                  <span className="shrink-0 text-ink-muted text-sm tabular-nums">
                    {t('admin.subjectConfirmed', {
                      confirmed: numbers.format(subject.confirmedCount),
                      total: numbers.format(subject.questionCount),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <div className="mt-6">
        <Panel
          id="payments-title"
          title={t('admin.paymentsTitle')}
          link={{ to: paymentsHref(), label: t('admin.allPayments') }}
        >
          {recent.isPending ? (
            <div className="grid gap-3">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : recent.isError ? (
            <LoadError onRetry={() => recent.refetch()}>{t('admin.paymentsLoadFailed')}</LoadError>
          ) : recent.data.items.length === 0 ? (
            <p className="flex items-center gap-2 text-ink-muted text-sm">
              <ReceiptText className="size-4" aria-hidden="true" />
              {t('admin.noPayments')}
            </p>
          ) : (
            <ul className="divide-y divide-border">
              {recent.data.items.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} />
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}

function HintLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-primary-700 underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

function Panel({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={id}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="font-semibold text-ink text-lg">
          {title}
        </h2>
        <Button variant="link" size="sm" asChild>
          <Link to={link.to}>{link.label}</Link>
        </Button>
      </div>
      {children}
    </Card>
  );
}

function LoadError({
  children,
  onRetry,
  className,
}: {
  children: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation('app');
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-danger-soft px-4 py-3 text-danger text-sm',
        className,
      )}
    >
      <span>{children}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('admin.retry')}
      </Button>
    </div>
  );
}

function PaymentRow({ payment }: { payment: AdminPaymentRow }) {
  const { t, i18n } = useTranslation('app');
  const lang = i18n.language;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(payment.createdAt),
  );
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="grid min-w-0 gap-0.5">
        <span className="truncate font-medium text-ink">
          {payment.student.name || payment.student.email}
        </span>
        <span className="truncate text-ink-muted text-xs">
          {payment.packageName} · {when}
        </span>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <span className="font-semibold text-ink tabular-nums">
          {formatMoney(payment.amountPaid, lang, payment.currency)}
        </span>
        <Badge variant={PAYMENT_BADGE[payment.status]}>
          {t(`admin.paymentStatuses.${payment.status}`)}
        </Badge>
      </div>
    </li>
  );
}
