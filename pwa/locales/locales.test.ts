/**
 * The three languages must hold the same texts: every namespace file exists in en, hr and de, with the same
 * keys at every depth, arrays of the same length, no empty values, the same {{placeholders}}, and the plural
 * forms each language's plural rules need (Croatian: one, few, other; English and German: one, other).
 * Croatian and German texts are not English copies (only words those languages use as they are), and no text
 * puts a full stop right after a business's name, which often ends with one ("Auto Centar d.o.o.").
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LANGUAGES = ['en', 'hr', 'de'] as const;
const root = import.meta.dirname;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function load(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(path.join(root, language, `${namespace}.json`), 'utf8'));
}

const namespaces = [
  ...new Set(
    LANGUAGES.flatMap((language) => readdirSync(path.join(root, language)).filter((file) => file.endsWith('.json'))),
  ),
]
  .map((file) => file.replace(/\.json$/, ''))
  .sort();

/** Flattens to "a.b[2].c" -> value; plural keys are grouped under their base with the forms they have. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) {
    into.set(`${prefix}.length`, value.length);
    value.forEach((item, index) => flatten(item, `${prefix}[${index}]`, into));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function shape(language: string, namespace: string) {
  const flat = flatten(load(language, namespace));
  const keys = new Map<string, unknown>();
  const plurals = new Map<string, Set<string>>();
  for (const [key, value] of flat) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (plural) {
      const base = key.slice(0, -plural[0].length);
      plurals.set(base, (plurals.get(base) ?? new Set()).add(plural[1]!));
      keys.set(`${base}_<plural>`, value);
    } else {
      keys.set(key, value);
    }
  }
  return { flat, keys, plurals };
}

const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/{{\s*([\w.]+)/g)].map((match) => match[1]).sort() : [];

/**
 * Words Croatian or German write as English does: names, codes and loanwords of the trade. A text equal to its
 * English one is an untranslated copy unless it is one of these.
 */
const SAME_AS_ENGLISH: Record<'hr' | 'de', readonly string[]> = {
  hr: [
    'Autotržni',
    '{{page}} · Autotržni',
    'Model',
    'Hatchback',
    'SUV',
    'Coupé',
    'Bluetooth',
    'Apple CarPlay',
    'Demo',
    'Status',
    'Marketing',
    'English',
    'Hrvatski',
    'Deutsch',
  ],
  de: [
    'Autotržni',
    '{{page}} · Autotržni',
    'Status',
    'Server',
    'App',
    'Details',
    'Route',
    'Feeds',
    'English',
    'Hrvatski',
    'Deutsch',
    '(optional)',
    'optional',
    'Marketing',
    'Diesel',
    'Hybrid',
    'SUV',
    'Coupé',
    'Orange',
    'Beige',
    'Bluetooth',
    'Apple CarPlay',
    'Import',
    'Website',
    'Name',
  ],
};

/** Placeholders that hold a business's or a person's name as they wrote it. */
const NAME_BEFORE_FULL_STOP = /{{\s*(seller|sellerName|dealer|shop|company)\s*}}\./;

describe('translations', () => {
  it('cover the namespaces common and pages', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'pages']));
  });

  for (const namespace of namespaces) {
    describe(`namespace "${namespace}"`, () => {
      it('exists in every language', () => {
        for (const language of LANGUAGES)
          expect(() => load(language, namespace), `${language}/${namespace}.json`).not.toThrow();
      });

      it('has the same keys and array lengths in every language', () => {
        const english = [...shape('en', namespace).keys.entries()];
        for (const language of ['hr', 'de']) {
          const other = shape(language, namespace).keys;
          const missing = english.filter(([key]) => !other.has(key)).map(([key]) => key);
          const extra = [...other.keys()].filter((key) => !shape('en', namespace).keys.has(key));
          expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
          const lengths = english.filter(([key]) => key.endsWith('.length'));
          for (const [key, length] of lengths) expect(other.get(key), `${language}: ${key}`).toBe(length);
        }
      });

      it('has no empty values', () => {
        for (const language of LANGUAGES) {
          const empty = [...shape(language, namespace).flat.entries()].filter(
            ([key, value]) => !key.endsWith('.length') && (typeof value !== 'string' || value.trim() === ''),
          );
          expect(empty.map(([key]) => `${language}: ${key}`)).toEqual([]);
        }
      });

      it('uses the same {{placeholders}} in every language', () => {
        const english = shape('en', namespace).keys;
        for (const language of ['hr', 'de']) {
          const other = shape(language, namespace).keys;
          for (const [key, value] of english) {
            if (!other.has(key) || key.endsWith('_<plural>')) continue;
            expect(placeholders(other.get(key)), `${language}: ${key}`).toEqual(placeholders(value));
          }
        }
      });

      it('has no English copies in Croatian or German', () => {
        const english = shape('en', namespace).flat;
        for (const language of ['hr', 'de'] as const) {
          const copies = [...shape(language, namespace).flat.entries()].filter(
            ([key, value]) =>
              typeof value === 'string' &&
              value === english.get(key) &&
              /[A-Za-z]{3}/.test(value.replace(/{{[^}]*}}/g, '')) &&
              !SAME_AS_ENGLISH[language].includes(value),
          );
          expect(copies.map(([key, value]) => `${language}: ${key} = ${String(value)}`)).toEqual([]);
        }
      });

      it('puts no full stop right after a business’s name', () => {
        for (const language of LANGUAGES) {
          const doubled = [...shape(language, namespace).flat.entries()].filter(
            ([, value]) => typeof value === 'string' && NAME_BEFORE_FULL_STOP.test(value),
          );
          expect(doubled.map(([key]) => `${language}: ${key}`)).toEqual([]);
        }
      });

      it("has every plural form the language's rules need", () => {
        for (const language of LANGUAGES) {
          const needed = new Intl.PluralRules(language)
            .resolvedOptions()
            .pluralCategories.filter((category) => category !== 'zero' || language === 'en');
          for (const [base, forms] of shape(language, namespace).plurals) {
            expect([...forms].sort(), `${language}: ${base}`).toEqual(
              [...needed].filter((category) => category !== 'many' && category !== 'two').sort(),
            );
          }
        }
      });
    });
  }
});
