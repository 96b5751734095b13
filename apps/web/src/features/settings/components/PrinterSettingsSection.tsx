import { useTranslation } from 'react-i18next';
import type { SettingsForm } from '../hooks/useSettingsForm';
import { NumberField, Section, SwitchRow } from './fields';

/** Kitchen ticket layout: defaults 0, 0, false, false when never set. */
export function PrinterSettingsSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('settings');
  const { values, set, errors } = form;
  return (
    <Section
      id="printer"
      icon="pi pi-print"
      title={t('sections.printer.title')}
      description={t('sections.printer.description')}
    >
      <div className="settings-grid">
        <NumberField
          id="kitchenTopSpacing"
          label={t('fields.kitchenTopSpacing')}
          hint={t('hints.kitchenTopSpacing')}
          value={values.kitchenTopSpacing}
          onChange={(v) => set('kitchenTopSpacing', v)}
          min={0}
          max={100}
          error={errors.kitchenTopSpacing}
        />
        <NumberField
          id="charactersPerLine"
          label={t('fields.charactersPerLine')}
          hint={t('hints.charactersPerLine')}
          value={values.charactersPerLine}
          onChange={(v) => set('charactersPerLine', v)}
          min={0}
          max={255}
          error={errors.charactersPerLine}
        />
      </div>
      <div className="settings-flags__list settings-flags__list--spaced">
        {(['kitchenGroupItems', 'bigKitchenFontSize'] as const).map((flag) => (
          <SwitchRow
            key={flag}
            id={flag}
            label={t(`flags.${flag}`)}
            checked={values[flag]}
            onChange={(v) => set(flag, v)}
          />
        ))}
      </div>
    </Section>
  );
}
