import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { useZodForm } from '../../../lib/forms';
import { type Client, useSaveClient } from '../api';
import { clientFormOf, clientFormSchema, NEW_CLIENT } from '../clientForm';
import { ClientFormFields } from './ClientFormFields';

/** Adds or edits a client in a popup (document 3 sections 2, 4 and 5). */
export function ClientDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const { t } = useTranslation('clients');
  const save = useSaveClient(client);
  const { values, set, errorOf, dirty, formError, submit } = useZodForm(
    clientFormSchema,
    client ? clientFormOf(client) : NEW_CLIENT,
    { serverError: save.error },
  );

  const send = (body: z.output<typeof clientFormSchema>) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        toast.success(t(client ? 'toast.editSuccess' : 'toast.createSuccess', { name: saved.name }));
        onClose();
      },
    });

  return (
    <FormDialog
      id="client-dialog"
      visible
      title={client ? t('dialog.editTitle', { name: client.name }) : t('dialog.addTitle')}
      saving={save.isPending}
      error={formError}
      dirty={dirty}
      onHide={onClose}
      onSubmit={submit(send)}
      width="36rem"
    >
      <ClientFormFields values={values} set={set} errorOf={errorOf} />
    </FormDialog>
  );
}
