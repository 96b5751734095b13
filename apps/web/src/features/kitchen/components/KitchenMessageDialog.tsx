import { createKitchenMessageSchema, KITCHEN_MESSAGE_MAX_LENGTH } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/FormField';
import { useDialogForm } from '../../../components/form/useDialogForm';
import { useAddKitchenMessage } from '../api';

/** The dialog's values: the shared message text, with the spec's 'Message required' in the interface language. */
export const kitchenMessageFormSchema = createKitchenMessageSchema.extend({
  text: z.string().trim().min(1, 'kitchen:dialog.required').max(KITCHEN_MESSAGE_MAX_LENGTH, 'kitchen:dialog.tooLong'),
});

/** Adds a kitchen message (document 3 section 4): one text, trimmed, not empty. */
export function KitchenMessageDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('kitchen');
  const add = useAddKitchenMessage();
  const { field, dialog } = useDialogForm(
    kitchenMessageFormSchema,
    { text: '' },
    {
      mutation: add,
      messageParams: { count: KITCHEN_MESSAGE_MAX_LENGTH },
      success: (saved) => t('toast.addSuccess', { text: saved.text }),
      onClose,
    },
  );

  return (
    <FormDialog id="kitchen-message-dialog" title={t('dialog.addTitle')} {...dialog}>
      <TextField
        id="kitchen-message-text"
        label={t('dialog.text')}
        {...field('text')}
        hint={t('dialog.hint')}
        required
        autoFocus
        maxLength={KITCHEN_MESSAGE_MAX_LENGTH}
        placeholder={t('dialog.placeholder')}
      />
    </FormDialog>
  );
}
