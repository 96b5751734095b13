import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { MoneyField, TextField } from '../../../components/FormField';
import type { SettingsForm } from '../hooks/useSettingsForm';
import { FlagSwitches, SettingsSection } from './SettingsSection';

/** Card terminal ids: everyone sees them, only a super user changes them. */
export function CardTerminalSection({ form, superUser }: { form: SettingsForm; superUser: boolean }) {
  const { t } = useTranslation('settings');
  const { values, set, errors } = form;
  const readOnly = !superUser;
  return (
    <SettingsSection id="terminal" icon="pi pi-credit-card">
      {readOnly && <Message severity="info" text={t('terminal.readOnly')} className="settings-notice" />}
      <div className="field-grid">
        {(['vwTerminalMerchantId', 'vwTerminalId'] as const).map((key) => (
          <TextField
            key={key}
            id={key}
            label={t(`fields.${key}`)}
            value={values[key]}
            onChange={(v) => set(key, v)}
            disabled={readOnly}
            error={errors[key]}
          />
        ))}
        <MoneyField
          id="vwIsvAmount"
          label={t('fields.vwIsvAmount')}
          error={errors.vwIsvAmount}
          hint={t('hints.vwIsvAmount')}
          value={values.vwIsvAmount}
          onChange={(cents) => set('vwIsvAmount', cents ?? 0)}
          max={1_000_000}
          disabled={readOnly}
        />
      </div>
      <FlagSwitches form={form} flags={['vwEnabled']} disabled={readOnly} />
    </SettingsSection>
  );
}
