import type { UserDiagnostic } from '@common/contracts/diagnostics';
import { isRole } from '@common/roles';
import {
  CreditCard,
  FileWarning,
  KeyRound,
  LockOpen,
  Mail,
  MonitorSmartphone,
  Package,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount, formatDateTime, formatMoney } from '@/lib/format';
import { type SimpleColumn, SimpleTable } from './simple-table';

type D = UserDiagnostic;

function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="min-w-0 break-words font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function useFormat() {
  const { t, i18n } = useTranslation('diagnostics');
  const lng = i18n.language;
  const { t: tc } = useTranslation();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lng) : t('none'));
  return {
    t,
    lng,
    when,
    /** A column of dates and times that do not wrap. */
    dateColumn: <K extends string>(
      id: string,
      header: string,
      field: K,
    ): SimpleColumn<Record<K, string | null>> => ({
      id,
      header,
      className: 'whitespace-nowrap',
      cell: (row) => when(row[field]),
    }),
    yesNo: (value: boolean) => (
      <Badge variant={value ? 'success' : 'neutral'}>{value ? t('yes') : t('no')}</Badge>
    ),
    role: (role: string | null) => (role ? (isRole(role) ? tc(`roles.${role}`) : role) : t('none')),
    text: (value: string | null | undefined) => (value ? value : t('none')),
  };
}

export function ProfileSection({ d }: { d: D }) {
  const { t, lng, when, yesNo, role, text } = useFormat();
  const p = d.profile;
  const referredBy = d.referrer
    ? `${d.referrer.name || d.referrer.email} (${d.referrer.email}, ${role(d.referrer.role)})`
    : d.referredById
      ? t('profile.referrerMissing', { id: d.referredById })
      : t('none');
  return (
    <Section title={t('profile.title')}>
      <Facts
        items={[
          [t('profile.name'), text(p.name)],
          [t('profile.email'), p.email],
          [t('profile.role'), role(p.role)],
          [t('profile.previousRole'), role(p.previousRole)],
          [t('profile.code'), text(p.code)],
          [t('profile.referredBy'), referredBy],
          [t('profile.phone'), text(p.phoneNumber)],
          [t('profile.country'), text(p.countryCode)],
          [t('profile.points'), formatCount(p.unlockPoints, lng)],
          [t('profile.spendable'), formatCount(p.spendablePoints, lng)],
          [t('profile.banned'), yesNo(p.banned)],
          [t('profile.createdAt'), when(p.createdAt)],
          [t('profile.updatedAt'), when(p.updatedAt)],
          [
            t('profile.id'),
            <code key="id" className="text-xs">
              {p.id}
            </code>,
          ],
        ]}
      />
    </Section>
  );
}

export function AuthSection({ d }: { d: D }) {
  const { t, dateColumn, yesNo } = useFormat();
  return (
    <Section title={t('auth.title')}>
      <Facts
        items={[
          [t('auth.emailVerified'), yesNo(d.verification.emailVerified)],
          [t('auth.adminVerified'), yesNo(d.verification.adminVerified)],
          [t('auth.exempt'), yesNo(d.verification.exempt)],
        ]}
      />
      <SimpleTable
        caption={t('auth.caption')}
        rows={d.authAccounts}
        getRowId={(a) => a.id}
        emptyTitle={t('auth.emptyTitle')}
        emptyIcon={KeyRound}
        columns={[
          { id: 'provider', header: t('auth.provider'), cell: (a) => a.providerId },
          {
            id: 'password',
            header: t('auth.password'),
            cell: (a) => (
              <Badge variant={a.hasPassword ? 'success' : 'danger'}>
                {a.hasPassword ? t('auth.passwordSet') : t('auth.passwordNone')}
              </Badge>
            ),
          },
          {
            id: 'accountId',
            header: t('auth.accountId'),
            cell: (a) => <code className="break-all text-xs">{a.accountId}</code>,
          },
          dateColumn('created', t('auth.created'), 'createdAt'),
        ]}
      />
    </Section>
  );
}

