import { SEND_ORDER_BEHAVIORS } from '@comptoir/shared';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/FormField';
import type { SettingsForm } from '../hooks/useSettingsForm';
import { FLAG_GROUPS } from '../model';
import { NumberField, Section, SwitchRow } from './fields';

type GroupId = 'payments' | 'printing' | 'app' | 'stock';

/** Yes/no flags grouped by topic, with the pin lock timeout and the send-order behaviour. */
export function FeatureFlagsSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('settings');
  const { values, set, errors } = form;
  const groups: GroupId[] = ['payments', 'printing', 'app'];
  // Removing stock from the parent only means something when there is a parent organisation.
  if (values.parentOrgId !== null) groups.push('stock');

  return (
    <Section
      id="flags"
      icon="pi pi-sliders-h"
      title={t('sections.flags.title')}
      description={t('sections.flags.description')}
    >
      {groups.map((group) => (
        <fieldset key={group} className="settings-flags">
          <legend className="settings-flags__legend">{t(`flagGroups.${group}`)}</legend>
          <div className="settings-flags__list">
            {FLAG_GROUPS[group].map((flag) => (
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
          {group === 'app' && (
            <div className="settings-grid settings-flags__extra">
              <NumberField
                id="pinLockTimeout"
                label={t('fields.pinLockTimeout')}
                hint={t('hints.pinLockTimeout')}
                value={values.pinLockTimeout}
                onChange={(v) => set('pinLockTimeout', v)}
                min={0}
                max={86400}
                suffix=" s"
                error={errors.pinLockTimeout}
              />
              <Field id="sendOrderBehavior" label={t('fields.sendOrderBehavior')} error={errors.sendOrderBehavior}>
                <Dropdown
                  inputId="sendOrderBehavior"
                  value={values.sendOrderBehavior}
                  options={SEND_ORDER_BEHAVIORS.map((value) => ({ value, label: t(`sendOrderBehaviors.${value}`) }))}
                  onChange={(e) => set('sendOrderBehavior', e.value)}
                />
              </Field>
            </div>
          )}
        </fieldset>
      ))}
    </Section>
  );
}
