import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import type { Mailer, SentEmail } from './create-mailer';
import { DEFAULT_TEMPLATES, type TemplateKey } from './default-templates';
import { renderTemplate, type TemplateVars } from './render-template';

export const APP_NAME = 'Tafawuq';

export type TemplatedEmail = { template: TemplateKey; to: string; vars: TemplateVars };

/** Fills the stored template (or its default if it was removed) and hands it to the mailer. */
export async function sendTemplatedEmail(
  deps: { db: Db; mailer: Mailer },
  email: TemplatedEmail,
): Promise<SentEmail> {
  const [stored] = await deps.db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.key, email.template));
  const template = stored ?? DEFAULT_TEMPLATES.find((t) => t.key === email.template);
  if (!template) throw new Error(`unknown e-mail template ${email.template}`);
  const rendered = renderTemplate(template, { appName: APP_NAME, ...email.vars });
  return deps.mailer.send({ ...rendered, to: email.to, templateKey: email.template });
}
