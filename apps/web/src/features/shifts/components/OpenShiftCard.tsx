import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { DialogErrorLine } from '../../../components/DialogErrorLine';
import { MoneyInput } from '../../../components/MoneyInput';
import { useOpenShift } from '../../dashboard/api';
import { shiftKeys } from '../api';

/** The side card of the shift list that opens a new shift when none is open (input: opening cash). */
export function OpenShiftCard() {
  const { t } = useTranslation('shifts');
  const queryClient = useQueryClient();
  const openShift = useOpenShift();
  /** In cents. */
  const [amount, setAmount] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount === null) {
      setMissing(true);
      return;
    }
    openShift.mutate(amount / 100, {
      onSuccess: (shift) => {
        toast.success(t('open.success', { number: shift.shiftNumber }));
        setAmount(null);
        void queryClient.invalidateQueries({ queryKey: shiftKeys.all });
      },
    });
  };

  return (
    <section className="shift-card shift-card--accent" aria-labelledby="open-shift-title" data-testid="open-shift-card">
      <h2 id="open-shift-title" className="shift-card__title">
        {t('open.title')}
      </h2>
      <p className="shift-card__text">{t('open.intro')}</p>
      <form className="shift-open" onSubmit={submit} noValidate>
        <div className="form-field">
          <label htmlFor="open-shift-cash">{t('open.cash')}</label>
          <MoneyInput
            id="open-shift-cash"
            value={amount}
            onChange={(cents) => {
              setAmount(cents);
              setMissing(false);
            }}
            max={100_000_000}
            invalid={missing}
            describedBy={missing ? 'open-shift-cash-error' : undefined}
          />
          {missing && (
            <small id="open-shift-cash-error" className="form-field__error">
              {t('open.cashRequired')}
            </small>
          )}
        </div>
        <Button type="submit" label={t('open.submit')} icon="pi pi-play" loading={openShift.isPending} />
        <DialogErrorLine error={openShift.error} />
      </form>
    </section>
  );
}
