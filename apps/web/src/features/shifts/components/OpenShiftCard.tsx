import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { DialogErrorLine } from '../../../components/DialogErrorLine';
import { MoneyField } from '../../../components/FormField';
import { useSaveForm } from '../../../components/form/useDialogForm';
import { shiftKeys, useOpenShift } from '../api';
import {
  EMPTY_OPEN_SHIFT,
  isShiftOpenAlready,
  MAX_SHIFT_CASH_CENTS,
  openShiftBody,
  openShiftFormSchema,
} from '../shiftCash';

/** The side card of the shift list that opens a new shift when none is open (input: opening cash). */
export function OpenShiftCard() {
  const { t } = useTranslation('shifts');
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: shiftKeys.all });
  const { field, save } = useSaveForm(openShiftFormSchema, EMPTY_OPEN_SHIFT, {
    mutation: useOpenShift(),
    body: openShiftBody,
    success: (shift) => t('open.success', { number: shift.shiftNumber }),
    onSaved: refresh,
    onError: (error) => isShiftOpenAlready(error) && refresh(),
    reset: () => EMPTY_OPEN_SHIFT,
  });

  return (
    <section className="shift-card shift-card--accent" aria-labelledby="open-shift-title" data-testid="open-shift-card">
      <h2 id="open-shift-title" className="shift-card__title">
        {t('open.title')}
      </h2>
      <p className="shift-card__text">{t('open.intro')}</p>
      <form
        className="shift-open"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.saving) save.onSave();
        }}
      >
        <MoneyField
          id="open-shift-cash"
          label={t('open.cash')}
          {...field('cash', 'currentCash')}
          max={MAX_SHIFT_CASH_CENTS}
        />
        <Button type="submit" label={t('open.submit')} icon="pi pi-play" loading={save.saving} />
        <DialogErrorLine error={save.error} />
      </form>
    </section>
  );
}
