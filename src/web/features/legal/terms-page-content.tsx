import '@/i18n/legal';
import type { ParseKeys } from 'i18next';
import {
  Ban,
  CalendarDays,
  CircleCheck,
  Clock,
  FileText,
  Info,
  type LucideIcon,
  Mail,
  MapPin,
  Phone,
  RotateCcw,
  ShieldCheck,
  Tag,
  Zap,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PackagePrices } from '@/features/public-site/package-prices';
import { cn } from '@/lib/cn';
import { SUPPORT_EMAIL } from '@/paths';

/** The page's sections, in page order; each id is an in-page anchor (#contact …). */
export const LEGAL_SECTIONS = [
  'contact',
  'terms',
  'privacy',
  'refund',
  'cancellation',
  'prices',
  'delivery',
] as const;
export type LegalSectionId = (typeof LEGAL_SECTIONS)[number];

const ICONS: Record<LegalSectionId, LucideIcon> = {
  contact: Phone,
  terms: FileText,
  privacy: ShieldCheck,
  refund: RotateCcw,
  cancellation: Ban,
  prices: Tag,
  delivery: Zap,
};

/** Below the fixed 64 px header when an anchor scrolls a heading into view. */
const anchorOffset = 'scroll-mt-24';

/** Table of contents beside a centred 48rem text column on large screens; one column below. */
const columns =
  'mx-auto grid max-w-6xl grid-cols-1 gap-x-12 px-4 sm:px-6 lg:grid-cols-[15rem_minmax(0,48rem)] lg:justify-center';

const linkClass =
  'font-medium text-primary-700 underline decoration-primary-300 underline-offset-4 hover:text-primary-800 hover:decoration-primary-700';

const titleId = (id: string) => `${id}-title`;

function useLegal() {
  const { t } = useTranslation('legal');
  /** A string list of the namespace (paragraphs, bullet points). */
  const list = (key: ParseKeys<'legal', { returnObjects: true }>) =>
    t(key, { returnObjects: true }) as unknown as string[];
  return { t, list };
}

function LegalSection({ id, children }: { id: LegalSectionId; children: ReactNode }) {
  const { t } = useLegal();
  const Icon = ICONS[id];
  return (
    <section
      id={id}
      aria-labelledby={titleId(id)}
      className={cn(anchorOffset, 'py-12 first:pt-0 last:pb-0 sm:py-14')}
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700 ring-1 ring-primary-100">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2
          id={titleId(id)}
          className="text-balance font-bold text-2xl text-ink tracking-tight sm:text-3xl"
        >
          {t(`sections.${id}`)}
        </h2>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-8 text-ink-muted leading-7">{children}</div>
    </section>
  );
}

function Subsection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-3">
      <h3 id={id} className={cn(anchorOffset, 'font-semibold text-ink text-lg')}>
        {title}
      </h3>
      {children}
    </div>
  );
}

function Paragraphs({ items }: { items: string[] }) {
  return items.map((text) => <p key={text}>{text}</p>);
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="grid list-disc gap-2 ps-5 marker:text-primary-500">
      {items.map((text) => (
        <li key={text} className="ps-1">
          {text}
        </li>
      ))}
    </ul>
  );
}

function SupportEmailLink() {
  return (
    <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
      {SUPPORT_EMAIL}
    </a>
  );
}

