import type { FiscalAccounts } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/FormField';
import { FormSection, SaveForm } from '../../../components/form/FormSection';
import { useSaveForm } from '../../../components/form/useDialogForm';
import { currentLanguage } from '../../../lib/i18n';
import { useSaveFiscalAccounts } from '../api';
import {
  accountsFormSchema,
  accountText,
  type FiscalAccountsInput,
  mappedRates,
  rateLabel,
  withEveryRate,
} from '../model';

type Side = 'sales' | 'vat' | 'payments';

/**
 * The accounts the exports book to (GET/PUT /journal/accounts): the journal code, sales and VAT accounts per VAT rate,
 * an account per payment type, tips and rounding. The country's defaults until saved; field messages from the schema
 * and from the server (docs/forms.md).
 */
export function AccountsCard({ accounts }: { accounts: FiscalAccounts }) {
  const { t, i18n } = useTranslation('closures');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const { values, set, field, errorOf, save } = useSaveForm(accountsFormSchema, withEveryRate(accounts), {
    mutation: useSaveFiscalAccounts(),
    success: () => t('accounts.saved'),
    reset: (saved: FiscalAccountsInput) => withEveryRate(saved),
  });
  const rates = mappedRates(values);
  const types = Object.keys(values.payments);
  const text = (name: 'journalCode' | 'tips' | 'rounding') => {
    const bound = field(name);
    return { ...bound, onChange: (v: string) => bound.onChange(accountText(v)) };
  };
  const keyed = (side: Side, key: string, label: string) => (
    <TextField
      key={`${side}-${key}`}
      id={`accounts-${side}-${key}`}
      label={label}
      value={values[side][key] ?? ''}
      onChange={(v) => set(side, { ...values[side], [key]: accountText(v) })}
      error={errorOf(`${side}.${key}`)}
      required
    />
  );
  const labels = {
    save: t('accounts.save'),
    saveLabel: t('accounts.saveLabel'),
    unsaved: t('accounts.unsaved'),
    upToDate: t('accounts.upToDate'),
  };

  return (
    <FormSection
      id="fiscal-accounts"
      icon="pi pi-book"
      title={t('accounts.title')}
      description={t('accounts.description')}
    >
      <SaveForm id="fiscal-accounts" labels={labels} {...save}>
        <div className="field-grid field-grid--three">
          <TextField id="accounts-journalCode" label={t('accounts.journalCode')} required {...text('journalCode')} />
          <TextField id="accounts-tips" label={t('accounts.tips')} required {...text('tips')} />
          <TextField id="accounts-rounding" label={t('accounts.rounding')} required {...text('rounding')} />
        </div>
        <fieldset className="accounts-form__group">
          <legend>{t('accounts.perRate')}</legend>
          {rates.map((rate) => (
            <div key={rate} className="field-grid accounts-form__rate" data-testid={`accounts-rate-${rate}`}>
              {keyed('sales', rate, t('accounts.sales', { rate: rateLabel(rate, lng) }))}
              {keyed('vat', rate, t('accounts.vat', { rate: rateLabel(rate, lng) }))}
            </div>
          ))}
        </fieldset>
        <fieldset className="accounts-form__group">
          <legend>{t('accounts.perPayment')}</legend>
          <div className="field-grid field-grid--three">
            {types.map((type) =>
              keyed('payments', type, t(`analytics:payTypes.${type}`, { defaultValue: type }) as string),
            )}
          </div>
        </fieldset>
      </SaveForm>
    </FormSection>
  );
}
