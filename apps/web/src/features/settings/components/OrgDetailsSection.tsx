import { ATTACHMENT_MAX_MB } from '@comptoir/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/FormField';
import { ImageField } from '../../../components/ImageField';
import { countryOptions } from '../../../lib/countries';
import { currentLanguage } from '../../../lib/i18n';
import type { SettingsForm } from '../hooks/useSettingsForm';
import { SettingsSection } from './SettingsSection';

const COMMON_ZONES = ['Europe/Brussels', 'Europe/Paris', 'Europe/Luxembourg', 'Europe/Amsterdam'];

function timeZones(current: string): string[] {
  const all = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return [...new Set([current, ...COMMON_ZONES, ...all])];
}

type TextKey =
  | 'name'
  | 'vatNumber'
  | 'telephone'
  | 'contactEmail'
  | 'website'
  | 'accountBankName'
  | 'mainPrinterIpAddress'
  | 'address'
  | 'addressStreet'
  | 'addressPostcode'
  | 'addressCity'
  | 'kioskBackgroundVideoUrl';

type TextSpec = { key: TextKey; type?: 'email' | 'tel' | 'url'; wide?: boolean; placeholder?: string };

const TEXT_FIELDS: TextSpec[] = [
  { key: 'vatNumber' },
  { key: 'telephone', type: 'tel' },
  { key: 'contactEmail', type: 'email' },
  { key: 'website', type: 'url', placeholder: 'https://' },
  { key: 'accountBankName' },
  { key: 'mainPrinterIpAddress', placeholder: '192.168.1.50' },
  { key: 'address', wide: true },
  // Issue 21: the address invoices and e-invoices print, as separate fields (with the country below).
  { key: 'addressStreet', wide: true, placeholder: 'Rue du Marché 12' },
  { key: 'addressPostcode', placeholder: '1000' },
  { key: 'addressCity' },
];
const LAST_FIELDS: TextSpec[] = [{ key: 'kioskBackgroundVideoUrl', type: 'url', wide: true, placeholder: 'https://' }];

export function OrgDetailsSection({ form }: { form: SettingsForm }) {
  const { t, i18n } = useTranslation('settings');
  const { values, set, field, errors } = form;
  const zones = useMemo(() => timeZones(values.timeZone), [values.timeZone]);
  const textField = ({ key, type, wide, placeholder }: TextSpec) => (
    <TextField
      key={key}
      id={key}
      type={type}
      className={wide ? 'field-grid__wide' : undefined}
      placeholder={placeholder}
      label={t(`fields.${key}`)}
      value={values[key]}
      onChange={(v) => set(key, v)}
      error={errors[key]}
    />
  );

  return (
    <SettingsSection id="details" icon="pi pi-building">
      <div className="field-grid">
        {textField({ key: 'name' })}
        <SelectField id="timeZone" label={t('fields.timeZone')} {...field('timeZone')} options={zones} filter />
        {TEXT_FIELDS.map(textField)}
        <SelectField
          id="addressCountry"
          label={t('fields.addressCountry')}
          {...field('addressCountry')}
          options={countryOptions(currentLanguage(i18n.resolvedLanguage), values.addressCountry)}
          filter
        />
        {LAST_FIELDS.map(textField)}
        <ImageField
          id="ticketLogoImageUrl"
          label={t('fields.ticketLogoImageUrl')}
          hint={t('logo.hint', { limit: ATTACHMENT_MAX_MB })}
          value={form.logo}
          onChange={form.setLogo}
          error={errors.ticketLogoImageUrl ?? errors.file}
          className="field-grid__wide"
        />
      </div>
    </SettingsSection>
  );
}
