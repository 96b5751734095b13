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

/**
 * A page whose data did not load. A 403 from the server reads as "not allowed" (naming the ability, e.g.
 * ADMIN_PRINTERS); other errors show the message and a retry button.
 */
export function PageLoadError({ error, ability, onRetry }: { error: unknown; ability: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <section className="card page-state" role="alert" data-state={forbidden ? 'forbidden' : 'error'}>
      <div className={`page-state__icon${forbidden ? ' page-state__icon--muted' : ''}`} aria-hidden="true">
        <i className={forbidden ? 'pi pi-lock' : 'pi pi-exclamation-circle'} />
      </div>
      <h2 className="page-state__title">{forbidden ? t('pageState.notAllowedTitle') : t('pageState.loadError')}</h2>
      <p className="page-state__text">{forbidden ? t('pageState.notAllowedText', { ability }) : errorMessage(error)}</p>
      {!forbidden && <Button label={t('retry')} icon="pi pi-refresh" outlined size="small" onClick={onRetry} />}
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
