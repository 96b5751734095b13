import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { MoneyInput } from '../../../components/MoneyInput';
import { ApiError, errorMessage } from '../../../lib/api';
import { useOpenShift } from '../api';

const MAX_OPENING_CASH = 1_000_000;

/** The open-shift dialog: one input, the opening cash in euros (document 1 section 2). */
export function OpenShiftDialog({
  visible,
  onHide,
  onOpened,
  onConflict,
}: {
  visible: boolean;
  onHide: () => void;
  onOpened: () => void;
  /** A shift was opened elsewhere meanwhile (409): the page refreshes behind the dialog, which shows the message. */
  onConflict: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const openShift = useOpenShift();
  /** In cents. */
  const [amount, setAmount] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);

  const reset = () => {
    setAmount(null);
    setMissing(false);
    openShift.reset();
  };

  const close = () => {
    if (openShift.isPending) return;
    reset();
    onHide();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount === null) {
      setMissing(true);
      return;
    }
    openShift.mutate(amount / 100, {
      onSuccess: () => {
        toast.success(t('openShift.success'));
        reset();
        onHide();
        onOpened();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) onConflict();
      },
    });
  };

  const footer = (
    <div className="dash-dialog__footer">
      <Button type="button" label={t('openShift.cancel')} text onClick={close} disabled={openShift.isPending} />
      <Button
        type="submit"
        form="open-shift-form"
        label={t('openShift.submit')}
        icon="pi pi-play"
        loading={openShift.isPending}
      />
    </div>
  );

  return (
    <Dialog
      header={t('openShift.title')}
      visible={visible}
      onHide={close}
      footer={footer}
      className="dash-dialog"
      style={{ width: '420px' }}
      breakpoints={{ '575px': '94vw' }}
      draggable={false}
      resizable={false}
      dismissableMask={!openShift.isPending}
    >
      <form id="open-shift-form" className="dash-dialog__form" onSubmit={submit} noValidate>
        <p className="dash-dialog__intro">{t('openShift.intro')}</p>
        <div className="form-field">
          <label htmlFor="opening-cash">{t('openShift.cash')}</label>
          <MoneyInput
            id="opening-cash"
            value={amount}
            onChange={(cents) => {
              setAmount(cents);
              setMissing(false);
            }}
            max={MAX_OPENING_CASH * 100}
            placeholder={t('openShift.placeholder')}
            invalid={missing}
            describedBy={missing ? 'opening-cash-error' : undefined}
            autoFocus
          />
          {missing && (
            <small id="opening-cash-error" className="form-field__error">
              {t('openShift.cashRequired')}
            </small>
          )}
        </div>
        {openShift.isError && (
          <Message severity="error" text={errorMessage(openShift.error)} className="dash-dialog__error" />
        )}
      </form>
    </Dialog>
  );
}