export function SessionsSection({ d }: { d: D }) {
  const { t, dateColumn, text } = useFormat();
  return (
    <Section title={t('sessions.title')}>
      <h3 className="font-semibold text-sm">{t('sessions.authCaption')}</h3>
      <SimpleTable
        caption={t('sessions.authCaption')}
        rows={d.authSessions}
        getRowId={(s) => s.id}
        emptyTitle={t('sessions.emptyAuth')}
        emptyHeadingLevel={4}
        emptyIcon={MonitorSmartphone}
        columns={[
          dateColumn('created', t('sessions.created'), 'createdAt'),
          dateColumn('expires', t('sessions.expires'), 'expiresAt'),
          { id: 'ip', header: t('sessions.ip'), cell: (s) => text(s.ipAddress) },
          {
            id: 'status',
            header: t('sessions.status'),
            cell: (s) => (
              <span className="flex flex-wrap gap-1">
                <Badge variant={s.expired ? 'neutral' : 'success'}>
                  {s.expired ? t('sessions.statusExpired') : t('sessions.statusLive')}
                </Badge>
                {s.impersonatedBy ? (
                  <Badge variant="accent">{t('sessions.impersonated')}</Badge>
                ) : null}
              </span>
            ),
          },
        ]}
      />
      <h3 className="font-semibold text-sm">{t('sessions.trackedCaption')}</h3>
      <SimpleTable
        caption={t('sessions.trackedCaption')}
        rows={d.trackedSessions}
        getRowId={(s) => s.id}
        emptyTitle={t('sessions.emptyTracked')}
        emptyHeadingLevel={4}
        emptyIcon={MonitorSmartphone}
        columns={[
          dateColumn('created', t('sessions.created'), 'createdAt'),
          dateColumn('last', t('sessions.lastActivity'), 'lastActivity'),
          {
            id: 'device',
            header: t('sessions.device'),
            cell: (s) => [s.browser, s.os, s.deviceType].filter(Boolean).join(' · ') || t('none'),
          },
          { id: 'ip', header: t('sessions.ip'), cell: (s) => text(s.ipAddress) },
          { id: 'location', header: t('sessions.location'), cell: (s) => text(s.location) },
          {
            id: 'status',
            header: t('sessions.status'),
            cell: (s) =>
              s.orphaned ? (
                <Badge variant="danger">{t('sessions.statusOrphaned')}</Badge>
              ) : s.isActive && s.signedIn ? (
                <Badge variant="success">{t('sessions.statusActive')}</Badge>
              ) : (
                <Badge variant="neutral">{t('sessions.statusEnded')}</Badge>
              ),
          },
        ]}
      />
    </Section>
  );
}

const PACKAGE_STATUS = {
  active: 'statusActive',
  expired: 'statusExpired',
  revoked: 'statusRevoked',
} as const;

export function PackagesSection({ d }: { d: D }) {
  const { t, lng, dateColumn, yesNo } = useFormat();
  return (
    <Section title={t('packages.title')}>
      <SimpleTable
        caption={t('packages.caption')}
        rows={d.packages}
        getRowId={(p) => p.id}
        emptyTitle={t('packages.empty')}
        emptyIcon={Package}
        columns={[
          { id: 'name', header: t('packages.name'), cell: (p) => p.packageName },
          {
            id: 'points',
            header: t('packages.points'),
            className: 'text-end tabular-nums',
            cell: (p) =>
              `${formatCount(p.availability, lng)} / ${formatCount(p.unlockPoints, lng)}`,
          },
          dateColumn('expires', t('packages.expires'), 'expiryDate'),
          {
            id: 'status',
            header: t('packages.status'),
            cell: (p) => {
              const key = PACKAGE_STATUS[p.status as keyof typeof PACKAGE_STATUS];
              return <Badge variant="outline">{key ? t(`packages.${key}`) : p.status}</Badge>;
            },
          },
          { id: 'spendable', header: t('packages.spendable'), cell: (p) => yesNo(p.spendable) },
        ]}
      />
    </Section>
  );
}

