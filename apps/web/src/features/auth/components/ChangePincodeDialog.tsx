import { changeOwnPincodeSchema, PINCODE_PATTERN } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useChangeOwnPincode } from '../../../app/session';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/FormField';
import { useDialogForm } from '../../../components/form/useDialogForm';
import { localizedRefusal } from '../me';

/** The dialog's values: the shared PIN rule (4 to 6 digits), with the message in the interface language. */
export const changePincodeFormSchema = changeOwnPincodeSchema.extend({
  pincode: z.string().trim().regex(PINCODE_PATTERN, 'auth:me.pin.format'),
});

/** Changes one's own PIN, the code that identifies the user on a till (unique in the organisation). */
export function ChangePincodeDialog({ hasPincode, onClose }: { hasPincode: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const change = useChangeOwnPincode();
  const { values, set, errorOf, dialog } = useDialogForm(
    changePincodeFormSchema,
    { pincode: '' },
    {
      mutation: change,
      serverError: localizedRefusal(change.error, 'pincode'),
      success: () => t('me.pin.done'),
      onClose,
    },
  );

  return (
    <FormDialog
      id="change-pin-dialog"
      title={hasPincode ? t('me.pin.changeTitle') : t('me.pin.setTitle')}
      width="22rem"
      {...dialog}
    >
      <TextField
        id="me-pincode"
        label={t('me.pin.label')}
        error={errorOf('pincode')}
        hint={t('me.pin.hint')}
        required
        autoFocus
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={values.pincode}
        onChange={(pin) => set('pincode', pin.replace(/\D/g, ''))}
      />
    </FormDialog>
  );
}
