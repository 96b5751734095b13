import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOGIN_FAILED_MESSAGE } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));
const LANGUAGES = ['en', 'fr'] as const;

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

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('has the same namespaces in every language', () => {
    expect(namespaces('fr')).toEqual(namespaces('en'));
    expect(namespaces('en').length).toBeGreaterThan(0);
  });

  for (const ns of namespaces('en')) {
    describe(`namespace ${ns}`, () => {
      const texts = Object.fromEntries(LANGUAGES.map((lng) => [lng, leaves(load(lng, ns))]));

      for (const [lng, other] of [
        ['en', 'fr'],
        ['fr', 'en'],
      ] as const) {
        it(`has every ${lng} key in ${other}`, () => {
          const missing = [...(texts[lng]?.keys() ?? [])].filter((key) => !texts[other]?.has(key));
          expect(missing, `keys of ${lng}/${ns}.json missing from ${other}/${ns}.json`).toEqual([]);
        });
      }

      it('has only non-empty strings with the same placeholders in both languages', () => {
        for (const [key, en] of texts.en ?? []) {
          const fr = texts.fr?.get(key);
          expect(typeof en, `en ${ns}:${key}`).toBe('string');
          expect(typeof fr, `fr ${ns}:${key}`).toBe('string');
          expect((en as string).trim(), `en ${ns}:${key}`).not.toBe('');
          expect((fr as string).trim(), `fr ${ns}:${key}`).not.toBe('');
          expect(placeholders(fr as string), `placeholders of ${ns}:${key}`).toEqual(placeholders(en as string));
        }
      });
    });
  }

  it('spells the required texts as the spec does', () => {
    expect(load('en', 'common').loggedOut).toBe('Logged out !');
    expect(load('fr', 'common').loggedOut).toBe('Déconnecté !');
    expect((load('en', 'common').apiErrors as Record<string, string>).INVALID_CREDENTIALS).toBe(LOGIN_FAILED_MESSAGE);
    expect((load('en', 'accounts').accountPage as Record<string, string>).text).toBe('account page');
  });
});
