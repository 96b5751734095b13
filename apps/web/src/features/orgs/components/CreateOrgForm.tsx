import { type CreateOrganizationInput, createOrganizationSchema, ORG_TYPES } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { Tooltip } from 'primereact/tooltip';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Field } from '../../../components/FormField';
import { ApiError, errorMessage } from '../../../lib/api';
import { TextField } from '../../settings/components/fields';
import { switchToOrganization, useCreateOrganization } from '../api';

type TextKey = 'name' | 'vatNumber' | 'address' | 'telephone' | 'contactEmail' | 'accountBankName';
type Values = Record<TextKey | 'mainPrinterIpAddress', string> & { orgType: (typeof ORG_TYPES)[number] };

const EMPTY: Values = {
  name: '',
  vatNumber: '',
  address: '',
  telephone: '',
  contactEmail: '',
  accountBankName: '',
  mainPrinterIpAddress: '',
  orgType: 'RESTAURANT',
};

const FIELDS: { key: TextKey; type?: 'email' | 'tel'; wide?: boolean; required?: boolean }[] = [
  { key: 'name', required: true },
  { key: 'vatNumber' },
  { key: 'contactEmail', type: 'email', required: true },
  { key: 'telephone', type: 'tel' },
  { key: 'address', wide: true },
  { key: 'accountBankName' },
];

export function CreateOrgForm() {
  const { t } = useTranslation('orgs');
  const create = useCreateOrganization();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [switching, setSwitching] = useState(false);

  const set = (key: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  /** Field messages in the interface language: the shared schema decides, the message names the field. */
  const validate = (): CreateOrganizationInput | null => {
    const parsed = createOrganizationSchema.safeParse(values);
    if (parsed.success) return parsed.data;
    const found: Partial<Record<keyof Values, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof Values;
      if (found[key]) continue;
      if (key === 'name') found.name = t('validation.nameRequired');
      else if (key === 'contactEmail')
        found.contactEmail = values.contactEmail.trim() ? t('validation.emailInvalid') : t('validation.emailRequired');
      else found[key] = t(`validation.${key}`, { defaultValue: issue.message });
    }
    setErrors(found);
    return null;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || switching) return;
    const body = validate();
    if (!body) return;
    try {
      const { organization } = await create.mutateAsync(body);
      setValues(EMPTY);
      setSwitching(true);
      await switchToOrganization(organization.orgId);
    } catch (error) {
      setSwitching(false);
      console.error('Organisation creation failed', error);
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      toast.error(t('createError', { message: errorMessage(error) }));
    }
  };

  const busy = create.isPending || switching;
  return (
    <form className="card settings-section" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <div className="settings-grid">
        {FIELDS.map(({ key, type, wide, required }) => (
          <TextField
            key={key}
            id={`org-${key}`}
            type={type}
            wide={wide}
            label={required ? `${t(`fields.${key}`)} *` : t(`fields.${key}`)}
            value={values[key]}
            onChange={(v) => set(key, v)}
            error={errors[key]}
          />
        ))}
        <TextField
          id="org-mainPrinterIpAddress"
          label={
            <span className="create-org__label">
              {t('fields.mainPrinterIpAddress')}
              <i
                className="pi pi-info-circle create-org__info"
                data-pr-tooltip={t('tooltips.mainPrinterIpAddress')}
                data-pr-position="top"
                aria-label={t('tooltips.mainPrinterIpAddress')}
                role="img"
              />
            </span>
          }
          placeholder="192.168.1.50"
          value={values.mainPrinterIpAddress}
          onChange={(v) => set('mainPrinterIpAddress', v)}
          error={errors.mainPrinterIpAddress}
        />
        <Tooltip target=".create-org__info" className="create-org__tooltip" />
        <Field id="org-orgType" label={t('fields.orgType')} error={errors.orgType}>
          <SelectButton
            id="org-orgType"
            value={values.orgType}
            options={ORG_TYPES.map((value) => ({ value, label: t(`orgTypes.${value}`) }))}
            onChange={(e) => e.value && set('orgType', e.value)}
            allowEmpty={false}
          />
        </Field>
      </div>
      <div className="create-org__actions">
        <Button type="submit" icon="pi pi-save" label={t('save')} loading={busy} disabled={busy} />
      </div>
    </form>
  );
}
