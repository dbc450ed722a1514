export type TemplateContent = { subject: string; html: string; text: string };
export type TemplateVars = Record<string, string | number | null | undefined>;

const PLACEHOLDER = /\{\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*\}\}/g;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Replaces `{{name}}` with its value (unknown names become empty); no code runs, ever. */
export function fillPlaceholders(
  source: string,
  vars: TemplateVars,
  encode: (v: string) => string = (v) => v,
): string {
  return source.replace(PLACEHOLDER, (_, name: string) => {
    const value = Object.hasOwn(vars, name) ? vars[name] : undefined;
    return value === null || value === undefined ? '' : encode(String(value));
  });
}

/** Subject and text take values as they are; the HTML part escapes them. */
export function renderTemplate(template: TemplateContent, vars: TemplateVars): TemplateContent {
  return {
    subject: fillPlaceholders(template.subject, vars).replace(/[\r\n]+/g, ' '),
    html: fillPlaceholders(template.html, vars, escapeHtml),
    text: fillPlaceholders(template.text, vars),
  };
}
