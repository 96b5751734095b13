import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from './PageHeader';

/** A page with nothing of its own (not found): an icon, a heading, a text and the way home. */
export function PlaceholderPage({
  id,
  title,
  icon,
  heading,
  text,
  muted = false,
}: {
  id: string;
  title: string;
  icon: string;
  heading: string;
  text: string;
  muted?: boolean;
}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader title={title} />
      <section className="placeholder-card" aria-labelledby={`${id}-title`}>
        <div className={`placeholder-card__icon${muted ? ' placeholder-card__icon--muted' : ''}`} aria-hidden="true">
          <i className={icon} />
        </div>
        <h2 id={`${id}-title`} className="placeholder-card__title">
          {heading}
        </h2>
        <p className="placeholder-card__text">{text}</p>
        <Button
          className="placeholder-card__action"
          label={t('backHome')}
          icon="pi pi-home"
          outlined={!muted}
          size="small"
          onClick={() => void navigate('/')}
        />
      </section>
    </div>
  );
}
