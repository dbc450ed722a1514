import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../common/locales';
import type { Db } from '../../db/client';
import { emailTemplates, profiles } from '../../db/schema';
import type { Mailer, SentEmail } from './create-mailer';
import type { TemplateKey } from './default-templates';
import { defaultTemplateOf, storageKey } from './find-email-template';
import { APP_NAMES, NO_FIRST_NAME } from './localized-values';
import { renderTemplate, type TemplateContent, type TemplateVars } from './render-template';

export const APP_NAME = APP_NAMES.en;

export type TemplatedEmail = {
  template: TemplateKey;
  to: string;
  vars: TemplateVars;
  /**
   * The language to write in. By default the recipient's (`profiles.locale` of the account
   * with this address); English for an address without an account.
   */
  locale?: Locale;
  /** Values that read differently in a language (a sentence filled into the template). */
  localizedVars?: Partial<Record<Locale, TemplateVars>>;
};

/** The language of the account with this address, if there is one. */
export async function recipientLocale(db: Db, address: string): Promise<Locale | undefined> {
  const [row] = await db
    .select({ locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.email, address.trim().toLowerCase()))
    .limit(1);
  return isLocale(row?.locale) ? row.locale : undefined;
}

/**
 * The template to send in a language: its stored version, else its default; when the
 * language has neither, the English one (stored, else default).
 */
export async function resolveTemplate(
  db: Db,
  key: string,
  locale: Locale,
): Promise<{ content: TemplateContent; locale: Locale } | undefined> {
  const order: Locale[] = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(
      inArray(
        emailTemplates.key,
        order.map((l) => storageKey(key, l)),
      ),
    );
  for (const candidate of order) {
    const content =
      rows.find((r) => r.key === storageKey(key, candidate)) ?? defaultTemplateOf(key, candidate);
    if (content) return { content, locale: candidate };
  }
  return undefined;
}

/**
 * Fills the template of the recipient's language (English when that language has none) and
 * hands it to the mailer.
 */
export async function sendTemplatedEmail(
  deps: { db: Db; mailer: Mailer },
  email: TemplatedEmail,
): Promise<SentEmail> {
  const wanted = email.locale ?? (await recipientLocale(deps.db, email.to)) ?? DEFAULT_LOCALE;
  const template = await resolveTemplate(deps.db, email.template, wanted);
  if (!template) throw new Error(`unknown e-mail template ${email.template}`);
  const { locale } = template;
  const vars: TemplateVars = { appName: APP_NAMES[locale], ...email.vars };
  if (vars.firstName === NO_FIRST_NAME.en) vars.firstName = NO_FIRST_NAME[locale];
  const rendered = renderTemplate(template.content, { ...vars, ...email.localizedVars?.[locale] });
  return deps.mailer.send({ ...rendered, to: email.to, templateKey: email.template });
}