export function UnlocksSection({ d }: { d: D }) {
  const { t, dateColumn, yesNo } = useFormat();
  return (
    <Section title={t('unlocks.title')}>
      <SimpleTable
        caption={t('unlocks.caption')}
        rows={d.unlocks}
        getRowId={(u) => u.id}
        emptyTitle={t('unlocks.empty')}
        emptyIcon={LockOpen}
        columns={[
          { id: 'subject', header: t('unlocks.subject'), cell: (u) => u.subjectName },
          dateColumn('unlocked', t('unlocks.unlocked'), 'unlockedAt'),
          dateColumn('expires', t('unlocks.expires'), 'expiresAt'),
          { id: 'active', header: t('unlocks.active'), cell: (u) => yesNo(u.active) },
        ]}
      />
    </Section>
  );
}

export function PaymentsSection({ d }: { d: D }) {
  const { t, lng, dateColumn } = useFormat();
  const { t: tp } = useTranslation('commerce');
  return (
    <Section title={t('payments.title')}>
      <SimpleTable
        caption={t('payments.caption')}
        rows={d.payments}
        getRowId={(p) => p.id}
        emptyTitle={t('payments.empty')}
        emptyIcon={CreditCard}
        columns={[
          dateColumn('date', t('payments.date'), 'createdAt'),
          { id: 'package', header: t('payments.package'), cell: (p) => p.packageName },
          {
            id: 'amount',
            header: t('payments.amount'),
            className: 'text-end tabular-nums',
            cell: (p) => formatMoney(p.amountPaid, lng, p.currency),
          },
          {
            id: 'provider',
            header: t('payments.provider'),
            cell: (p) => tp(`adminPayments.providers.${p.provider as 'sandbox'}`),
          },
          {
            id: 'status',
            header: t('payments.status'),
            cell: (p) => (
              <Badge variant={p.status === 'succeeded' ? 'success' : 'outline'}>
                {tp(`adminPayments.statuses.${p.status as 'pending'}`)}
              </Badge>
            ),
          },
        ]}
      />
    </Section>
  );
}

export function EmailsSection({ d }: { d: D }) {
  const { t, lng, dateColumn, text } = useFormat();
  return (
    <Section title={t('emails.title')}>
      <SimpleTable
        caption={t('emails.caption')}
        rows={d.emails}
        getRowId={(m) => m.id}
        emptyTitle={t('emails.empty')}
        emptyIcon={Mail}
        columns={[
          dateColumn('date', t('emails.date'), 'createdAt'),
          {
            id: 'subject',
            header: t('emails.subject'),
            className: 'min-w-48',
            cell: (m) => m.subject,
          },
          { id: 'template', header: t('emails.template'), cell: (m) => text(m.templateKey) },
          {
            id: 'status',
            header: t('emails.status'),
            cell: (m) => (
              <Badge
                variant={
                  m.status === 'sent' ? 'success' : m.status === 'failed' ? 'danger' : 'outline'
                }
              >
                {m.status}
              </Badge>
            ),
          },
          {
            id: 'attempts',
            header: t('emails.attempts'),
            className: 'text-end tabular-nums',
            cell: (m) => formatCount(m.attempts, lng),
          },
          { id: 'error', header: t('emails.error'), cell: (m) => text(m.error) },
        ]}
      />
    </Section>
  );
}

export function ErrorsSection({ d }: { d: D }) {
  const { t, dateColumn, text } = useFormat();
  return (
    <Section title={t('errors.title')}>
      <SimpleTable
        caption={t('errors.caption')}
        rows={d.recentErrors}
        getRowId={(e) => e.id}
        emptyTitle={t('errors.empty')}
        emptyIcon={FileWarning}
        columns={[
          dateColumn('time', t('errors.time'), 'createdAt'),
          {
            id: 'level',
            header: t('errors.level'),
            cell: (e) => (
              <Badge variant={e.level === 'error' ? 'danger' : 'outline'}>
                {t(`errors.levels.${e.level}`)}
              </Badge>
            ),
          },
          {
            id: 'source',
            header: t('errors.source'),
            cell: (e) => t(`errors.sources.${e.source}`),
          },
          {
            id: 'message',
            header: t('errors.message'),
            className: 'min-w-64 break-words',
            cell: (e) => e.message,
          },
          { id: 'path', header: t('errors.path'), cell: (e) => text(e.path) },
          {
            id: 'requestId',
            header: t('errors.requestId'),
            className: 'font-mono text-xs',
            cell: (e) => text(e.requestId),
          },
        ]}
      />
    </Section>
  );
}
