import type { ManagedOrganization } from '@comptoir/shared';
import { Dropdown } from 'primereact/dropdown';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/FormField';
import { formatDate } from '../../../lib/format';
import type { SettingsForm } from '../hooks/useSettingsForm';
import { Section, SwitchRow, TextField } from './fields';

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
    <Section
      id="super"
      icon="pi pi-shield"
      title={t('sections.super.title')}
      description={t('sections.super.description')}
    >
      {values.subscriptionEnd > 0 && (
        <div className="settings-subscription" data-testid="subscription-end">
          <span>{t('fields.subscriptionEnd')}</span>
          <strong>{formatDate(values.subscriptionEnd, undefined, values.timeZone)}</strong>
          {values.subscriptionEnd < now && <Tag severity="danger" value={t('subscription.expired')} />}
        </div>
      )}
      <div className="settings-grid">
        <TextField
          id="customWebshopDomain"
          label={t('fields.customWebshopDomain')}
          placeholder="shop.example.com"
          value={values.customWebshopDomain}
          onChange={(v) => set('customWebshopDomain', v)}
          error={errors.customWebshopDomain}
        />
        <TextField
          id="webOrgId"
          label={t('fields.webOrgId')}
          value={values.webOrgId}
          onChange={(v) => set('webOrgId', v)}
          error={errors.webOrgId}
        />
        <Field id="parentOrgId" label={t('fields.parentOrgId')} error={errors.parentOrgId}>
          <Dropdown
            inputId="parentOrgId"
            value={values.parentOrgId}
            options={parents}
            onChange={(e) => set('parentOrgId', (e.value as number | undefined) ?? null)}
            placeholder={t('parentNone')}
            emptyMessage={t('parentEmpty')}
            showClear
            filter={parents.length > 8}
            invalid={Boolean(errors.parentOrgId)}
          />
        </Field>
      </div>
      <div className="settings-flags__list settings-flags__list--spaced">
        {SUPER_FLAGS.map((flag) => (
          <SwitchRow
            key={flag}
            id={flag}
            label={t(`flags.${flag}`)}
            checked={values[flag]}
            onChange={(v) => set(flag, v)}
            error={errors[flag]}
          />
        ))}
      </div>
    </Section>
  );
}
