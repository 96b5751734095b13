import type { ManagedOrganization } from '@comptoir/shared';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/FormField';
import { formatDate } from '../../../lib/format';
import type { SettingsForm } from '../hooks/useSettingsForm';
import { FlagSwitches, SettingsSection } from './SettingsSection';

const SUPER_FLAGS = [
  'onlineOrderWebPageEnabled',
  'mapsAutoCompleteEnabled',
  'autoAssignDeviceToMainType',
  'workerShiftsEnabled',
  'includeParentProducts',
] as const;

/** Settings only a super user sees and changes (document 1 sections 3 and 6). */
export function SuperUserSection({
  form,
  managed,
  now = Date.now(),
}: {
  form: SettingsForm;
  managed: ManagedOrganization[];
  now?: number;
}) {
  const { t } = useTranslation('settings');
  const { values, set, errors } = form;
  const parents = managed
    .filter((org) => org.orgId !== values.orgId)
    .map((org) => ({ value: org.orgId, label: `${org.name} - ${org.orgId}` }));
  if (values.parentOrgId !== null && !parents.some((p) => p.value === values.parentOrgId)) {
    parents.unshift({ value: values.parentOrgId, label: String(values.parentOrgId) });
  }

  return (
    <SettingsSection id="super" icon="pi pi-shield">
      {values.subscriptionEnd > 0 && (
        <div className="settings-subscription" data-testid="subscription-end">
          <span>{t('fields.subscriptionEnd')}</span>
          <strong>{formatDate(values.subscriptionEnd, undefined, values.timeZone)}</strong>
          {values.subscriptionEnd < now && <Tag severity="danger" value={t('subscription.expired')} />}
        </div>
      )}
      <div className="field-grid">
        {(['customWebshopDomain', 'webOrgId'] as const).map((key) => (
          <TextField
            key={key}
            id={key}
            label={t(`fields.${key}`)}
            placeholder={key === 'customWebshopDomain' ? 'shop.example.com' : undefined}
            value={values[key]}
            onChange={(v) => set(key, v)}
            error={errors[key]}
          />
        ))}
        <SelectField
          id="parentOrgId"
          label={t('fields.parentOrgId')}
          error={errors.parentOrgId}
          value={values.parentOrgId}
          options={parents}
          onChange={(id) => set('parentOrgId', id ?? null)}
          placeholder={t('parentNone')}
          emptyMessage={t('parentEmpty')}
          showClear
          filter={parents.length > 8}
        />
      </div>
      <FlagSwitches form={form} flags={SUPER_FLAGS} />
    </SettingsSection>
  );
}
