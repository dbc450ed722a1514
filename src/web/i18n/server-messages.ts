import i18n from './index';

/**
 * The API and the shared schemas answer in English (the specification's exact texts). In another
 * language the interface shows them through the catalogue in `<language>/serverMessages.json`:
 * exact texts, and patterns whose `{name}` parts stand for the values the message was built with.
 */
type Catalogue = { exact?: Record<string, string>; patterns?: Record<string, string> };
type Pattern = { match: RegExp; names: string[]; text: string };

const compiled = new Map<string, Pattern[]>();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternsOf(language: string, catalogue: Catalogue): Pattern[] {
  const known = compiled.get(language);
  if (known) return known;
  const patterns = Object.entries(catalogue.patterns ?? {}).map(([english, text]) => {
    const names: string[] = [];
    const source = english
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { match: new RegExp(`^${source}$`, 's'), names, text };
  });
  compiled.set(language, patterns);
  return patterns;
}

/** The message in the interface's language when the catalogue knows it; else as it came. */
export function localizeMessage(message: string): string {
  const language = i18n.language;
  if (!message || !language || language === 'en') return message;
  const catalogue = i18n.getResourceBundle(language, 'serverMessages') as Catalogue | undefined;
  if (!catalogue) return message;
  const exact = catalogue.exact?.[message];
  if (exact) return exact;
  for (const { match, names, text } of patternsOf(language, catalogue)) {
    const found = match.exec(message);
    if (!found) continue;
    return names.reduce(
      (out, name, index) => out.replaceAll(`{${name}}`, `\u2068${found[index + 1] ?? ''}\u2069`),
      text,
    );
  }
  return message;
}
