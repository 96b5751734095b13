import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { addEditTexts } from '../../../components/form/addEditTexts';
import { useDialogForm } from '../../../components/form/useDialogForm';
import { type Client, useSaveClient } from '../api';
import { clientFormOf, clientFormSchema, NEW_CLIENT } from '../clientForm';
import { ClientFormFields } from './ClientFormFields';

/** Adds or edits a client in a popup (document 3 sections 2, 4 and 5). */
export function ClientDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const { t } = useTranslation('clients');
  const save = useSaveClient(client);
  const texts = addEditTexts(t, client, (c: Client) => ({ name: c.name }));
  const { values, set, errorOf, dialog } = useDialogForm(clientFormSchema, client ? clientFormOf(client) : NEW_CLIENT, {
    mutation: save,
    success: texts.success,
    onClose,
  });

  return (
    <FormDialog id="client-dialog" title={texts.title} width="36rem" {...dialog}>
      <ClientFormFields values={values} set={set} errorOf={errorOf} />
    </FormDialog>
  );
}
