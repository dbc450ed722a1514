import '@/i18n/app';
import '@/i18n/exams';
import type { CatalogueSubject, OwnPackage } from '@common/contracts/commerce';
import type { ExamSummary } from '@common/contracts/exams';
import { useQuery } from '@tanstack/react-query';
import {
  BookOpenCheck,
  ChevronRight,
  ClipboardList,
  Coins,
  KeyRound,
  type LucideIcon,
  PackageCheck,
  Play,
  Plus,
  ShoppingCart,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { OwnAccommodationsCard } from '@/features/accommodations/accommodations-summary';
import { useCurrentUser } from '@/features/auth/session';
import { commerceKeys, getOwnPackages, getSubjectCatalogue } from '@/features/commerce/api';
import { StatCard } from '@/features/dashboard/stat-card';
import { examKeys, getExams } from '@/features/exams/api';
import { ExamStatusBadge, formatPercent } from '@/features/exams/exam-labels';
import { DashboardLearning } from '@/features/learning/dashboard-learning';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

/** How many of the latest exams the dashboard lists. */
const LATEST_EXAMS = 5;
const latestQuery = { page: 1, pageSize: LATEST_EXAMS } as const;
/** Holds a card's hint line while its figure loads, so the cards do not grow under the reader. */
const HINT_PLACEHOLDER = (
  <span
    aria-hidden="true"
    className="inline-block h-3 w-28 animate-pulse rounded-md bg-slate-200/80 align-middle"
  />
);

/** The active package that ends first (the one the student should renew). */
function nearestExpiry(packages: OwnPackage[]): OwnPackage | undefined {
  return packages
    .filter((p) => p.status === 'active')
    .sort((a, b) => Date.parse(a.expiryDate) - Date.parse(b.expiryDate))[0];
}

/** Student's home: points, packages, subjects, latest exams and what to do next. */
export function Component() {
  const { t, i18n } = useTranslation('app');
  const me = useCurrentUser();
  useDocumentTitle(t('student.pageTitle'));
  const lang = i18n.language;
  const numbers = new Intl.NumberFormat(lang);

  const packages = useQuery({ queryKey: commerceKeys.ownPackages, queryFn: getOwnPackages });
  const catalogue = useQuery({ queryKey: commerceKeys.subjects, queryFn: getSubjectCatalogue });
  const exams = useQuery({
    queryKey: examKeys.list(latestQuery),
    queryFn: () => getExams(latestQuery),
  });

  const active = packages.data?.packages.filter((p) => p.status === 'active') ?? [];
  const nearest = packages.data ? nearestExpiry(packages.data.packages) : undefined;
  const unlocked = catalogue.data?.subjects.filter((s) => s.unlocked) ?? [];
  const lockedCount = (catalogue.data?.subjects.length ?? 0) - unlocked.length;
  // The catalogue and the packages both carry the spendable points: either will do.
  const points = packages.data?.points ?? catalogue.data?.points;

  return (
    <>
      <PageHeader
        title={t('student.welcome', { firstName: me.firstName })}
        description={t('student.subtitle')}
      >
        <Button asChild>
          <Link to={paths.student.createExam.href()}>
            <Plus />
            {t('student.createExam')}
          </Link>
        </Button>
      </PageHeader>

      <OwnAccommodationsCard className="mb-4" />

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          icon={Coins}
          tone="accent"
          label={t('student.pointsTitle')}
          value={
            points !== undefined ? (
              numbers.format(points)
            ) : packages.isPending ? (
              <Skeleton className="mt-1 h-7 w-16" />
            ) : (
              t('student.unavailable')
            )
          }
          hint={
            points === undefined
              ? packages.isPending
                ? HINT_PLACEHOLDER
                : undefined
              : points > 0
                ? t('student.pointsHint', { count: points })
                : t('student.pointsHintNone')
          }
        />
        <StatCard
          icon={PackageCheck}
          label={t('student.packagesTitle')}
          value={
            packages.data ? (
              numbers.format(active.length)
            ) : packages.isPending ? (
              <Skeleton className="mt-1 h-7 w-16" />
            ) : (
              t('student.unavailable')
            )
          }
          hint={
            packages.data
              ? nearest
                ? t('student.packagesNearest', { date: formatDate(nearest.expiryDate, lang) })
                : t('student.packagesNone')
              : packages.isPending
                ? HINT_PLACEHOLDER
                : undefined
          }
        />
        <StatCard
          icon={BookOpenCheck}
          tone="neutral"
          label={t('student.subjectsStatTitle')}
          value={
            catalogue.data ? (
              numbers.format(unlocked.length)
            ) : catalogue.isPending ? (
              <Skeleton className="mt-1 h-7 w-16" />
            ) : (
              t('student.unavailable')
            )
          }
          hint={
            catalogue.data
              ? lockedCount > 0
                ? t('student.subjectsStatHint', { count: lockedCount })
                : t('student.subjectsStatAll')
              : catalogue.isPending
                ? HINT_PLACEHOLDER
                : undefined
          }
        />
      </div>
      {packages.isError ? (
        <LoadError className="mt-4" onRetry={() => packages.refetch()}>
          {t('student.packagesLoadFailed')}
        </LoadError>
      ) : null}

      <DashboardLearning />

      <section aria-labelledby="next-title" className="mt-8">
        <h2 id="next-title" className="mb-3 font-semibold text-ink text-lg">
          {t('student.nextTitle')}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          <Shortcut
            icon={Plus}
            title={t('student.next.create.title')}
            text={
              !catalogue.data
                ? undefined
                : unlocked.length > 0
                  ? t('student.next.create.ready', { count: unlocked.length })
                  : t('student.next.create.locked')
            }
            to={paths.student.createExam.href()}
            action={t('student.next.create.action')}
          />
          <Shortcut
            icon={KeyRound}
            title={t('student.next.unlock.title')}
            text={
              !catalogue.data || points === undefined
                ? undefined
                : lockedCount === 0
                  ? t('student.next.unlock.allUnlocked')
                  : points > 0
                    ? t('student.next.unlock.withPoints', { count: points })
                    : t('student.next.unlock.noPoints')
            }
            to={paths.student.unlockedSubjects.href()}
            action={t('student.next.unlock.action')}
          />
          <Shortcut
            icon={ShoppingCart}
            title={t('student.next.buy.title')}
            text={
              !packages.data
                ? undefined
                : nearest
                  ? t('student.next.buy.expiring', { date: formatDate(nearest.expiryDate, lang) })
                  : t('student.next.buy.none')
            }
            to={paths.student.buyPackage.href()}
            action={t('student.next.buy.action')}
          />
        </div>
      </section>

      <section aria-labelledby="subjects-title" className="mt-8">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="subjects-title" className="font-semibold text-ink text-lg">
            {t('student.subjectsTitle')}
          </h2>
          <Button variant="link" size="sm" asChild>
            <Link to={paths.student.unlockedSubjects.href()}>{t('student.manageSubjects')}</Link>
          </Button>
        </div>
        {catalogue.isPending ? (
          <div className="flex flex-wrap gap-2">
            <Skeleton className="h-9 w-40" />
            <Skeleton className="h-9 w-32" />
            <Skeleton className="h-9 w-44" />
          </div>
        ) : catalogue.isError ? (
          <LoadError onRetry={() => catalogue.refetch()}>
            {t('student.subjectsLoadFailed')}
          </LoadError>
        ) : unlocked.length === 0 ? (
          <p className="text-ink-muted text-sm">{t('student.noSubjects')}</p>
        ) : (
          <>
            <p className="mb-3 text-ink-muted text-sm">{t('student.subjectsHint')}</p>
            <ul className="flex flex-wrap gap-2">
              {unlocked.map((subject) => (
                <li key={subject.id} className="max-w-full">
                  <SubjectChip subject={subject} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="exams-title" className="mt-8">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="exams-title" className="font-semibold text-ink text-lg">
            {t('student.examsTitle')}
          </h2>
          {exams.data && exams.data.total > 0 ? (
            <Button variant="link" size="sm" asChild>
              <Link to={paths.student.myExams.href()}>{t('student.allExams')}</Link>
            </Button>
          ) : null}
        </div>
        {exams.isPending ? (
          <Card className="grid gap-3 p-4" data-testid="exams-loading">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </Card>
        ) : exams.isError ? (
          <LoadError onRetry={() => exams.refetch()}>{t('student.examsLoadFailed')}</LoadError>
        ) : exams.data.items.length === 0 ? (
          <EmptyState
            icon={ClipboardList}
            title={t('student.noExamsTitle')}
            description={t('student.noExamsText')}
            action={
              <Button asChild>
                <Link to={paths.student.createExam.href()}>
                  <Plus />
                  {t('student.createFirst')}
                </Link>
              </Button>
            }
          />
        ) : (
          <Card>
            <ul className="divide-y divide-border">
              {exams.data.items.map((exam) => (
                <ExamRow key={exam.id} exam={exam} />
              ))}
            </ul>
          </Card>
        )}
      </section>
    </>
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
        {t('student.retry')}
      </Button>
    </div>
  );
}

/** A shortcut to a place the student goes often; the learning card above says what is next. */
function Shortcut({
  icon: Icon,
  title,
  text,
  to,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text: string | undefined;
  to: string;
  action: string;
}) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h3 className="font-semibold text-ink">{title}</h3>
          {text === undefined ? (
            <Skeleton className="h-4 w-40" />
          ) : (
            <p className="text-ink-muted text-sm">{text}</p>
          )}
        </div>
      </div>
      <Button asChild size="sm" variant="secondary" className="mt-auto self-start">
        <Link to={to}>{action}</Link>
      </Button>
    </Card>
  );
}

function SubjectChip({ subject }: { subject: CatalogueSubject }) {
  const { t, i18n } = useTranslation('app');
  return (
    <Link
      to={`${paths.student.createExam.href()}?subject=${encodeURIComponent(subject.id)}`}
      className="inline-flex max-w-full items-center gap-2 rounded-full border border-primary-200 bg-primary-50 py-1.5 ps-3 pe-2 text-primary-800 text-sm transition-colors hover:border-primary-400 hover:bg-primary-100"
    >
      <span className="truncate font-semibold">{subject.name}</span>
      {subject.expiresAt ? (
        <span className="hidden whitespace-nowrap text-primary-700 text-xs sm:inline">
          {t('student.subjectUntil', { date: formatDate(subject.expiresAt, i18n.language) })}
        </span>
      ) : null}
      <ChevronRight className="size-4 shrink-0 rtl:rotate-180" aria-hidden="true" />
    </Link>
  );
}

function ExamRow({ exam }: { exam: ExamSummary }) {
  const { t, i18n } = useTranslation('app');
  const lang = i18n.language;
  const detail = exam.score ? (
    <span className="font-semibold text-ink tabular-nums">
      {formatPercent(exam.score.percent, lang)}
      {exam.score.scaled ? ` · ${t('student.examScaled', { scaled: exam.score.scaled })}` : ''}
    </span>
  ) : exam.status === 'in_progress' ? (
    <span>
      {t('student.examProgress', { answered: exam.answeredCount, total: exam.questionCount })}
    </span>
  ) : null;

  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="grid min-w-0 gap-1">
        <Link
          to={paths.student.exam.href({ examId: exam.id })}
          className="break-words font-semibold text-ink underline-offset-4 hover:text-primary-700 hover:underline"
        >
          {exam.title}
        </Link>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-muted text-xs">
          <span>{exam.subject.name}</span>
          <ExamStatusBadge status={exam.status} />
          {detail}
          <span>{formatDate(exam.submittedAt ?? exam.startedAt ?? exam.createdAt, lang)}</span>
        </span>
      </div>
      <ExamAction exam={exam} />
    </li>
  );
}

function ExamAction({ exam }: { exam: ExamSummary }) {
  const { t } = useTranslation('app');
  const className = 'shrink-0 self-start sm:self-center';
  if (exam.status === 'in_progress') {
    return (
      <Button size="sm" asChild className={className}>
        <Link
          to={paths.student.examProcess.href({ examId: exam.id })}
          aria-label={t('student.resumeExam', { title: exam.title })}
        >
          <Play />
          {t('student.resume')}
        </Link>
      </Button>
    );
  }
  if (exam.status === 'ready') {
    return (
      <Button size="sm" variant="secondary" asChild className={className}>
        <Link
          to={paths.student.exam.href({ examId: exam.id })}
          aria-label={t('student.startExam', { title: exam.title })}
        >
          {t('student.start')}
        </Link>
      </Button>
    );
  }
  if (exam.status === 'submitted') {
    return (
      <Button size="sm" variant="secondary" asChild className={className}>
        <Link
          to={paths.student.examReport.href({ examId: exam.id })}
          aria-label={t('student.reportFor', { title: exam.title })}
        >
          {t('student.report')}
        </Link>
      </Button>
    );
  }
  // Expired: the report exists only when it was scored; the details page says what happened.
  return (
    <Button size="sm" variant="secondary" asChild className={className}>
      <Link
        to={
          exam.score
            ? paths.student.examReport.href({ examId: exam.id })
            : paths.student.exam.href({ examId: exam.id })
        }
        aria-label={
          exam.score
            ? t('student.reportFor', { title: exam.title })
            : t('student.detailsFor', { title: exam.title })
        }
      >
        {exam.score ? t('student.report') : t('student.details')}
      </Link>
    </Button>
  );
}
