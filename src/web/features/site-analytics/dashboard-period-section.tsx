import '@/i18n/siteAnalytics';
import type { DashboardAnalytics } from '@common/contracts/business-analytics-site';
import {
  Banknote,
  ClipboardCheck,
  FileCheck2,
  HandCoins,
  MailWarning,
  ShoppingBag,
  UserPlus,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AnalyticsPage } from '@/components/analytics-page';
import { BarChart } from '@/components/charts/bar-chart';
import { MultiSeriesChart } from '@/components/charts/multi-series-chart';
import { FigureGrid, PeriodFigureCard, type PeriodFigureCardProps } from '@/components/figure-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCount, formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { paths } from '@/paths';
import { getDashboardAnalytics, siteAnalyticsKeys } from './api';

const dayLabel = (day: string, lang: string) => formatDate(`${day}T00:00:00Z`, lang);
const dayTick = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * The dashboard's figures of a period (issue 17): sign-ups, revenue, orders and exams with
 * their change, per day, accounts by role, the newest accounts, and what needs attention.
 */
export function DashboardPeriodSection() {
  const { t, i18n } = useTranslation('siteAnalytics');
  return (
    <AnalyticsPage
      title={t('dashboard.periodTitle')}
      description={t('dashboard.periodText')}
      headingLevel={2}
      className="mb-8"
      queryKey={siteAnalyticsKeys.dashboard}
      queryFn={getDashboardAnalytics}
      figures={4}
    >
      {(data) => <PeriodFigures data={data} lang={i18n.language} />}
    </AnalyticsPage>
  );
}

function PeriodFigures({ data, lang }: { data: DashboardAnalytics; lang: string }) {
  const { t } = useTranslation('siteAnalytics');
  const count = (n: number) => formatCount(n, lang);
  const money = (n: number) => formatMoney(n, lang);
  const total = (key: 'signUps' | 'exams' | 'revenue') =>
    data.daily.reduce((sum, d) => sum + d[key], 0);
  const accounts = data.usersByRole.reduce((sum, r) => sum + r.count, 0);
  const cards: PeriodFigureCardProps[] = [
    {
      icon: UserPlus,
      label: t('dashboard.signUps'),
      figure: data.signUps,
      hint: t('dashboard.signUpsHint'),
    },
    { icon: Banknote, label: t('dashboard.revenue'), figure: data.revenue, format: money },
    { icon: ShoppingBag, label: t('dashboard.orders'), figure: data.orders, tone: 'neutral' },
    { icon: FileCheck2, label: t('dashboard.exams'), figure: data.exams },
  ];
  const attention = [
    {
      key: 'pendingQuestions',
      icon: ClipboardCheck,
      count: data.attention.pendingQuestions,
      to: `${paths.admin.questions.href()}?status=pending_review`,
    },
    {
      key: 'pendingCommissions',
      icon: HandCoins,
      count: data.attention.pendingCommissions,
      to: `${paths.admin.affiliateAccounts.href()}?tab=commissions&status=pending`,
    },
    {
      key: 'failedEmails',
      icon: MailWarning,
      count: data.attention.failedEmails,
      to: `${paths.admin.emailManagement.href()}?status=failed`,
    },
  ] as const;

  return (
    <>
      <FigureGrid columns={4}>
        {cards.map((card) => (
          <PeriodFigureCard key={card.label} headingLevel={3} {...card} />
        ))}
      </FigureGrid>

      <MultiSeriesChart
        title={t('dashboard.dailyTitle')}
        description={t('dashboard.dailyText')}
        headingLevel={3}
        csvName={`dashboard-${data.period.from}-${data.period.to}`}
        ariaLabel={t('dashboard.dailyLabel', {
          signUps: count(total('signUps')),
          exams: count(total('exams')),
          revenue: money(total('revenue')),
          from: dayLabel(data.period.from, lang),
          to: dayLabel(data.period.to, lang),
        })}
        xLabel={t('dashboard.day')}
        series={[
          {
            key: 'signUps',
            label: t('dashboard.signUps'),
            kind: 'bar',
            color: 'var(--color-primary-600)',
          },
          {
            key: 'exams',
            label: t('dashboard.exams'),
            kind: 'bar',
            color: 'var(--color-accent-500)',
          },
          {
            key: 'revenue',
            label: t('dashboard.revenue'),
            kind: 'line',
            color: 'var(--color-success)',
            axis: 'end',
            format: money,
          },
        ]}
        points={data.daily.map((d) => ({
          key: d.day,
          label: dayLabel(d.day, lang),
          tick: dayTick(d.day, lang),
          values: { signUps: d.signUps, exams: d.exams, revenue: d.revenue },
        }))}
      />

      <div className="grid min-w-0 items-start gap-4 lg:grid-cols-3">
        <Card className="grid gap-3 p-5" role="region" aria-labelledby="attention-title">
          <div className="grid gap-0.5">
            <h3 id="attention-title" className="font-semibold text-ink text-lg">
              {t('dashboard.attentionTitle')}
            </h3>
            <p className="text-ink-muted text-sm">{t('dashboard.attentionText')}</p>
          </div>
          <ul className="divide-y divide-border">
            {attention.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.to}
                  className="flex items-center justify-between gap-3 py-2.5 hover:text-primary-700"
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <item.icon className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
                    <span className="truncate">{t(`dashboard.attention.${item.key}`)}</span>
                  </span>
                  <Badge variant={item.count > 0 ? 'accent' : 'neutral'}>{count(item.count)}</Badge>
                </Link>
              </li>
            ))}
          </ul>
        </Card>

        <BarChart
          className="lg:col-span-1"
          title={t('dashboard.rolesTitle')}
          description={t('dashboard.rolesText')}
          headingLevel={3}
          csvName="users-by-role"
          ariaLabel={t('dashboard.rolesLabel', { count: accounts })}
          categoryLabel={t('dashboard.role')}
          valueLabel={t('dashboard.accounts')}
          data={data.usersByRole.map((r) => ({
            key: r.role,
            label: t(`dashboard.roles.${r.role}`),
            value: r.count,
          }))}
        />

        <Card className="grid gap-3 p-5" role="region" aria-labelledby="signups-title">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 id="signups-title" className="font-semibold text-ink text-lg">
              {t('dashboard.recentSignUpsTitle')}
            </h3>
            <Button variant="link" size="sm" asChild>
              <Link to={paths.admin.users.href()}>{t('dashboard.allUsers')}</Link>
            </Button>
          </div>
          {data.recentSignUps.length === 0 ? (
            <p className="text-ink-muted text-sm">{t('dashboard.noSignUps')}</p>
          ) : (
            <ul className="divide-y divide-border">
              {data.recentSignUps.map((u) => (
                <li key={u.id} className="grid gap-0.5 py-2.5">
                  <span className="flex min-w-0 items-center justify-between gap-2">
                    <span className="truncate font-medium text-ink">{u.name}</span>
                    <Badge variant="outline">{t(`dashboard.roles.${u.role as 'student'}`)}</Badge>
                  </span>
                  <span className="truncate text-ink-muted text-xs">
                    {u.email} · {formatDateTime(u.createdAt, lang)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
