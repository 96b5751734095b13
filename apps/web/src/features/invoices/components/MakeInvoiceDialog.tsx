import type { ClientAccount } from '@comptoir/shared';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { Field } from '../../../components/FormField';
import { useZodForm } from '../../../lib/forms';
import { type ClientForm, ClientFormFields, clientFormSchema, NEW_CLIENT, useClients } from '../../clients';
import { useCreateInvoice } from '../api';

/** A new client starts from the ticket's client data, when the till recorded some. */
function prefill(account: ClientAccount): ClientForm {
  const c = account.clientData;
  if (!c) return NEW_CLIENT;
  return {
    ...NEW_CLIENT,
    name: c.name ?? '',
    phoneNumber: c.phoneNumber ?? '',
    email: c.email ?? '',
    street: c.street ?? '',
    number: c.number ?? '',
    box: c.box ?? '',
    zipCode: c.zipCode ?? '',
    city: c.city ?? '',
    vat: c.vat ?? '',
    business: Boolean(c.vat),
  };
}

/**
 * "Make an invoice" for a closed ticket (account summary): pick an existing client, or create one with the client
 * dialog's fields and rules. The server numbers and freezes the invoice.
 */
export function MakeInvoiceDialog({
  account,
  suggestedClientId,
  onClose,
}: {
  account: ClientAccount;
  suggestedClientId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  const clients = useClients();
  const create = useCreateInvoice();
  const canPick = Boolean(clients.data?.length);
  // The client search first (issue 22 point 2): a new client only when the till recorded one the directory lacks.
  const [mode, setMode] = useState<'existing' | 'new'>(suggestedClientId || !account.clientData ? 'existing' : 'new');
  const [clientId, setClientId] = useState<number | null>(suggestedClientId);
  const [pickError, setPickError] = useState<string | undefined>();
  const form = useZodForm(clientFormSchema, prefill(account), { serverError: create.error });
  const existing = mode === 'existing' && canPick;

  const done = {
    onSuccess: (invoice: { invoiceNumber: string | null }) => {
      toast.success(t('toast.created', { number: invoice.invoiceNumber ?? 'N/A' }));
      onClose();
    },
  };
  const submitNew = form.submit((client: z.output<typeof clientFormSchema>) =>
    create.mutate({ clientAccountId: account.clientAccountId, client }, done),
  );
  const submit = () => {
    if (!existing) return submitNew();
    if (!clientId) return setPickError(t('make.clientRequired'));
    create.mutate({ clientAccountId: account.clientAccountId, clientDataId: clientId }, done);
  };

  return (
    <FormDialog
      id="make-invoice-dialog"
      visible
      title={t('make.title', { id: account.clientAccountId })}
      saving={create.isPending}
      error={existing ? create.error : form.formError}
      dirty={existing ? clientId !== suggestedClientId : form.dirty}
      onHide={onClose}
      onSubmit={submit}
      width="36rem"
    >
      {canPick && (
        <SelectButton
          className="make-invoice__mode"
          value={mode}
          allowEmpty={false}
          options={[
            { label: t('make.existing'), value: 'existing' },
            { label: t('make.new'), value: 'new' },
          ]}
          onChange={(e) => setMode(e.value as 'existing' | 'new')}
        />
      )}
      {existing ? (
        <Field id="make-invoice-client" label={t('make.client')} error={pickError} required>
          <Dropdown
            inputId="make-invoice-client"
            value={clientId}
            options={(clients.data ?? []).map((c) => ({
              label: [c.name, c.email, c.vat].filter(Boolean).join(' · '),
              value: c.clientDataId,
            }))}
            onChange={(e) => {
              setClientId(e.value as number);
              setPickError(undefined);
            }}
            placeholder={t('make.clientPlaceholder')}
            filter
            invalid={Boolean(pickError)}
          />
        </Field>
      ) : (
        <ClientFormFields values={form.values} set={form.set} errorOf={form.errorOf} />
      )}
    </FormDialog>
  );
}
