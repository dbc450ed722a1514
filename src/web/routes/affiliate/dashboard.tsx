import '@/i18n/affiliate';
import type { AffiliateSummary, CommissionStatus } from '@common/contracts/affiliates';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowRight,
  BadgeCheck,
  CircleDollarSign,
  Clock,
  Eye,
  type LucideIcon,
  Megaphone,
  QrCode,
  Tag,
  TrendingUp,
  UserPlus,
  Wallet,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MultiSeriesChart } from '@/components/charts/multi-series-chart';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { affiliateKeys, getAffiliateSummary } from '@/features/affiliates/api';
import { ReferralLinkCard } from '@/features/affiliates/referral-link-card';
import { useCurrentUser } from '@/features/auth/session';
import { cn } from '@/lib/cn';
import { formatCount, formatMoney, formatMonth, formatPercent, formatRatio } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

const SERIES_COLOURS = {
  visits: 'var(--color-primary-300)',
  signups: 'var(--color-primary-700)',
  commissions: 'var(--color-accent-500)',
};

const tones = {
  primary: 'bg-primary-50 text-primary-700',
  accent: 'bg-accent-50 text-accent-700',
  success: 'bg-emerald-50 text-emerald-700',
  neutral: 'bg-slate-100 text-slate-600',
};

