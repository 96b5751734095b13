import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/session';
import { PageHeader, pageTexts } from '../../../components/PageHeader';
import { CreateOrgForm } from '../components/CreateOrgForm';
import '../orgs.css';

/** /create-org: a super user creates an organisation, then works in it. */
// Not a DataPage: a form that creates an organisation; nothing to load.
export function CreateOrgPage() {
  const { t } = useTranslation('orgs');
  const me = useCurrentUser();
  return (
    <div className="page create-org">
      <PageHeader {...pageTexts(t)} />
      {me.data && !me.data.isSuperUser ? (
        <Message severity="warn" text={t('superUserOnly')} className="create-org__notice" />
      ) : (
        <CreateOrgForm />
      )}
    </div>
  );
}
