import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { StateCard } from '../../../components/PageState';
import { ApiError, errorMessage } from '../../../lib/api';

/** First load: the shape of the page, so nothing jumps when the figures arrive. */
export function DashboardSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="dash-skeleton" role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <div className="dash-stats">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={index} className="dash-card dash-stat">
            <Skeleton width="55%" height="0.9rem" />
            <Skeleton width="70%" height="1.8rem" className="dash-skeleton__value" />
          </div>
        ))}
      </div>
      <div className="dash-grid">
        <div className="dash-card">
          <Skeleton height="260px" />
        </div>
        <div className="dash-card dash-grid__wide">
          <Skeleton height="260px" />
        </div>
      </div>
    </div>
  );
}

/** A failed load: "not allowed" for a 403, otherwise the server's message (or the network error) with a retry. */
export function DashboardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <StateCard
      id="dashboard-error"
      icon={`pi ${forbidden ? 'pi-lock' : 'pi-exclamation-triangle'}`}
      tone={forbidden ? 'muted' : 'error'}
      role="alert"
      data-testid={forbidden ? 'dashboard-forbidden' : 'dashboard-error'}
      title={forbidden ? t('errors.forbiddenTitle') : t('errors.loadTitle')}
      text={forbidden ? t('errors.forbiddenText') : errorMessage(error)}
    >
      {!forbidden && <Button label={t('common:retry')} icon="pi pi-refresh" size="small" outlined onClick={onRetry} />}
    </StateCard>
  );
}
