/** Component tests (jsdom): the English interface, a clean DOM after each test, and what jsdom lacks for PrimeReact. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n from '../lib/i18n';

await i18n.changeLanguage('en');

afterEach(() => cleanup());

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
