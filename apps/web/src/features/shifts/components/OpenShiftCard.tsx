import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { DialogErrorLine } from '../../../components/DialogErrorLine';
import { Field } from '../../../components/FormField';
import { MoneyInput } from '../../../components/MoneyInput';
import { MAX_OPENING_CASH_CENTS, useOpenShiftForm } from '../../dashboard/hooks/useOpenShiftForm';
import { shiftKeys } from '../api';

/** The side card of the shift list that opens a new shift when none is open (input: opening cash). */
export function OpenShiftCard() {
  const { t } = useTranslation('shifts');
  const queryClient = useQueryClient();
  const open = useOpenShiftForm({
    onOpened: (shiftNumber) => {
      toast.success(t('open.success', { number: shiftNumber }));
      void queryClient.invalidateQueries({ queryKey: shiftKeys.all });
    },
    onConflict: () => void queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.onSubmit();
  };

  return (
    <section className="shift-card shift-card--accent" aria-labelledby="open-shift-title" data-testid="open-shift-card">
      <h2 id="open-shift-title" className="shift-card__title">
        {t('open.title')}
      </h2>
      <p className="shift-card__text">{t('open.intro')}</p>
      <form className="shift-open" onSubmit={submit} noValidate>
        <Field id="open-shift-cash" label={t('open.cash')} error={open.cashError}>
          <MoneyInput
            id="open-shift-cash"
            value={open.values.cash}
            onChange={(cents) => open.set('cash', cents)}
            max={MAX_OPENING_CASH_CENTS}
            invalid={Boolean(open.cashError)}
            describedBy={open.cashError ? 'open-shift-cash-error' : undefined}
          />
        </Field>
        <Button type="submit" label={t('open.submit')} icon="pi pi-play" loading={open.pending} />
        <DialogErrorLine error={open.formError} />
      </form>
    </section>
  );
}
