import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NavItemId } from '../app/layout/navItems';
import { PageHeader } from './PageHeader';

/** The stand-in for pages that arrive with later issues. `titleKey` is a full i18n key, e.g. 'nav:items.users'. */
export function ComingSoonPage({ titleKey }: { titleKey: `nav:items.${NavItemId}` }) {
  const { t } = useTranslation(['common', 'nav']);
  const navigate = useNavigate();
  const title = t(titleKey);
  return (
    <div className="page">
      <PageHeader title={title} />
      <section className="placeholder-card" aria-labelledby="coming-soon-title">
        <div className="placeholder-card__icon" aria-hidden="true">
          <i className="pi pi-hourglass" />
        </div>
        <h2 id="coming-soon-title" className="placeholder-card__title">
          {t('comingSoon.title')}
        </h2>
        <p className="placeholder-card__text">{t('comingSoon.text', { page: title })}</p>
        <Button
          className="placeholder-card__action"
          label={t('backHome')}
          icon="pi pi-home"
          outlined
          size="small"
          onClick={() => void navigate('/')}
        />
      </section>
    </div>
  );
}
