import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PlaceholderPage } from './PlaceholderPage';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <PlaceholderPage
      id="not-found"
      title={t('notFound.title')}
      icon="pi pi-compass"
      heading={t('notFound.heading')}
      text={t('notFound.text', { path: pathname })}
      muted
    />
  );
}
