import { createKitchenMessageSchema, KITCHEN_MESSAGE_MAX_LENGTH } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/FormField';
import { useZodForm } from '../../../lib/forms';
import { useAddKitchenMessage } from '../api';

/** The dialog's values: the shared message text, with the spec's 'Message required' in the interface language. */
export const kitchenMessageFormSchema = createKitchenMessageSchema.extend({
  text: z.string().trim().min(1, 'kitchen:dialog.required').max(KITCHEN_MESSAGE_MAX_LENGTH, 'kitchen:dialog.tooLong'),
});

/** Adds a kitchen message (document 3 section 4): one text, trimmed, not empty. */
export function KitchenMessageDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('kitchen');
  const add = useAddKitchenMessage();
  const { values, set, errorOf, dirty, formError, submit } = useZodForm(
    kitchenMessageFormSchema,
    { text: '' },
    { serverError: add.error, messageParams: { count: KITCHEN_MESSAGE_MAX_LENGTH } },
  );
  const error = errorOf('text');

  const send = (body: z.output<typeof kitchenMessageFormSchema>) =>
    add.mutate(body, {
      onSuccess: (saved) => {
        toast.success(t('toast.createSuccess', { text: saved.text }));
        onClose();
      },
    });

  return (
    <FormDialog
      id="kitchen-message-dialog"
      visible
      title={t('dialog.addTitle')}
      saving={add.isPending}
      error={formError}
      dirty={dirty}
      onHide={onClose}
      onSubmit={submit(send)}
    >
      <TextField
        id="kitchen-message-text"
        label={t('dialog.text')}
        error={error}
        hint={t('dialog.hint')}
        required
        autoFocus
        value={values.text}
        maxLength={KITCHEN_MESSAGE_MAX_LENGTH}
        placeholder={t('dialog.placeholder')}
        onChange={(text) => set('text', text)}
      />
    </FormDialog>
  );
}
