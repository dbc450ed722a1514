import '@/i18n/landing';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { SectionHeading, sectionClass } from './section-heading';

const field =
  'mt-1.5 block w-full rounded-lg border border-border bg-surface px-3 py-2 text-ink shadow-sm focus-visible:border-primary-500';

/**
 * #contact: present but hidden on the landing page, as the spec says (the form has no
 * submission behaviour there). `hidden` keeps it out of sight and out of the tab order.
 */
export function ContactSection() {
  const { t } = useTranslation('landing');
  const hours = t('contact.hoursText', { returnObjects: true }) as string[];
  return (
    <section
      id="contact"
      hidden
      aria-labelledby="contact-title"
      className={cn(sectionClass, 'mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24')}
    >
      <SectionHeading
        id="contact-title"
        eyebrow={t('contact.eyebrow')}
        title={t('contact.title')}
        text={t('contact.text')}
      />
      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <form className="grid gap-4" onSubmit={(e) => e.preventDefault()}>
          <label className="font-medium text-sm">
            {t('contact.name')}
            <input name="name" required className={field} />
          </label>
          <label className="font-medium text-sm">
            {t('contact.email')}
            <input name="email" type="email" required className={field} />
          </label>
          <label className="font-medium text-sm">
            {t('contact.subject')}
            <input name="subject" required className={field} />
          </label>
          <label className="font-medium text-sm">
            {t('contact.message')}
            <textarea name="message" required rows={5} className={field} />
          </label>
          <Button type="submit" size="lg">
            {t('contact.send')}
          </Button>
        </form>
        <dl className="grid content-start gap-6">
          <div className="flex gap-3">
            <Mail className="size-5 text-primary-700" aria-hidden="true" />
            <div>
              <dt className="font-semibold">{t('contact.emails')}</dt>
              <dd>{t('contact.emailSupport')}</dd>
              <dd>{t('contact.emailInfo')}</dd>
            </div>
          </div>
          <div className="flex gap-3">
            <Phone className="size-5 text-primary-700" aria-hidden="true" />
            <div>
              <dt className="font-semibold">{t('contact.phones')}</dt>
              <dd>{t('contact.phone1')}</dd>
              <dd>{t('contact.phone2')}</dd>
            </div>
          </div>
          <div className="flex gap-3">
            <MapPin className="size-5 text-primary-700" aria-hidden="true" />
            <div>
              <dt className="font-semibold">{t('contact.address')}</dt>
              <dd>{t('contact.addressText')}</dd>
            </div>
          </div>
          <div className="flex gap-3">
            <Clock className="size-5 text-primary-700" aria-hidden="true" />
            <div>
              <dt className="font-semibold">{t('contact.hours')}</dt>
              {hours.map((line) => (
                <dd key={line}>{line}</dd>
              ))}
            </div>
          </div>
        </dl>
      </div>
    </section>
  );
}
