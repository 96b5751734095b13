import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { FormDialog } from '../../../components/FormDialog';
import { Field } from '../../../components/FormField';
import { MoneyInput } from '../../../components/MoneyInput';
import { MAX_OPENING_CASH_CENTS, useOpenShiftForm } from '../hooks/useOpenShiftForm';

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
  const open = useOpenShiftForm({
    onOpened: () => {
      toast.success(t('openShift.success'));
      onHide();
      onOpened();
    },
    onConflict,
  });

  const close = () => {
    open.reset();
    onHide();
  };

  return (
    <FormDialog
      id="open-shift-form"
      visible={visible}
      title={t('openShift.title')}
      saving={open.pending}
      error={open.formError}
      dirty={open.dirty && !open.conflict}
      onHide={close}
      onSubmit={open.onSubmit}
      submitLabel={t('openShift.submit')}
      submitIcon="pi pi-play"
      width="26rem"
    >
      <p className="form-dialog__intro">{t('openShift.intro')}</p>
      <Field id="opening-cash" label={t('openShift.cash')} error={open.cashError}>
        <MoneyInput
          id="opening-cash"
          value={open.values.cash}
          onChange={(cents) => open.set('cash', cents)}
          max={MAX_OPENING_CASH_CENTS}
          placeholder={t('openShift.placeholder')}
          invalid={Boolean(open.cashError)}
          describedBy={open.cashError ? 'opening-cash-error' : undefined}
          autoFocus
        />
      </Field>
    </FormDialog>
  );
}
