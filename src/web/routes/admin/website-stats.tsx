import '@/i18n/siteAnalytics';
import type { WebsiteAnalytics } from '@common/contracts/business-analytics-site';
import { Eye, Link2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AnalyticsPage } from '@/components/analytics-page';
import { BarChart } from '@/components/charts/bar-chart';
import { MultiSeriesChart } from '@/components/charts/multi-series-chart';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { FigureGrid, PeriodFigureCard, type PeriodFigureCardProps } from '@/components/figure-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getWebsiteAnalytics, siteAnalyticsKeys } from '@/features/site-analytics/api';
import { formatCount, formatDate, formatRatio } from '@/lib/format';
import { paths } from '@/paths';

const FUNNEL = ['visitors', 'signUps', 'trials', 'purchases'] as const;

const dayLabel = (day: string, lang: string) => formatDate(`${day}T00:00:00Z`, lang);
const dayTick = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The spec's website-stats page: traffic, sources, audience, funnel and affiliate links. */
export function Component() {
  const { t } = useTranslation('siteAnalytics');
  return (
    <AnalyticsPage
      title={t('website.title')}
      description={t('website.description')}
      queryKey={siteAnalyticsKeys.website}
      queryFn={getWebsiteAnalytics}
      figures={3}
    >
      {(data) => <WebsiteFigures data={data} />}
    </AnalyticsPage>
  );
}

