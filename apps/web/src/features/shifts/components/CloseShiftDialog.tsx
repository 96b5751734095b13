import { closeShiftSchema } from '@comptoir/shared';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ChoiceField, Field } from '../../../components/FormField';
import { useDialogForm } from '../../../components/form/useDialogForm';
import { useForceCloseShift } from '../api';
import { cashSchema } from '../shiftCash';
import { ShiftCashDialog } from './ShiftCashDialog';

const TYPES = ['CASH', 'CARD'] as const;

/** The dialog's values: the shared close-shift comment and payment type; the counted cash (cents) required. */
const closeFormSchema = closeShiftSchema.pick({ comment: true }).extend({
  cash: cashSchema('shifts:close.cashRequired', 'dashboard:openShift.cashRange'),
  comment: z.string().max(1000),
  payType: z.enum(TYPES),
});
type CloseForm = z.input<typeof closeFormSchema>;
const EMPTY: CloseForm = { cash: null, comment: '', payType: 'CASH' };

/**
 * Close-shift dialog (document 3 section 2): closing cash, end comment and the payment type that settles tickets
 * still open. Save force-closes the shift, goes to the shift list and closes the dialog; the server's message is the
 * dialog's error line.
 */
export function CloseShiftDialog({ shiftId, onClose }: { shiftId: number; onClose: () => void }) {
  const { t } = useTranslation('shifts');
  const navigate = useNavigate();
  const { values, set, field, errorOf, dialog } = useDialogForm(closeFormSchema, EMPTY, {
    mutation: useForceCloseShift(),
    body: ({ cash, comment, payType }: CloseForm) => ({
      currentCash: (cash ?? 0) / 100,
      comment: comment.trim(),
      paymentTypeForForcedClose: payType,
      shiftId,
    }),
    success: (shift) => t('close.success', { number: shift.shiftNumber }),
    onSaved: () => void navigate('/analytics/shifts'),
    onClose,
  });

  return (
    <ShiftCashDialog
      id="close-shift-form"
      title={t('close.title')}
      intro={t('close.intro')}
      cashLabel={t('close.cash')}
      cash={values.cash}
      onCash={(cents) => set('cash', cents)}
      cashError={errorOf('cash', 'currentCash')}
      dialog={dialog}
    >
      <Field id="close-shift-comment" label={t('close.comment')}>
        <InputTextarea
          id="close-shift-comment"
          value={values.comment}
          onChange={(e) => set('comment', e.target.value)}
          rows={3}
          maxLength={1000}
          autoResize
        />
      </Field>
      <ChoiceField
        id="close-shift-type"
        label={t('close.payType')}
        hint={t('close.payTypeHelp')}
        {...field('payType')}
        options={TYPES.map((type) => ({ label: t(`payTypes.${type}`), value: type }))}
      />
    </ShiftCashDialog>
  );
}