/** One figure: its name, value and a line of context, as a description list. */
function Figure({
  icon: Icon,
  label,
  value,
  hint,
  tone = 'primary',
  className,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <Card className={cn('flex items-start gap-4 p-4 sm:p-5', className)}>
      <span
        className={cn('hidden size-11 shrink-0 place-items-center rounded-xl sm:grid', tones[tone])}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <dl className="grid min-w-0 gap-0.5">
        <dt className="font-medium text-ink-muted text-sm">{label}</dt>
        <dd className="font-bold text-ink text-xl tabular-nums tracking-tight sm:text-2xl">
          {value}
        </dd>
        {hint ? <dd className="text-ink-muted text-xs">{hint}</dd> : null}
      </dl>
    </Card>
  );
}

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-semibold text-ink text-lg">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The first visit: nothing happened through the link yet, so say how to get going. */
function GettingStarted({ rate, discount }: { rate: string; discount: string }) {
  const { t, i18n } = useTranslation('affiliate');
  const steps = [
    { icon: Megaphone, title: t('start.step1Title'), text: t('start.step1Text') },
    { icon: QrCode, title: t('start.step2Title'), text: t('start.step2Text') },
    { icon: Tag, title: t('start.step3Title'), text: t('start.step3Text', { discount }) },
    { icon: Wallet, title: t('start.step4Title'), text: t('start.step4Text', { rate }) },
  ];
  return (
    <Section id="start-title" title={t('start.title')}>
      <p className="-mt-1 text-ink-muted text-sm">{t('start.description')}</p>
      <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title}>
            <Card className="grid h-full content-start gap-3 p-5">
              <div className="flex items-center gap-3">
                <span className="grid size-9 place-items-center rounded-full bg-primary-700 font-bold text-sm text-white">
                  {formatCount(index + 1, i18n.language)}
                </span>
                <step.icon className="size-5 text-primary-700" aria-hidden="true" />
              </div>
              <h3 className="font-semibold text-ink">{step.title}</h3>
              <p className="text-ink-muted text-sm">{step.text}</p>
            </Card>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const EARNINGS: { status: Exclude<CommissionStatus, 'cancelled'>; icon: LucideIcon }[] = [
  { status: 'pending', icon: Clock },
  { status: 'approved', icon: BadgeCheck },
  { status: 'paid', icon: CircleDollarSign },
];
const EARNING_TONES = { pending: 'accent', approved: 'primary', paid: 'success' } as const;

function Figures({ summary }: { summary: AffiliateSummary }) {
  const { t, i18n } = useTranslation('affiliate');
  const lng = i18n.language;
  const rate = (value: number | null) =>
    value === null ? t('stats.noRate') : formatRatio(value, lng);
  const money = (value: number) => formatMoney(value, lng);
  const tableId = useId();
  const points = summary.monthly.map((m) => ({
    key: m.month,
    label: formatMonth(m.month, lng),
    tick: formatMonth(m.month, lng, 'short'),
    values: { visits: m.visits, signups: m.signups, commissions: m.commissions },
  }));

  return (
    <>
      <Section id="stats-title" title={t('stats.title')}>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-6">
          <Figure
            className="lg:col-span-2"
            icon={Eye}
            label={t('stats.visits')}
            value={formatCount(summary.visits, lng)}
            hint={t('stats.visitsHint')}
          />
          <Figure
            className="lg:col-span-2"
            icon={UserPlus}
            label={t('stats.signups')}
            value={formatCount(summary.signups, lng)}
            hint={t('stats.signupsHint')}
          />
          <Figure
            className="col-span-2"
            icon={Wallet}
            tone="success"
            label={t('stats.paying')}
            value={formatCount(summary.payingStudents, lng)}
            hint={t('stats.payingHint')}
          />
          <Figure
            className="lg:col-span-3"
            icon={TrendingUp}
            tone="neutral"
            label={t('stats.signupRate')}
            value={rate(summary.signupRate)}
            hint={t('stats.signupRateHint')}
          />
          <Figure
            className="lg:col-span-3"
            icon={TrendingUp}
            tone="neutral"
            label={t('stats.payingRate')}
            value={rate(summary.payingRate)}
            hint={t('stats.payingRateHint')}
          />
        </div>
      </Section>

      <Section
        id="earnings-title"
        title={t('earnings.title')}
        action={
          <Button asChild variant="link" size="sm">
            <Link to={paths.affiliate.commissions.href()}>
              {t('earnings.viewAll')}
              <ArrowRight className="rtl-flip" aria-hidden="true" />
            </Link>
          </Button>
        }
      >
        <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
          {EARNINGS.map(({ status, icon }) => (
            <Figure
              key={status}
              icon={icon}
              tone={EARNING_TONES[status]}
              label={t(`status.${status}`)}
              value={money(summary.commissions[status].amount)}
              hint={`${t('earnings.count', { count: summary.commissions[status].count })} · ${t(`statusHint.${status}`)}`}
            />
          ))}
        </div>
      </Section>

      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <MultiSeriesChart
          title={t('chart.title')}
          description={t('chart.description')}
          ariaLabel={t('chart.ariaLabel')}
          xLabel={t('chart.month')}
          series={[
            { key: 'visits', label: t('chart.visits'), kind: 'bar', color: SERIES_COLOURS.visits },
            {
              key: 'signups',
              label: t('chart.signups'),
              kind: 'bar',
              color: SERIES_COLOURS.signups,
            },
            {
              key: 'commissions',
              label: t('chart.commissions'),
              kind: 'line',
              color: SERIES_COLOURS.commissions,
              axis: 'end',
              format: money,
            },
          ]}
          points={points}
          emptyText={points.length ? undefined : t('chart.empty')}
          tableId={tableId}
        />
        <MonthlyTable id={tableId} summary={summary} />
      </div>
    </>
  );
}

/**
 * The chart's numbers, always in view beside it (newest month first): the one table of them
 * that screen readers meet, the chart's drawing points at it by `id`.
 */
function MonthlyTable({ id, summary }: { id: string; summary: AffiliateSummary }) {
  const { t, i18n } = useTranslation('affiliate');
  const lng = i18n.language;
  const months = [...summary.monthly].reverse();
  return (
    <Card className="min-w-0 overflow-hidden">
      {/* A tab stop, so keyboard users can scroll it when a narrow screen cuts it. */}
      <section
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary-600"
        aria-labelledby={`${id}-caption`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        tabIndex={0}
      >
        <table id={id} className="w-full border-collapse text-sm">
          <caption
            id={`${id}-caption`}
            className="px-4 pt-5 pb-3 text-start font-semibold text-base text-ink sm:px-6"
          >
            {t('chart.tableTitle')}
          </caption>
          <thead className="bg-slate-50 text-ink-muted">
            <tr>
              <th
                scope="col"
                className="whitespace-nowrap py-2 ps-4 pe-2 text-start font-semibold text-xs sm:ps-6 sm:pe-4"
              >
                {t('chart.month')}
              </th>
              <th
                scope="col"
                className="whitespace-nowrap px-2 py-2 text-end font-semibold text-xs sm:px-4"
              >
                {t('chart.visits')}
              </th>
              <th
                scope="col"
                className="whitespace-nowrap px-2 py-2 text-end font-semibold text-xs sm:px-4"
              >
                {t('chart.signups')}
              </th>
              <th
                scope="col"
                className="whitespace-nowrap py-2 ps-2 pe-4 text-end font-semibold text-xs sm:ps-4 sm:pe-6"
              >
                {t('chart.commissions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month} className="border-border border-t">
                <th
                  scope="row"
                  className="whitespace-nowrap py-1.5 ps-4 pe-2 text-start font-normal text-ink sm:ps-6 sm:pe-4"
                >
                  <span className="sm:hidden">{formatMonth(m.month, lng, 'medium')}</span>
                  <span className="hidden sm:inline">{formatMonth(m.month, lng)}</span>
                </th>
                <td className="px-2 py-1.5 text-end tabular-nums sm:px-4">
                  {formatCount(m.visits, lng)}
                </td>
                <td className="px-2 py-1.5 text-end tabular-nums sm:px-4">
                  {formatCount(m.signups, lng)}
                </td>
                <td className="py-1.5 ps-2 pe-4 text-end tabular-nums sm:ps-4 sm:pe-6">
                  {formatMoney(m.commissions, lng)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden="true">
      <Skeleton className="h-72 w-full rounded-card" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-28 rounded-card" />
        <Skeleton className="h-28 rounded-card" />
        <Skeleton className="h-28 rounded-card" />
      </div>
    </div>
  );
}

/** Nothing has happened through the link yet: no visit, no sign-up, no commission. */
function isFresh(summary: AffiliateSummary) {
  const { commissions } = summary;
  const earned =
    commissions.pending.count +
    commissions.approved.count +
    commissions.paid.count +
    commissions.cancelled.count;
  return summary.visits === 0 && summary.signups === 0 && earned === 0;
}

/** The affiliate's dashboard: the link to share, the figures and the months (issue 14). */
export function Component() {
  const { t, i18n } = useTranslation('affiliate');
  const lng = i18n.language;
  const me = useCurrentUser();
  useDocumentTitle(t('dashboard.pageTitle'));
  const summary = useQuery({ queryKey: affiliateKeys.summary, queryFn: getAffiliateSummary });
  const data = summary.data;

  return (
    <>
      <PageHeader
        title={t('dashboard.heading')}
        description={t('dashboard.welcome', { firstName: me.firstName })}
      />
      {summary.isPending ? (
        <DashboardSkeleton />
      ) : summary.isError || !data ? (
        <div className="grid justify-items-start gap-3">
          <FormAlert>{t('dashboard.loadFailed')}</FormAlert>
          <Button variant="secondary" onClick={() => void summary.refetch()}>
            {t('dashboard.retry')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-8">
          <ReferralLinkCard
            code={data.code}
            url={data.referralUrl}
            commissionRate={data.commissionRate}
            discountPercent={data.referralDiscountPercent}
          />
          {isFresh(data) ? (
            <GettingStarted
              rate={formatPercent(data.commissionRate, lng)}
              discount={formatPercent(data.referralDiscountPercent, lng)}
            />
          ) : (
            <Figures summary={data} />
          )}
        </div>
      )}
    </>
  );
}
