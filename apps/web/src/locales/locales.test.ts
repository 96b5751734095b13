import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOGIN_FAILED_MESSAGE } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));
const LANGUAGES = ['en', 'fr', 'nl'] as const;

function namespaces(lng: string): string[] {
  return readdirSync(join(dir, lng))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function load(lng: string, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(dir, lng, `${ns}.json`), 'utf8'));
}

/** Every leaf of a nested translation object as "a.b.c" -> text. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** i18next placeholders ({{name}}, {{count, number}}) and PrimeReact ones ({first}, {0}). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}|\{(\w+)\}/g)].map((m) => (m[1] ?? m[2] ?? '').replace(/\s+/g, '')).sort();

describe('locales', () => {
  it('has the same namespaces in every language', () => {
    for (const lng of LANGUAGES) expect(namespaces(lng), lng).toEqual(namespaces('en'));
    expect(namespaces('en').length).toBeGreaterThan(0);
  });

  for (const ns of namespaces('en')) {
    describe(`namespace ${ns}`, () => {
      const texts = Object.fromEntries(LANGUAGES.map((lng) => [lng, leaves(load(lng, ns))]));

      for (const [lng, other] of LANGUAGES.flatMap((a) =>
        LANGUAGES.filter((b) => b !== a).map((b) => [a, b] as const),
      )) {
        it(`has every ${lng} key in ${other}`, () => {
          const missing = [...(texts[lng]?.keys() ?? [])].filter((key) => !texts[other]?.has(key));
          expect(missing, `keys of ${lng}/${ns}.json missing from ${other}/${ns}.json`).toEqual([]);
        });
      }

      it('has only non-empty strings with the same placeholders in every language', () => {
        for (const [key, en] of texts.en ?? []) {
          for (const lng of LANGUAGES) {
            const text = texts[lng]?.get(key);
            expect(typeof text, `${lng} ${ns}:${key}`).toBe('string');
            expect((text as string).trim(), `${lng} ${ns}:${key}`).not.toBe('');
            expect(placeholders(text as string), `placeholders of ${lng} ${ns}:${key}`).toEqual(
              placeholders(en as string),
            );
          }
        }
      });
    });
  }

  it('translates: most texts of fr and nl differ from the English ones', () => {
    for (const lng of ['fr', 'nl'] as const) {
      let same = 0;
      let total = 0;
      for (const ns of namespaces('en')) {
        const other = leaves(load(lng, ns));
        for (const [key, en] of leaves(load('en', ns))) {
          total += 1;
          if (other.get(key) === en) same += 1;
        }
      }
      expect(same / total, `share of ${lng} texts equal to English`).toBeLessThan(0.15);
    }
  });

  it('spells the required texts as the spec does', () => {
    expect(load('en', 'common').loggedOut).toBe('Logged out !');
    expect(load('fr', 'common').loggedOut).toBe('Déconnecté !');
    expect((load('en', 'common').apiErrors as Record<string, string>).INVALID_CREDENTIALS).toBe(LOGIN_FAILED_MESSAGE);
    expect((load('en', 'accounts').accountPage as Record<string, string>).text).toBe('account page');
  });
});
