import { InputTextarea } from 'primereact/inputtextarea';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { fieldError } from '../../../components/DialogErrorLine';
import { FormDialog } from '../../../components/FormDialog';
import { MoneyInput } from '../../../components/MoneyInput';
import { useForceCloseShift } from '../api';

const TYPES = ['CASH', 'CARD'] as const;

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
  const [cash, setCash] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [payType, setPayType] = useState<(typeof TYPES)[number]>('CASH');
  const [missing, setMissing] = useState(false);

  const hide = () => {
    if (close.isPending) return;
    close.reset();
    setMissing(false);
    onHide();
  };

  const save = () => {
    if (cash === null) {
      setMissing(true);
      return;
    }
    close.mutate(
      { currentCash: cash / 100, comment: comment.trim(), paymentTypeForForcedClose: payType, shiftId },
      {
        onSuccess: (shift) => {
          toast.success(t('close.success', { number: shift.shiftNumber }));
          void navigate('/analytics/shifts');
          onHide();
        },
        onError: (error) => console.error('Closing the shift failed', error),
      },
    );
  };

  const cashError = missing ? t('close.cashRequired') : fieldError(close.error, 'currentCash');
  return (
    <FormDialog
      id="close-shift-form"
      visible={visible}
      title={t('close.title')}
      saving={close.isPending}
      error={close.error}
      onHide={hide}
      onSubmit={save}
    >
      <p className="shift-dialog__intro">{t('close.intro')}</p>
      <div className="form-field">
        <label htmlFor="close-shift-cash">{t('close.cash')}</label>
        <MoneyInput
          id="close-shift-cash"
          value={cash}
          onChange={(cents) => {
            setCash(cents);
            setMissing(false);
          }}
          max={100_000_000}
          invalid={!!cashError}
          autoFocus
        />
        {cashError && <small className="form-field__error">{cashError}</small>}
      </div>
      <div className="form-field">
        <label htmlFor="close-shift-comment">{t('close.comment')}</label>
        <InputTextarea
          id="close-shift-comment"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
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
          value={payType}
          onChange={(e) => e.value && setPayType(e.value)}
          options={TYPES.map((type) => ({ label: t(`payTypes.${type}`), value: type }))}
          aria-labelledby="close-shift-type-label"
          allowEmpty={false}
        />
        <small className="shift-dialog__help">{t('close.payTypeHelp')}</small>
      </div>
    </FormDialog>
  );
}
