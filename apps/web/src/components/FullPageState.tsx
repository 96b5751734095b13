import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api';

export function FullPageLoader() {
  const { t } = useTranslation('common');
  return (
    <div className="full-page-state" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: 48, height: 48 }} strokeWidth="4" />
      <span className="full-page-state__text">{t('loading')}</span>
    </div>
  );
}

export function FullPageError({
  error,
  onRetry,
  onSignOut,
}: {
  error: unknown;
  onRetry: () => void;
  onSignOut?: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="full-page-state" role="alert">
      <i className="pi pi-exclamation-circle full-page-state__icon" aria-hidden="true" />
      <h1 className="full-page-state__title">{t('errors.loadSession')}</h1>
      <p className="full-page-state__text">{errorMessage(error)}</p>
      <div className="full-page-state__actions">
        <Button label={t('retry')} icon="pi pi-refresh" onClick={onRetry} />
        {onSignOut && <Button label={t('signOut')} icon="pi pi-sign-out" text onClick={onSignOut} />}
      </div>
    </div>
  );
}
