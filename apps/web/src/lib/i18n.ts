/**
 * i18next set-up: the browser language decides (document 1 section 1), English is the fallback, and only English and
 * French exist. Every JSON file under src/locales/<lng>/<namespace>.json is a namespace, registered automatically.
 */
import i18n, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_NAMESPACE = 'common';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

export function buildResources(modules: Record<string, Record<string, unknown>>): Resource {
  const resources: Resource = {};
  for (const [file, content] of Object.entries(modules)) {
    const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lng = '', ns = ''] = match;
    resources[lng] ??= {};
    resources[lng][ns] = content;
  }
  return resources;
}

const resources = buildResources(files);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    ns: Object.keys(resources.en ?? {}),
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    // The interface follows the browser language: nothing is remembered between visits.
    detection: { order: ['querystring', 'navigator'], lookupQuerystring: 'lng', caches: [] },
  });

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage(lng);
}
i18n.on('languageChanged', syncDocumentLanguage);
syncDocumentLanguage(i18n.language ?? 'en');

export function currentLanguage(lng: string | undefined = i18n.resolvedLanguage ?? i18n.language): Language {
  return lng?.startsWith('fr') ? 'fr' : 'en';
}

export default i18n;
