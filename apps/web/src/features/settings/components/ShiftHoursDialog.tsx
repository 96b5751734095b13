import { type ShiftHoursMap, WEEKDAYS, type Weekday } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { describedBy, Field } from '../../../components/FormField';
import { useZodForm } from '../../../lib/forms';
import {
  addSlot,
  formatHourInput,
  formatSlot,
  listSlots,
  removeSlot,
  type SlotDraft,
  slotDraftSchema,
  toStoredHour,
} from '../model';

const EMPTY: SlotDraft = { day: null, start: '', end: '' };

/**
 * Choose a weekday, a start and an end hour, add slots, delete slots, then save or cancel. The slot being added is a
 * small form of its own (slotDraftSchema); Save hands the slots to the settings page, which saves them with the rest.
 */
export function ShiftHoursDialog({
  visible,
  initial,
  onSave,
  onCancel,
}: {
  visible: boolean;
  initial: ShiftHoursMap;
  onSave: (hours: ShiftHoursMap) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('settings');
  const [hours, setHours] = useState<ShiftHoursMap>(initial);
  const draft = useZodForm(slotDraftSchema, EMPTY);
  const { values, set, errorOf } = draft;
  const reset = draft.form.reset;

  // Every opening starts from the organisation's current hours.
  useEffect(() => {
    if (!visible) return;
    setHours(initial);
    reset(EMPTY);
  }, [visible, initial, reset]);

  const add = draft.submit(({ day, start, end }) => {
    setHours((current) => addSlot(current, day as Weekday, { start: toStoredHour(start), end: toStoredHour(end) }));
    // The day stays chosen for the next slot of the same day.
    reset({ day, start: '', end: '' });
  });
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    // Enter in an hour adds the slot; it does not save the dialog.
    event.preventDefault();
    add();
  };

  const e = { day: errorOf('day'), start: errorOf('start'), end: errorOf('end') };
  const hourInput = (field: 'start' | 'end') => (
    <Field id={`slot-${field}`} label={t(`shiftHours.${field}`)} error={e[field]}>
      <InputText
        id={`slot-${field}`}
        inputMode="numeric"
        placeholder={t('shiftHours.hourPlaceholder')}
        value={values[field]}
        onChange={(ev) => set(field, formatHourInput(ev.target.value, values[field]))}
        onKeyDown={addOnEnter}
        invalid={Boolean(e[field])}
        aria-describedby={describedBy(`slot-${field}`, e[field])}
      />
    </Field>
  );

  const slots = listSlots(hours);
  const changed = JSON.stringify(hours) !== JSON.stringify(initial) || draft.dirty;
  return (
    <FormDialog
      id="shift-hours-form"
      visible={visible}
      title={t('shiftHours.title')}
      saving={false}
      error={null}
      dirty={changed}
      onHide={onCancel}
      onSubmit={() => onSave(hours)}
      width="min(560px, 95vw)"
    >
      <p className="form-dialog__intro">{t('shiftHours.intro')}</p>
      <div className="shift-hours-dialog__form">
        <Field id="slot-day" label={t('shiftHours.day')} error={e.day}>
          <Dropdown
            inputId="slot-day"
            value={values.day}
            options={WEEKDAYS.map((day) => ({ value: day, label: t(`weekdays.${day}`) }))}
            onChange={(ev) => set('day', ev.value)}
            placeholder={t('shiftHours.dayPlaceholder')}
            invalid={Boolean(e.day)}
            aria-describedby={describedBy('slot-day', e.day)}
          />
        </Field>
        {hourInput('start')}
        {hourInput('end')}
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('shiftHours.add')}
          onClick={add}
          className="shift-hours-dialog__add"
        />
      </div>
      <ul className="shift-hours-dialog__slots" aria-label={t('shiftHours.title')}>
        {slots.length === 0 && <li className="form-field__hint">{t('shiftHours.empty')}</li>}
        {slots.map(({ day, index, slot }) => (
          <li key={`${day}-${index}`} className="shift-hours-dialog__slot" data-testid="shift-slot">
            <span className="shift-hours-dialog__day">{t(`weekdays.${day}`)}</span>
            <span className="shift-hours-dialog__time">{formatSlot(slot)}</span>
            <Button
              type="button"
              icon="pi pi-trash"
              text
              rounded
              severity="danger"
              aria-label={t('shiftHours.delete', { day: t(`weekdays.${day}`), slot: formatSlot(slot) })}
              onClick={() => setHours((current) => removeSlot(current, day, index))}
            />
          </li>
        ))}
      </ul>
    </FormDialog>
  );
}
