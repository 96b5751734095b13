import type { OrganizationSettings, User } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError, errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../auth/api';
import { useOrganization } from '../api';
import { CardTerminalSection } from '../components/CardTerminalSection';
import { FeatureFlagsSection } from '../components/FeatureFlagsSection';
import { OrgDetailsSection } from '../components/OrgDetailsSection';
import { PrinterSettingsSection } from '../components/PrinterSettingsSection';
import { ShiftSection } from '../components/ShiftSection';
import { SuperUserSection } from '../components/SuperUserSection';
import { useSettingsForm } from '../hooks/useSettingsForm';
import '../settings.css';

/** /settings: the organisation's details, flags, printer, card terminal and super-user settings. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const org = useOrganization();
  const me = useCurrentUser();

  if (org.isPending || me.isPending) {
    return (
      <div className="page">
        <PageHeader title={t('title')} />
        <div className="card settings-state" role="status">
          <ProgressSpinner style={{ width: 40, height: 40 }} strokeWidth="4" />
          <span>{t('loading')}</span>
        </div>
      </div>
    );
  }
  if (org.isError || me.isError) {
    const error = org.error ?? me.error;
    const forbidden = error instanceof ApiError && error.status === 403;
    return (
      <div className="page">
        <PageHeader title={t('title')} />
        <div className="card settings-state" role="alert">
          <i className="pi pi-exclamation-circle settings-state__icon" aria-hidden="true" />
          <strong>{forbidden ? t('forbidden') : t('loadError')}</strong>
          {!forbidden && <span>{errorMessage(error)}</span>}
          {!forbidden && <Button label={t('retry')} icon="pi pi-refresh" outlined onClick={() => void org.refetch()} />}
        </div>
      </div>
    );
  }
  // A fresh form for every organisation loaded.
  return <SettingsForm key={org.data.orgId} org={org.data} user={me.data} />;
}

function SettingsForm({ org, user }: { org: OrganizationSettings; user: User }) {
  const { t } = useTranslation('settings');
  const form = useSettingsForm(org);

  return (
    <form
      className="page settings-page"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <PageHeader title={t('title')} subtitle={t('subtitle', { name: org.name, orgId: org.orgId })} />
      <div className="settings-sections">
        <OrgDetailsSection form={form} />
        <FeatureFlagsSection form={form} />
        <ShiftSection form={form} />
        <PrinterSettingsSection form={form} />
        <CardTerminalSection form={form} superUser={user.isSuperUser} />
        {user.isSuperUser && <SuperUserSection form={form} managed={user.managedOrganizations} />}
      </div>
      <div className="settings-savebar">
        <span className="settings-savebar__state" aria-live="polite">
          {form.dirty ? t('unsaved') : t('upToDate')}
        </span>
        <Button type="submit" icon="pi pi-save" label={t('save')} loading={form.saving} disabled={form.saving} />
      </div>
    </form>
  );
}
