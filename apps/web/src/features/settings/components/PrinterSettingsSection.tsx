import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/FormField';
import type { SettingsForm } from '../hooks/useSettingsForm';
import { FlagSwitches, SettingsSection } from './SettingsSection';

const SPACINGS = [
  { key: 'kitchenTopSpacing', max: 100 },
  { key: 'charactersPerLine', max: 255 },
] as const;

/** Kitchen ticket layout: defaults 0, 0, false, false when never set. */
export function PrinterSettingsSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('settings');
  const { values, set, errors } = form;
  return (
    <SettingsSection id="printer" icon="pi pi-print">
      <div className="field-grid">
        {SPACINGS.map(({ key, max }) => (
          <NumberField
            key={key}
            id={key}
            label={t(`fields.${key}`)}
            hint={t(`hints.${key}`)}
            value={values[key]}
            onChange={(v) => set(key, v)}
            min={0}
            max={max}
            error={errors[key]}
          />
        ))}
      </div>
      <FlagSwitches form={form} flags={['kitchenGroupItems', 'bigKitchenFontSize']} />
    </SettingsSection>
  );
}
