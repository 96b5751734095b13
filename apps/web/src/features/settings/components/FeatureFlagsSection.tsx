import { SEND_ORDER_BEHAVIORS } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField } from '../../../components/FormField';
import type { SettingsForm } from '../hooks/useSettingsForm';
import { FLAG_GROUPS } from '../model';
import { FlagSwitches, SettingsSection } from './SettingsSection';

type GroupId = 'payments' | 'printing' | 'app' | 'stock';

/** Yes/no flags grouped by topic, with the pin lock timeout and the send-order behaviour. */
export function FeatureFlagsSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('settings');
  const { values, field } = form;
  const groups: GroupId[] = ['payments', 'printing', 'app'];
  // Removing stock from the parent only means something when there is a parent organisation.
  if (values.parentOrgId !== null) groups.push('stock');

  return (
    <SettingsSection id="flags" icon="pi pi-sliders-h">
      {groups.map((group) => (
        <fieldset key={group} className="switch-group">
          <legend className="switch-group__legend">{t(`flagGroups.${group}`)}</legend>
          <FlagSwitches form={form} flags={FLAG_GROUPS[group]} className="switch-list" />
          {group === 'app' && (
            <div className="field-grid switch-group__extra">
              <NumberField
                id="pinLockTimeout"
                label={t('fields.pinLockTimeout')}
                hint={t('hints.pinLockTimeout')}
                {...field('pinLockTimeout')}
                min={0}
                max={86400}
                suffix=" s"
              />
              <SelectField
                id="sendOrderBehavior"
                label={t('fields.sendOrderBehavior')}
                {...field('sendOrderBehavior')}
                options={SEND_ORDER_BEHAVIORS.map((value) => ({ value, label: t(`sendOrderBehaviors.${value}`) }))}
              />
            </div>
          )}
        </fieldset>
      ))}
    </SettingsSection>
  );
}
