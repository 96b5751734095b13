import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from './PageHeader';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <div className="page">
      <PageHeader title={t('notFound.title')} />
      <section className="placeholder-card" aria-labelledby="not-found-title">
        <div className="placeholder-card__icon placeholder-card__icon--muted" aria-hidden="true">
          <i className="pi pi-compass" />
        </div>
        <h2 id="not-found-title" className="placeholder-card__title">
          {t('notFound.heading')}
        </h2>
        <p className="placeholder-card__text">{t('notFound.text', { path: pathname })}</p>
        <Button
          className="placeholder-card__action"
          label={t('backHome')}
          icon="pi pi-home"
          size="small"
          onClick={() => void navigate('/')}
        />
      </section>
    </div>
  );
}
