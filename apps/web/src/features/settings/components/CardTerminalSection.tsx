import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/FormField';
import { MoneyInput } from '../../../components/MoneyInput';
import type { SettingsForm } from '../hooks/useSettingsForm';
import { Section, SwitchRow, TextField } from './fields';

/** Card terminal ids: everyone sees them, only a super user changes them. */
export function CardTerminalSection({ form, superUser }: { form: SettingsForm; superUser: boolean }) {
  const { t } = useTranslation('settings');
  const { values, set, errors } = form;
  const readOnly = !superUser;
  return (
    <Section
      id="terminal"
      icon="pi pi-credit-card"
      title={t('sections.terminal.title')}
      description={t('sections.terminal.description')}
    >
      {readOnly && <Message severity="info" text={t('terminal.readOnly')} className="settings-notice" />}
      <div className="settings-grid">
        <TextField
          id="vwTerminalMerchantId"
          label={t('fields.vwTerminalMerchantId')}
          value={values.vwTerminalMerchantId}
          onChange={(v) => set('vwTerminalMerchantId', v)}
          disabled={readOnly}
          error={errors.vwTerminalMerchantId}
        />
        <TextField
          id="vwTerminalId"
          label={t('fields.vwTerminalId')}
          value={values.vwTerminalId}
          onChange={(v) => set('vwTerminalId', v)}
          disabled={readOnly}
          error={errors.vwTerminalId}
        />
        <Field
          id="vwIsvAmount"
          label={t('fields.vwIsvAmount')}
          error={errors.vwIsvAmount}
          hint={t('hints.vwIsvAmount')}
        >
          <MoneyInput
            id="vwIsvAmount"
            value={values.vwIsvAmount}
            onChange={(cents) => set('vwIsvAmount', cents ?? 0)}
            max={1_000_000}
            disabled={readOnly}
          />
        </Field>
      </div>
      <div className="settings-flags__list settings-flags__list--spaced">
        <SwitchRow
          id="vwEnabled"
          label={t('flags.vwEnabled')}
          checked={values.vwEnabled}
          onChange={(v) => set('vwEnabled', v)}
          disabled={readOnly}
          error={errors.vwEnabled}
        />
      </div>
    </Section>
  );
}
