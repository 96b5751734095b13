import './components.css';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../lib/api';

/** Loading card of a page's content. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="card page-state" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: 36, height: 36 }} strokeWidth="4" />
      <span className="page-state__text">{t('loading')}</span>
    </div>
  );
}

/** The "not allowed" card, naming what is needed (an ability such as ADMIN_PRINTERS, or SUPER_USER). */
export function PageNotAllowed({ ability }: { ability: string }) {
  const { t } = useTranslation('common');
  return (
    <section className="card page-state" role="alert" data-state="forbidden">
      <div className="page-state__icon page-state__icon--muted" aria-hidden="true">
        <i className="pi pi-lock" />
      </div>
      <h2 className="page-state__title">{t('pageState.notAllowedTitle')}</h2>
      <p className="page-state__text">{t('pageState.notAllowedText', { ability })}</p>
    </section>
  );
}

/**
 * A page whose data did not load. A 403 from the server reads as "not allowed" (naming the ability, e.g.
 * ADMIN_PRINTERS); other errors show the message and a retry button.
 */
export function PageLoadError({ error, ability, onRetry }: { error: unknown; ability: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  if (error instanceof ApiError && error.status === 403) return <PageNotAllowed ability={ability} />;
  return (
    <section className="card page-state" role="alert" data-state="error">
      <div className="page-state__icon" aria-hidden="true">
        <i className="pi pi-exclamation-circle" />
      </div>
      <h2 className="page-state__title">{t('pageState.loadError')}</h2>
      <p className="page-state__text">{errorMessage(error)}</p>
      <Button label={t('retry')} icon="pi pi-refresh" outlined size="small" onClick={onRetry} />
    </section>
  );
}

/**
 * The content of a page that waits for its data: loading while nothing is there, the load error (with retry) when
 * nothing could be had, then the content. A failed refresh keeps what was shown.
 */
export function LoadState({
  ready,
  error,
  ability,
  onRetry,
  children,
}: {
  ready: boolean;
  error: unknown;
  ability: string;
  onRetry: () => void;
  children: () => ReactNode;
}) {
  if (!ready && error) return <PageLoadError error={error} ability={ability} onRetry={onRetry} />;
  if (!ready) return <PageLoading />;
  return <>{children()}</>;
}
