import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { followInterfaceLanguage } from './lib/calendarLocale';
import { i18nReady } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The interface language's texts first (English is in this bundle; French and Dutch are a chunk each).
void i18nReady.finally(() => {
  // PrimeReact's own screen-reader labels (dialog Close, Show password) in the interface language.
  followInterfaceLanguage();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
