import { Dropdown } from 'primereact/dropdown';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/FormField';
import type { SettingsForm } from '../hooks/useSettingsForm';
import { Section, TextField } from './fields';
import { TicketLogoField } from './TicketLogoField';

const COMMON_ZONES = ['Europe/Brussels', 'Europe/Paris', 'Europe/Luxembourg', 'Europe/Amsterdam'];

function timeZones(current: string): string[] {
  const all = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return [...new Set([current, ...COMMON_ZONES, ...all])];
}

type TextKey =
  | 'vatNumber'
  | 'telephone'
  | 'contactEmail'
  | 'website'
  | 'accountBankName'
  | 'mainPrinterIpAddress'
  | 'address'
  | 'kioskBackgroundVideoUrl';

const TEXT_FIELDS: { key: TextKey; type?: 'email' | 'tel' | 'url'; wide?: boolean; placeholder?: string }[] = [
  { key: 'vatNumber' },
  { key: 'telephone', type: 'tel' },
  { key: 'contactEmail', type: 'email' },
  { key: 'website', type: 'url', placeholder: 'https://' },
  { key: 'accountBankName' },
  { key: 'mainPrinterIpAddress', placeholder: '192.168.1.50' },
  { key: 'address', wide: true },
  { key: 'kioskBackgroundVideoUrl', type: 'url', wide: true, placeholder: 'https://' },
];

export function OrgDetailsSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('settings');
  const { values, set, errors } = form;
  const zones = useMemo(() => timeZones(values.timeZone), [values.timeZone]);

  return (
    <Section
      id="details"
      icon="pi pi-building"
      title={t('sections.details.title')}
      description={t('sections.details.description')}
    >
      <div className="settings-grid">
        <TextField
          id="name"
          label={t('fields.name')}
          value={values.name}
          onChange={(v) => set('name', v)}
          error={errors.name}
        />
        <Field id="timeZone" label={t('fields.timeZone')} error={errors.timeZone}>
          <Dropdown
            inputId="timeZone"
            value={values.timeZone}
            options={zones}
            onChange={(e) => set('timeZone', e.value)}
            filter
            invalid={Boolean(errors.timeZone)}
          />
        </Field>
        {TEXT_FIELDS.map(({ key, type, wide, placeholder }) => (
          <TextField
            key={key}
            id={key}
            type={type}
            wide={wide}
            placeholder={placeholder}
            label={t(`fields.${key}`)}
            value={values[key]}
            onChange={(v) => set(key, v)}
            error={errors[key]}
          />
        ))}
        <TicketLogoField form={form} />
      </div>
    </Section>
  );
}
