import type { OrganizationSettings, User } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/session';
import { DataPage } from '../../../components/DataPage';
import { SaveForm } from '../../../components/form/FormSection';
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
  return (
    <DataPage
      title={t('title')}
      subtitle={org.data && t('subtitle', { name: org.data.name, orgId: org.data.orgId })}
      className="settings-page"
      query={org}
      ready={me.data !== undefined}
      ability="ACCOUNTS_SETTINGS"
    >
      {/* A fresh form for every organisation loaded. */}
      {(loaded) => <SettingsForm key={loaded.orgId} org={loaded} user={me.data!} />}
    </DataPage>
  );
}

function SettingsForm({ org, user }: { org: OrganizationSettings; user: User }) {
  const { t } = useTranslation('settings');
  const form = useSettingsForm(org);

  return (
    <SaveForm
      id="settings"
      sticky
      dirty={form.dirty}
      saving={form.saving}
      onSave={form.submit}
      labels={{ save: t('save'), saveLabel: t('save'), unsaved: t('unsaved'), upToDate: t('upToDate') }}
    >
      <div className="form-sections">
        <OrgDetailsSection form={form} />
        <FeatureFlagsSection form={form} />
        <ShiftSection form={form} />
        <PrinterSettingsSection form={form} />
        <CardTerminalSection form={form} superUser={user.isSuperUser} />
        {user.isSuperUser && <SuperUserSection form={form} managed={user.managedOrganizations} />}
      </div>
    </SaveForm>
  );
}