function WebsiteFigures({ data }: { data: WebsiteAnalytics }) {
  const { t, i18n } = useTranslation('siteAnalytics');
  const lang = i18n.language;
  const count = (n: number) => formatCount(n, lang);
  const regions = new Intl.DisplayNames([lang], { type: 'region' });
  const countryName = (code: string | null) => {
    if (!code) return t('website.unknownCountry');
    try {
      return regions.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const range = `${data.period.from}-${data.period.to}`;
  const noData = data.pageViews.current === 0 ? t('website.noData') : undefined;
  const cards: PeriodFigureCardProps[] = [
    { icon: Eye, label: t('website.pageViews'), figure: data.pageViews },
    {
      icon: Users,
      label: t('website.visitors'),
      figure: data.visitors,
      hint: t('website.visitorsHint'),
    },
    {
      icon: Link2,
      label: t('website.affiliateVisits'),
      figure: data.affiliateVisits,
      hint: t('website.affiliateVisitsHint'),
      tone: 'accent',
    },
  ];

  return (
    <>
      <FigureGrid columns={3}>
        {cards.map((card) => (
          <PeriodFigureCard key={card.label} {...card} />
        ))}
      </FigureGrid>

      <MultiSeriesChart
        title={t('website.dailyTitle')}
        description={t('website.dailyText')}
        csvName={`page-views-${range}`}
        ariaLabel={t('website.dailyLabel', {
          views: count(data.pageViews.current),
          visitors: count(data.visitors.current),
          from: dayLabel(data.period.from, lang),
          to: dayLabel(data.period.to, lang),
        })}
        xLabel={t('website.day')}
        series={[
          {
            key: 'views',
            label: t('website.views'),
            kind: 'bar',
            color: 'var(--color-primary-600)',
          },
          {
            key: 'visitors',
            label: t('website.visitorsColumn'),
            kind: 'line',
            color: 'var(--color-accent-600)',
          },
        ]}
        points={(noData ? [] : data.daily).map((d) => ({
          key: d.day,
          label: dayLabel(d.day, lang),
          tick: dayTick(d.day, lang),
          values: { views: d.views, visitors: d.visitors },
        }))}
        emptyText={noData}
      />

      <Funnel data={data} />

      <div className="grid min-w-0 items-start gap-6 xl:grid-cols-2">
        <BarChart
          title={t('website.topPagesTitle')}
          description={t('website.topPagesText')}
          csvName={`top-pages-${range}`}
          ariaLabel={t('website.topPagesLabel', { count: data.topPages.length })}
          categoryLabel={t('website.page')}
          valueLabel={t('website.views')}
          data={data.topPages.map((p) => ({ key: p.path, label: p.path, value: p.views }))}
          emptyText={noData}
        />
        <BarChart
          title={t('website.referrersTitle')}
          description={t('website.referrersText')}
          csvName={`referrers-${range}`}
          ariaLabel={t('website.referrersLabel', { count: data.referrers.length })}
          categoryLabel={t('website.referrer')}
          valueLabel={t('website.visitorsColumn')}
          color="var(--color-accent-600)"
          data={data.referrers.map((r) => ({
            key: r.host ?? '(direct)',
            label: r.host ?? t('website.direct'),
            value: r.visitors,
          }))}
          emptyText={noData}
        />
        <BarChart
          title={t('website.devicesTitle')}
          description={t('website.devicesText')}
          csvName={`devices-${range}`}
          ariaLabel={t('website.devicesLabel')}
          categoryLabel={t('website.device')}
          valueLabel={t('website.visitorsColumn')}
          data={data.devices.map((d) => ({
            key: d.device,
            label: t(`website.devices.${d.device}`),
            value: d.visitors,
          }))}
          emptyText={noData}
        />
        <BarChart
          title={t('website.countriesTitle')}
          description={t('website.countriesText')}
          csvName={`countries-${range}`}
          ariaLabel={t('website.countriesLabel', { count: data.countries.length })}
          categoryLabel={t('website.country')}
          valueLabel={t('website.visitorsColumn')}
          color="var(--color-accent-600)"
          data={data.countries.map((c) => ({
            key: c.countryCode ?? 'unknown',
            label: countryName(c.countryCode),
            value: c.visitors,
          }))}
          emptyText={noData}
        />
      </div>

      <Affiliates data={data} />
    </>
  );
}

function Funnel({ data }: { data: WebsiteAnalytics }) {
  const { t, i18n } = useTranslation('siteAnalytics');
  const lang = i18n.language;
  const steps = FUNNEL.map((key, i) => {
    const value = data.funnel[key];
    const before = i === 0 ? null : data.funnel[FUNNEL[i - 1] ?? 'visitors'];
    return { key, value, rate: before ? value / before : null };
  });
  const top = Math.max(1, ...steps.map((s) => s.value));
  return (
    <Card role="region" aria-labelledby="funnel-title">
      <CardHeader className="flex flex-row flex-wrap items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <CardTitle level={2} id="funnel-title">
            {t('website.funnelTitle')}
          </CardTitle>
          <CardDescription>{t('website.funnelText')}</CardDescription>
        </div>
        <CsvDownloadButton
          filename={`funnel-${data.period.from}-${data.period.to}`}
          label={t('ui.csv.downloadNamed', { ns: 'common', name: t('website.funnelTitle') })}
          rows={() => [
            [t('website.step'), t('website.people'), 'rate'],
            ...steps.map((s) => [t(`website.steps.${s.key}`), s.value, s.rate ?? '']),
          ]}
        />
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4">
          {steps.map((s, i) => (
            <li key={s.key} className="grid gap-1.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                <span className="font-semibold text-ink">
                  {i + 1}. {t(`website.steps.${s.key}`)}
                </span>
                <span className="text-ink-muted text-sm tabular-nums">
                  <span className="font-semibold text-ink">{formatCount(s.value, lang)}</span>
                  {i > 0 ? (
                    <>
                      {' · '}
                      {s.rate === null
                        ? t('website.noRate')
                        : t('website.rate', { rate: formatRatio(s.rate, lang) })}
                    </>
                  ) : null}
                </span>
              </div>
              <div className="h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-primary-600"
                  style={{ width: `${(s.value / top) * 100}%` }}
                />
              </div>
              <p className="text-ink-muted text-xs">{t(`website.definitions.${s.key}`)}</p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function Affiliates({ data }: { data: WebsiteAnalytics }) {
  const { t, i18n } = useTranslation('siteAnalytics');
  const lang = i18n.language;
  const columns = [
    t('website.affiliate'),
    t('website.code'),
    t('website.visits'),
    t('website.signUps'),
  ];
  return (
    <Card role="region" aria-labelledby="affiliates-title">
      <CardHeader className="flex flex-row flex-wrap items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <CardTitle level={2} id="affiliates-title">
            {t('website.affiliatesTitle')}
          </CardTitle>
          <CardDescription>{t('website.affiliatesText')}</CardDescription>
        </div>
        <Button variant="link" size="sm" asChild>
          <Link to={paths.admin.affiliateAccounts.href()}>{t('website.manageAffiliates')}</Link>
        </Button>
        {data.affiliates.length ? (
          <CsvDownloadButton
            filename={`affiliate-visits-${data.period.from}-${data.period.to}`}
            label={t('ui.csv.downloadNamed', {
              ns: 'common',
              name: t('website.affiliatesTitle'),
            })}
            rows={() => [
              columns,
              ...data.affiliates.map((a) => [a.name, a.code ?? '', a.visits, a.signUps]),
            ]}
          />
        ) : null}
      </CardHeader>
      <CardContent>
        {data.affiliates.length === 0 ? (
          <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-ink-muted text-sm">
            {t('website.noAffiliates')}
          </p>
        ) : (
          <div className="relative overflow-x-auto rounded-lg border border-border">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{t('website.affiliatesTitle')}</caption>
              <thead className="bg-slate-50">
                <tr>
                  {columns.map((c, i) => (
                    <th
                      key={c}
                      scope="col"
                      className={`whitespace-nowrap px-3 py-2 font-semibold text-ink-muted text-xs ${i < 2 ? 'text-start' : 'text-end'}`}
                    >
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.affiliates.map((a) => (
                  <tr key={a.affiliateId} className="border-border border-t">
                    <th scope="row" className="px-3 py-2 text-start font-medium text-ink">
                      {a.name}
                    </th>
                    <td className="px-3 py-2 font-mono text-ink-muted text-xs">{a.code ?? '—'}</td>
                    <td className="px-3 py-2 text-end tabular-nums">
                      {formatCount(a.visits, lang)}
                    </td>
                    <td className="px-3 py-2 text-end tabular-nums">
                      {formatCount(a.signUps, lang)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
