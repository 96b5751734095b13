import { QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import { interfaceLocale } from '../lib/calendarLocale';
import i18n from '../lib/i18n';
import { createQueryClient } from './queryClient';

/** Toast settings from document 1 section 8: top right, 1500 ms, at most 4, no progress bar. */
export const TOAST_OPTIONS = { position: 'top-right', autoClose: 1500, limit: 4, hideProgressBar: true } as const;

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* The provider sets PrimeReact's locale when it mounts: it gets the one followInterfaceLanguage() chose
            (lib/calendarLocale.ts), else a first page in French showed English screen-reader labels. */}
        <PrimeReactProvider value={{ ripple: false, locale: interfaceLocale() }}>
          {children}
          <ToastContainer {...TOAST_OPTIONS} newestOnTop />
        </PrimeReactProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
