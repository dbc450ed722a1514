import type { EmailLocale, EmailVars, RenderedEmail } from '../../../common/contracts/email';
import type { Db } from '../../db/client';
import { loadEmailTemplate } from './find-email-template';
import { renderTemplate, type TemplateContent } from './render-template';
import { sampleVarsFor } from './sample-vars';
import { assertRenders } from './update-email-template';

/**
 * Unsaved content of a template rendered with its sample values (or the given ones), exactly
 * as it would be sent: values escaped in the HTML part. Refused like a save when it would not
 * render.
 */
export async function previewEmailTemplate(
  db: Db,
  input: TemplateContent & { key: string; locale?: EmailLocale; vars?: EmailVars },
  appUrl: string,
): Promise<RenderedEmail> {
  const locale = input.locale ?? 'en';
  const template = await loadEmailTemplate(db, input.key, { locale });
  const content = { subject: input.subject, html: input.html, text: input.text };
  assertRenders(content, template.variables);
  return renderTemplate(content, {
    ...sampleVarsFor(template.key, template.variables, appUrl, locale),
    ...input.vars,
  });
}
