import { useTranslation } from 'react-i18next';
import { useDialogForm } from '../../../components/form/useDialogForm';
import {
  EMPTY_OPEN_SHIFT,
  isShiftOpenAlready,
  openShiftBody,
  openShiftFormSchema,
  ShiftCashDialog,
  useOpenShift,
} from '../../shifts';

/** The open-shift dialog: one input, the opening cash in euros (document 1 section 2). */
export function OpenShiftDialog({
  onClose,
  onOpened,
  onConflict,
}: {
  onClose: () => void;
  onOpened: () => void;
  /** A shift was opened elsewhere meanwhile: the page refreshes behind the dialog, which shows the refusal. */
  onConflict: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const openShift = useOpenShift();
  const { values, set, errorOf, dialog } = useDialogForm(openShiftFormSchema, EMPTY_OPEN_SHIFT, {
    mutation: openShift,
    body: openShiftBody,
    success: () => t('openShift.success'),
    onSaved: onOpened,
    onError: (error) => isShiftOpenAlready(error) && onConflict(),
    onClose,
  });

  return (
    <ShiftCashDialog
      id="open-shift-form"
      title={t('openShift.title')}
      intro={t('openShift.intro')}
      cashLabel={t('openShift.cash')}
      placeholder={t('openShift.placeholder')}
      cash={values.cash}
      onCash={(cents) => set('cash', cents)}
      cashError={errorOf('cash', 'currentCash')}
      submitLabel={t('openShift.submit')}
      submitIcon="pi pi-play"
      // Refused because a shift is open already: nothing typed is worth keeping.
      dialog={{ ...dialog, dirty: dialog.dirty && !isShiftOpenAlready(openShift.error) }}
    />
  );
}
