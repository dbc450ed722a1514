// Every string exists in both languages, with the same placeholders, and every English key is
// used by the code: a missing translation or a forgotten key fails here (issue 20).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
const en = join(__dirname, 'en');
const ar = join(__dirname, 'ar');
/** Arabic asks for all six CLDR plural forms; English has one and other (and sometimes zero). */
const ARABIC_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
/** Namespaces that are not i18next bundles (the API's messages, looked up by their English text). */
const NOT_BUNDLES = new Set(['serverMessages']);

type Flat = Record<string, unknown>;
function flatten(value: unknown, prefix = '', out: Flat = {}): Flat {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out[prefix] = value;
  return out;
}
const read = (file: string) => flatten(JSON.parse(readFileSync(file, 'utf8')));
const namespaces = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .filter((ns) => !NOT_BUNDLES.has(ns))
    .sort();

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}|<(\/?\d+)\/?>|\$t\(([^)]*)\)/g)]
    .map((m) => m[1] ?? m[2] ?? m[3])
    .filter((p) => p !== 'count')
    .sort()
    .join(' ');

describe('translations', () => {
  it('has an Arabic file for every English namespace and no other', () => {
    expect(namespaces(ar)).toEqual(namespaces(en));
  });

  it.each(namespaces(en))(
    '%s: same keys (Arabic with all its plural forms) and placeholders',
    (ns) => {
      const english = read(join(en, `${ns}.json`));
      const arabic = read(join(ar, `${ns}.json`));
      const expected = new Set<string>();
      for (const key of Object.keys(english)) {
        const plural = PLURAL.exec(key);
        if (plural) for (const form of ARABIC_PLURALS) expected.add(`${plural[1]}_${form}`);
        else expected.add(key);
      }
      const missing = [...expected].filter((k) => !(k in arabic));
      const extra = Object.keys(arabic).filter((k) => !expected.has(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });

      const differing = Object.keys(arabic).filter((key) => {
        const plural = PLURAL.exec(key);
        const source = english[key] ?? (plural ? english[`${plural[1]}_other`] : undefined);
        return placeholders(source) !== placeholders(arabic[key]);
      });
      expect(differing).toEqual([]);
      const empty = Object.keys(arabic).filter((k) => english[k] !== '' && arabic[k] === '');
      expect(empty).toEqual([]);
    },
  );
});

/** Every source file of the web app and the shared code, tests excluded. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('translation keys in use', () => {
  const files = [...sources(root), ...sources(join(root, '..', 'common'))];
  const code = files.map((f) => readFileSync(f, 'utf8')).join('\n');
  const literals = new Set<string>();
  // Keys have no spaces: only key-like literals count ('ns:key' included).
  for (const m of code.matchAll(/(['"`])([\w.:-]+)\1/g)) {
    const text = m[2] ?? '';
    literals.add(text);
    const colon = text.indexOf(':');
    if (colon > 0) literals.add(text.slice(colon + 1)); // 'ns:key'
  }
  // `status.${value}`: keys under a built prefix count as used.
  const prefixes = [...code.matchAll(/`([\w.-]+\.)\$\{/g)].map((m) => m[1] ?? '');
  // Keys named inside the translations themselves ($t(...)).
  for (const ns of namespaces(en)) {
    const text = readFileSync(join(en, `${ns}.json`), 'utf8');
    for (const m of text.matchAll(/\$t\(([^),]+)/g))
      literals.add((m[1] ?? '').replace(/^\w+:/, ''));
  }

  const used = (key: string) => {
    const base = key.replace(/_(zero|one|other)$/, '');
    if (literals.has(key) || literals.has(base)) return true;
    const parts = base.split('.');
    for (let i = parts.length - 1; i > 0; i -= 1) {
      if (literals.has(parts.slice(0, i).join('.'))) return true; // read as an object
    }
    return prefixes.some((p) => base.startsWith(p));
  };

  it.each(namespaces(en))('%s: every English key is used by the code', (ns) => {
    const keys = Object.keys(read(join(en, `${ns}.json`)))
      // Arrays read with returnObjects: their items are never named one by one.
      .map((key) => key.replace(/\.\d+(\..*)?$/, ''));
    const unused = [...new Set(keys)].filter((key) => !used(key));
    expect(unused, `unused keys in en/${ns}.json (in ${relative(root, en)})`).toEqual([]);
  });
});
