import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from './PageHeader';
import { StateCard } from './PageState';

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
      <StateCard id={id} icon={icon} tone={muted ? 'muted' : 'accent'} title={heading} text={text}>
        <Button
          label={t('backHome')}
          icon="pi pi-home"
          outlined={!muted}
          size="small"
          onClick={() => void navigate('/')}
        />
      </StateCard>
    </div>
  );
}
