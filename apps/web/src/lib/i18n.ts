/**
 * i18next set-up: the browser language decides (document 1 section 1), English is the fallback; English, French and
 * Dutch exist. A language chosen in the user menu overrides the browser's and is remembered (localStorage).
 * Every JSON file under src/locales/<lng>/<namespace>.json is a namespace, registered automatically.
 */
import i18n, { type BackendModule, type LanguageDetectorModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import firstEnglish from '../locales/en.first';

export const LANGUAGES = ['en', 'fr', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_NAMESPACE = 'common';
/** Where the language chosen in the user menu is remembered; absent means "follow the browser". */
export const LANGUAGE_STORAGE_KEY = 'comptoir.language';

export function buildResources(modules: Record<string, Record<string, unknown>>): Resource {
  const resources: Resource = {};
  for (const [file, content] of Object.entries(modules)) {
    const match = /(?:^|\/)([a-z]{2})\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lng = '', ns = ''] = match;
    resources[lng] ??= {};
    resources[lng][ns] = content;
  }
  return resources;
}

// The English texts of /login are in the first download; the rest of English (the fallback) comes with the signed-in
// shell (loadAllNamespaces), and French and Dutch, a chunk each, when detected or chosen.
const resources = buildResources(firstEnglish);
type Bundle = () => Promise<{ default: Record<string, Record<string, unknown>> }>;
const BUNDLES: Record<Language, Bundle> = {
  en: () => import('../locales/en'),
  fr: () => import('../locales/fr'),
  nl: () => import('../locales/nl'),
};

const bundles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = BUNDLES[language as Language];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, buildResources(module.default)[language]?.[namespace] ?? {}),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * The interface language: `?lng=` in the address, else the language chosen in the user menu, else the browser's
 * languages in order; i18next keeps the first it supports. Nothing is cached: a choice is only made in the user menu.
 */
const detector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const query = new URLSearchParams(globalThis.location?.search ?? '').get('lng');
    const browser = globalThis.navigator?.languages ?? [globalThis.navigator?.language];
    return [query, languageChoice(), ...browser].filter((lng): lng is string => Boolean(lng));
  },
  cacheUserLanguage() {},
};

/** Resolves once the interface language's texts are loaded: the console renders after it. */
export const i18nReady = i18n
  .use(bundles)
  .use(detector)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    ns: Object.keys(resources.en ?? {}),
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
  });

/** Loads every namespace (the signed-in shell waits for it): pages may use any namespace's texts. */
export async function loadAllNamespaces(): Promise<void> {
  const all = buildResources((await BUNDLES.en()).default).en ?? {};
  await i18n.loadNamespaces(Object.keys(all));
}

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage(lng);
}
i18n.on('languageChanged', syncDocumentLanguage);
syncDocumentLanguage(i18n.language ?? 'en');

export function currentLanguage(lng: string | undefined = i18n.resolvedLanguage ?? i18n.language): Language {
  return LANGUAGES.find((candidate) => lng?.startsWith(candidate)) ?? 'en';
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The language chosen in the user menu, or null when the console follows the browser. */
export function languageChoice(): Language | null {
  const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  return LANGUAGES.find((lng) => lng === stored) ?? null;
}

/** Chooses the interface language (remembered), or null to follow the browser's language again. */
export async function setLanguageChoice(lng: Language | null): Promise<void> {
  if (lng) storage()?.setItem(LANGUAGE_STORAGE_KEY, lng);
  else storage()?.removeItem(LANGUAGE_STORAGE_KEY);
  // Without a choice, changeLanguage(undefined) runs the detector again (querystring, then the browser).
  await i18n.changeLanguage(lng ?? undefined);
}

export default i18n;
