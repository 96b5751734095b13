import '../clients.css';
import { CLIENT_LANGUAGES } from '@comptoir/shared';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { CheckField, describedBy, Field } from '../../../components/FormField';
import { countryOptions } from '../../../lib/countries';
import { currentLanguage } from '../../../lib/i18n';
import type { ClientForm } from '../clientForm';

type TextField = 'name' | 'phoneNumber' | 'email' | 'street' | 'number' | 'box' | 'zipCode' | 'city' | 'vat';

/** The client's fields (document 3 section 3), shared by the client dialog and the invoice dialog's new client. */
export function ClientFormFields({
  values,
  set,
  errorOf,
}: {
  values: ClientForm;
  set: <K extends keyof ClientForm & string>(field: K, value: ClientForm[K]) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const { t, i18n } = useTranslation('clients');
  const text = (field: TextField, opts: { required?: boolean; type?: string; autoFocus?: boolean } = {}) => {
    const id = `client-${field}`;
    const error = errorOf(field);
    return (
      <Field id={id} label={t(`fields.${field}`)} error={error} required={opts.required}>
        <InputText
          id={id}
          type={opts.type}
          autoFocus={opts.autoFocus}
          value={values[field] ?? ''}
          onChange={(ev) => set(field, ev.target.value)}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, error)}
        />
      </Field>
    );
  };
  const languages = [
    { label: t('language.organisation'), value: '' },
    ...CLIENT_LANGUAGES.map((l) => ({ label: t(`language.${l}`), value: l })),
  ];
  return (
    <div className="client-form">
      {text('name', { required: true, autoFocus: true })}
      <div className="client-form__row">
        {text('phoneNumber', { required: true, type: 'tel' })}
        {text('email', { required: true, type: 'email' })}
      </div>
      <div className="client-form__row client-form__row--address">
        {text('street')}
        {text('number')}
        {text('box')}
      </div>
      <div className="client-form__row client-form__row--city">
        {text('zipCode')}
        {text('city')}
        {/* Issue 21: the address's country for invoices; empty: the VAT number's country, else the organisation's. */}
        <Field id="client-country" label={t('fields.country')} error={errorOf('country')}>
          <Dropdown
            inputId="client-country"
            value={values.country ?? ''}
            options={[
              { label: t('country.auto'), value: '' },
              ...countryOptions(currentLanguage(i18n.resolvedLanguage), values.country),
            ]}
            placeholder={t('country.auto')}
            filter
            onChange={(ev) => set('country', (ev.value as string) ?? '')}
          />
        </Field>
      </div>
      <CheckField
        id="client-business"
        label={t('fields.business')}
        checked={values.business ?? false}
        onChange={(checked) => set('business', checked)}
      />
      {text('vat', { required: Boolean(values.business) })}
      <Field id="client-language" label={t('fields.language')} hint={t('language.hint')}>
        <Dropdown
          inputId="client-language"
          value={values.language ?? ''}
          options={languages}
          onChange={(ev) => set('language', (ev.value as ClientForm['language']) || null)}
        />
      </Field>
      <Field id="client-extraInfo" label={t('fields.extraInfo')}>
        <InputTextarea
          id="client-extraInfo"
          rows={2}
          value={values.extraInfo ?? ''}
          onChange={(ev) => set('extraInfo', ev.target.value)}
        />
      </Field>
    </div>
  );
}
