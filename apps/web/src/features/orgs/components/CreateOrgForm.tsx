import { createOrganizationSchema, ORG_TYPES } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Tooltip } from 'primereact/tooltip';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { ChoiceField, TextField } from '../../../components/FormField';
import { errorMessage } from '../../../lib/api';
import { useZodForm } from '../../../lib/forms';

import { switchToOrganization, useCreateOrganization } from '../api';

type TextKey = 'name' | 'vatNumber' | 'address' | 'telephone' | 'contactEmail' | 'accountBankName';

/** A field checked by the shared schema's own rule, with the console's message. */
const sharedRule = (field: 'telephone' | 'mainPrinterIpAddress' | 'contactEmail', message: string) =>
  z.string().refine((v) => createOrganizationSchema.shape[field].safeParse(v).success, message);

/** The form's values: the shared organisation fields as typed text, with the console's messages. */
const orgFormSchema = createOrganizationSchema.extend({
  name: z.string().trim().min(1, 'orgs:validation.nameRequired').max(200),
  contactEmail: z
    .string()
    .trim()
    .min(1, 'orgs:validation.emailRequired')
    .pipe(sharedRule('contactEmail', 'orgs:validation.emailInvalid')),
  telephone: sharedRule('telephone', 'orgs:validation.telephone'),
  mainPrinterIpAddress: sharedRule('mainPrinterIpAddress', 'orgs:validation.mainPrinterIpAddress'),
  vatNumber: z.string().max(50),
  address: z.string().max(500),
  accountBankName: z.string().max(200),
  orgType: z.enum(ORG_TYPES),
});
type Values = z.input<typeof orgFormSchema>;

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
  const { values, set, field, errorOf, submit, form } = useZodForm(orgFormSchema, EMPTY, { serverError: create.error });
  const [switching, setSwitching] = useState(false);

  const send = async (checked: Values) => {
    if (create.isPending || switching) return;
    try {
      const { organization } = await create.mutateAsync(createOrganizationSchema.parse(checked));
      form.reset(EMPTY);
      setSwitching(true);
      await switchToOrganization(organization.orgId);
    } catch (error) {
      setSwitching(false);
      console.error('Organisation creation failed', error);
      toast.error(t('createError', { message: errorMessage(error) }));
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(send)();
  };

  const busy = create.isPending || switching;
  return (
    <form className="card form-section" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <div className="field-grid">
        {FIELDS.map(({ key, type, wide, required }) => (
          <TextField
            key={key}
            id={`org-${key}`}
            type={type}
            className={wide ? 'field-grid__wide' : undefined}
            label={required ? `${t(`fields.${key}`)} *` : t(`fields.${key}`)}
            value={values[key]}
            onChange={(v) => set(key, v)}
            error={errorOf(key)}
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
          {...field('mainPrinterIpAddress')}
        />
        <Tooltip target=".create-org__info" className="create-org__tooltip" />
        <ChoiceField
          id="org-orgType"
          label={t('fields.orgType')}
          {...field('orgType')}
          options={ORG_TYPES.map((value) => ({ value, label: t(`orgTypes.${value}`) }))}
        />
      </div>
      <div className="create-org__actions">
        <Button type="submit" icon="pi pi-save" label={t('save')} loading={busy} disabled={busy} />
      </div>
    </form>
  );
}
