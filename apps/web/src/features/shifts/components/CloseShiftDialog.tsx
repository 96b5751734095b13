import { closeShiftSchema } from '@comptoir/shared';
import { InputTextarea } from 'primereact/inputtextarea';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { describedBy, Field } from '../../../components/FormField';
import { MoneyInput } from '../../../components/MoneyInput';
import { useZodForm } from '../../../lib/forms';
import { useForceCloseShift } from '../api';

const TYPES = ['CASH', 'CARD'] as const;

/** The dialog's values: the shared close-shift comment and payment type; the counted cash (cents) required. */
const closeFormSchema = closeShiftSchema.pick({ comment: true }).extend({
  cash: z
    .number()
    .nullable()
    .refine((v) => v !== null, 'shifts:close.cashRequired'),
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
export function CloseShiftDialog({
  shiftId,
  visible,
  onHide,
}: {
  shiftId: number;
  visible: boolean;
  onHide: () => void;
}) {
  const { t } = useTranslation('shifts');
  const navigate = useNavigate();
  const close = useForceCloseShift();
  /** In cents. */
  const { values, set, errorOf, dirty, formError, submit, form } = useZodForm(closeFormSchema, EMPTY, {
    serverError: close.error,
  });

  const hide = () => {
    if (close.isPending) return;
    close.reset();
    form.reset(EMPTY);
    onHide();
  };

  const save = ({ cash, comment, payType }: CloseForm) =>
    close.mutate(
      { currentCash: (cash ?? 0) / 100, comment: comment.trim(), paymentTypeForForcedClose: payType, shiftId },
      {
        onSuccess: (shift) => {
          toast.success(t('close.success', { number: shift.shiftNumber }));
          void navigate('/analytics/shifts');
          onHide();
        },
        onError: (error) => console.error('Closing the shift failed', error),
      },
    );

  const cashError = errorOf('cash', 'currentCash');
  return (
    <FormDialog
      id="close-shift-form"
      visible={visible}
      title={t('close.title')}
      saving={close.isPending}
      error={formError}
      dirty={dirty}
      onHide={hide}
      onSubmit={submit(save)}
    >
      <p className="shift-dialog__intro">{t('close.intro')}</p>
      <Field id="close-shift-cash" label={t('close.cash')} error={cashError}>
        <MoneyInput
          id="close-shift-cash"
          value={values.cash}
          onChange={(cents) => set('cash', cents)}
          max={100_000_000}
          invalid={!!cashError}
          describedBy={describedBy('close-shift-cash', cashError)}
          autoFocus
        />
      </Field>
      <div className="form-field">
        <label htmlFor="close-shift-comment">{t('close.comment')}</label>
        <InputTextarea
          id="close-shift-comment"
          value={values.comment}
          onChange={(e) => set('comment', e.target.value)}
          rows={3}
          maxLength={1000}
          autoResize
        />
      </div>
      <div className="form-field">
        <span id="close-shift-type-label" className="shift-field__label">
          {t('close.payType')}
        </span>
        <SelectButton
          value={values.payType}
          onChange={(e) => e.value && set('payType', e.value)}
          options={TYPES.map((type) => ({ label: t(`payTypes.${type}`), value: type }))}
          aria-labelledby="close-shift-type-label"
          allowEmpty={false}
        />
        <small className="shift-dialog__help">{t('close.payTypeHelp')}</small>
      </div>
    </FormDialog>
  );
}