function TableOfContents() {
  const { t } = useLegal();
  return (
    <nav
      aria-labelledby="toc-title"
      className="rounded-card border border-border bg-canvas p-5 lg:sticky lg:top-24 lg:rounded-none lg:border-y-0 lg:border-e-0 lg:bg-transparent lg:py-0 lg:pe-0 lg:ps-5"
    >
      <h2 id="toc-title" className="font-semibold text-ink text-sm uppercase tracking-wider">
        {t('toc.title')}
      </h2>
      <ol className="mt-3 grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
        {LEGAL_SECTIONS.map((id) => {
          const Icon = ICONS[id];
          return (
            <li key={id}>
              <a
                href={`#${id}`}
                className="-mx-2 flex items-center gap-2.5 rounded-lg px-2 py-2 font-medium text-ink-muted text-sm hover:bg-primary-50 hover:text-primary-800"
              >
                <Icon className="size-4 shrink-0 text-primary-600" aria-hidden="true" />
                {t(`sections.${id}`)}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function KeyPoints() {
  const { t, list } = useLegal();
  return (
    <div className="mb-12 rounded-card border border-primary-100 bg-primary-50 p-6 sm:p-7">
      <h2 id="key-points-title" className="font-bold text-lg text-primary-950">
        {t('summary.title')}
      </h2>
      <ul aria-labelledby="key-points-title" className="mt-4 grid gap-3">
        {list('summary.items').map((text) => (
          <li key={text} className="flex gap-3 text-primary-900 leading-6">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary-600" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}

type PhoneLine = { number: string; tel: string; region: string };
type Hours = { days: string; time: string };

function ContactDetail({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-card border border-border bg-surface p-5 shadow-card">
      <dt className="flex items-center gap-2 font-semibold text-ink">
        <Icon className="size-4 text-primary-700" aria-hidden="true" />
        {term}
      </dt>
      {children}
    </div>
  );
}

function ContactSection() {
  const { t, list } = useLegal();
  const phones = t('contact.phones', { returnObjects: true }) as PhoneLine[];
  const hours = t('contact.hoursLines', { returnObjects: true }) as Hours[];
  return (
    <LegalSection id="contact">
      <p>{t('contact.intro')}</p>
      <dl className="grid gap-4 sm:grid-cols-2">
        <ContactDetail icon={Phone} term={t('contact.phone')}>
          {phones.map((phone) => (
            <dd key={phone.tel} className="mt-2">
              <a href={`tel:${phone.tel}`} className={linkClass}>
                {phone.number}
              </a>
              <span className="block text-sm">{phone.region}</span>
            </dd>
          ))}
        </ContactDetail>
        <ContactDetail icon={Mail} term={t('contact.email')}>
          <dd className="mt-2 break-words">
            <SupportEmailLink />
          </dd>
        </ContactDetail>
        <ContactDetail icon={MapPin} term={t('contact.address')}>
          <dd className="mt-2">
            <address className="not-italic">
              {list('contact.addressLines').map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </ContactDetail>
        <ContactDetail icon={Clock} term={t('contact.hours')}>
          {hours.map((line) => (
            <dd key={line.days} className="mt-2 flex justify-between gap-4">
              <span>{line.days}</span>
              <span className="font-medium text-ink tabular-nums">{line.time}</span>
            </dd>
          ))}
        </ContactDetail>
      </dl>
      <p className="text-sm">{t('contact.accountTip')}</p>
    </LegalSection>
  );
}

type Limit = { name: string; value: string };

function TermsSection() {
  const { t, list } = useLegal();
  const limits = t('terms.points.limits', { returnObjects: true }) as Limit[];
  return (
    <LegalSection id="terms">
      <p>{t('terms.intro')}</p>
      <Subsection id="terms-accounts" title={t('terms.accounts.title')}>
        <Paragraphs items={list('terms.accounts.paragraphs')} />
      </Subsection>
      <Subsection id="terms-one-person" title={t('terms.onePerson.title')}>
        <Paragraphs items={list('terms.onePerson.paragraphs')} />
      </Subsection>
      <Subsection id="terms-acceptable-use" title={t('terms.acceptableUse.title')}>
        <p>{t('terms.acceptableUse.intro')}</p>
        <Bullets items={list('terms.acceptableUse.items')} />
        <p>{t('terms.acceptableUse.outro')}</p>
      </Subsection>
      <Subsection id="terms-content" title={t('terms.content.title')}>
        <Paragraphs items={list('terms.content.paragraphs')} />
      </Subsection>
      <Subsection id="terms-affiliates" title={t('terms.affiliates.title')}>
        <Paragraphs items={list('terms.affiliates.paragraphs')} />
      </Subsection>
      <Subsection id="terms-points" title={t('terms.points.title')}>
        <Paragraphs items={list('terms.points.paragraphs')} />
        <p className="font-medium text-ink">{t('terms.points.limitsIntro')}</p>
        <dl className="grid gap-3 sm:grid-cols-3">
          {limits.map((limit) => (
            <div key={limit.name} className="rounded-xl border border-border bg-canvas px-4 py-3">
              <dt className="font-semibold text-ink">{limit.name}</dt>
              <dd className="text-sm">{limit.value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm">{t('terms.points.limitsNote')}</p>
      </Subsection>
      <Subsection id="terms-trial" title={t('terms.trial.title')}>
        <Paragraphs items={list('terms.trial.paragraphs')} />
      </Subsection>
      <Subsection id="terms-payment" title={t('terms.payment.title')}>
        <Paragraphs items={list('terms.payment.paragraphs')} />
      </Subsection>
      <div className="rounded-card border border-accent-200 bg-accent-50 p-5 sm:p-6">
        <h3
          id="terms-final"
          className={cn(
            anchorOffset,
            'flex items-center gap-2 font-semibold text-accent-950 text-lg',
          )}
        >
          <Info className="size-5 shrink-0 text-accent-700" aria-hidden="true" />
          {t('terms.final.title')}
        </h3>
        <p className="mt-2 text-accent-950">{t('terms.final.text')}</p>
      </div>
      <Subsection id="terms-changes" title={t('terms.changes.title')}>
        <Paragraphs items={list('terms.changes.paragraphs')} />
      </Subsection>
    </LegalSection>
  );
}

function PrivacySection() {
  const { t, list } = useLegal();
  return (
    <LegalSection id="privacy">
      <p>{t('privacy.intro')}</p>
      <Subsection id="privacy-collect" title={t('privacy.collect.title')}>
        <Bullets items={list('privacy.collect.items')} />
      </Subsection>
      <Subsection id="privacy-why" title={t('privacy.why.title')}>
        <Bullets items={list('privacy.why.items')} />
      </Subsection>
      <Subsection id="privacy-sharing" title={t('privacy.sharing.title')}>
        <Paragraphs items={list('privacy.sharing.paragraphs')} />
      </Subsection>
      <Subsection id="privacy-retention" title={t('privacy.retention.title')}>
        <Bullets items={list('privacy.retention.items')} />
      </Subsection>
      <Subsection id="privacy-rights" title={t('privacy.rights.title')}>
        <Paragraphs items={list('privacy.rights.paragraphs')} />
        <p>
          <SupportEmailLink />
        </p>
      </Subsection>
      <Subsection id="privacy-cookies" title={t('privacy.cookies.title')}>
        <Paragraphs items={list('privacy.cookies.paragraphs')} />
      </Subsection>
      <Subsection id="privacy-security" title={t('privacy.security.title')}>
        <Paragraphs items={list('privacy.security.paragraphs')} />
      </Subsection>
    </LegalSection>
  );
}

function RefundSection() {
  const { t, list } = useLegal();
  return (
    <LegalSection id="refund">
      <p className="font-medium text-ink">{t('refund.intro')}</p>
      <Subsection id="refund-exceptions" title={t('refund.exceptions.title')}>
        <Paragraphs items={list('refund.exceptions.paragraphs')} />
        <p className="flex flex-wrap items-center gap-x-2">
          <Mail className="size-4 text-primary-700" aria-hidden="true" />
          {t('refund.contactLabel')} <SupportEmailLink />
        </p>
      </Subsection>
    </LegalSection>
  );
}

function CancellationSection() {
  const { t, list } = useLegal();
  return (
    <LegalSection id="cancellation">
      <p>{t('cancellation.intro')}</p>
      <Subsection id="cancellation-packages" title={t('cancellation.noCancel.title')}>
        <Paragraphs items={list('cancellation.noCancel.paragraphs')} />
      </Subsection>
      <Subsection id="cancellation-account" title={t('cancellation.closing.title')}>
        <Paragraphs items={list('cancellation.closing.paragraphs')} />
        <p>
          <SupportEmailLink />
        </p>
      </Subsection>
    </LegalSection>
  );
}

function PricesSection() {
  const { t, list } = useLegal();
  return (
    <LegalSection id="prices">
      <div>
        <p>{t('prices.intro')}</p>
        <PackagePrices />
      </div>
      <Subsection id="prices-notes" title={t('prices.notesTitle')}>
        <Bullets items={list('prices.notes')} />
      </Subsection>
    </LegalSection>
  );
}

type Step = { title: string; text: string };

function DeliverySection() {
  const { t } = useLegal();
  const steps = t('delivery.steps', { returnObjects: true }) as Step[];
  return (
    <LegalSection id="delivery">
      <p>{t('delivery.intro')}</p>
      <Subsection id="delivery-steps" title={t('delivery.stepsLabel')}>
        <ol className="grid gap-3 sm:grid-cols-2">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-3 rounded-card border border-border bg-surface p-4 shadow-card"
            >
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-accent-100 font-bold text-accent-900 text-sm"
              >
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold text-ink">{step.title}</span>
                <span className="block text-sm leading-6">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </Subsection>
      <p className="flex gap-3 rounded-xl bg-canvas p-4 text-sm leading-6">
        <Info className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
        {t('delivery.missing')}
      </p>
    </LegalSection>
  );
}

/**
 * The body of /terms-and-policies (the caller adds the public header and footer): contact,
 * terms and conditions, privacy, refund, cancellation, prices and delivery, each an in-page
 * anchor listed in the table of contents. Static markup only, so it pre-renders at build time;
 * the price list fills itself from the API (PackagePrices).
 */
export function TermsPageContent() {
  const { t } = useLegal();
  return (
    <>
      <div className="border-border border-b bg-canvas">
        <div className={cn(columns, 'py-12 sm:py-16')}>
          <header className="mx-auto w-full max-w-3xl lg:col-start-2">
            <p className="font-semibold text-primary-700 text-sm uppercase tracking-wider">
              {t('eyebrow')}
            </p>
            <h1 className="mt-2 text-balance font-bold text-4xl text-ink tracking-tight sm:text-display">
              {t('title')}
            </h1>
            <p className="mt-5 text-ink-muted text-lg leading-8">{t('intro')}</p>
            <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1.5 text-ink-muted text-sm">
              <CalendarDays className="size-4 text-primary-700" aria-hidden="true" />
              {t('lastUpdated')}:{' '}
              <time dateTime={t('lastUpdatedIso')} className="font-medium text-ink">
                {t('lastUpdatedDate')}
              </time>
            </p>
          </header>
        </div>
      </div>
      <div className={cn(columns, 'gap-y-10 py-12 sm:py-16')}>
        <div className="mx-auto w-full max-w-3xl lg:col-start-1 lg:row-start-1 lg:max-w-none">
          <TableOfContents />
        </div>
        <div className="mx-auto w-full max-w-3xl lg:col-start-2 lg:row-start-1">
          <KeyPoints />
          <div className="divide-y divide-border">
            <ContactSection />
            <TermsSection />
            <PrivacySection />
            <RefundSection />
            <CancellationSection />
            <PricesSection />
            <DeliverySection />
          </div>
        </div>
      </div>
    </>
  );
}
