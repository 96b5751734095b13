import { type ShiftHoursMap, WEEKDAYS, type Weekday } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addSlot,
  formatHourInput,
  formatSlot,
  listSlots,
  removeSlot,
  type SlotDraft,
  type SlotErrors,
  type SlotField,
  toStoredHour,
  validateSlot,
} from '../model';

const EMPTY: SlotDraft = { day: null, start: '', end: '' };

/** Choose a weekday, a start and an end hour, add slots, delete slots, then save or cancel. */
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
  const [draft, setDraft] = useState<SlotDraft>(EMPTY);
  const [errors, setErrors] = useState<SlotErrors>({});

  // Every opening starts from the organisation's current hours.
  useEffect(() => {
    if (!visible) return;
    setHours(initial);
    setDraft(EMPTY);
    setErrors({});
  }, [visible, initial]);

  const update = (field: SlotField, value: string | null) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const add = () => {
    const found = validateSlot(draft);
    setErrors(found);
    if (Object.keys(found).length > 0 || !draft.day) return;
    setHours((current) =>
      addSlot(current, draft.day as Weekday, { start: toStoredHour(draft.start), end: toStoredHour(draft.end) }),
    );
    setDraft((current) => ({ ...current, start: '', end: '' }));
  };

  const message = (field: SlotField) => {
    const error = errors[field];
    if (!error) return null;
    const text = error === 'invalidHour' ? t('shiftHours.invalidHour') : t(`shiftHours.${field}Required`);
    return (
      <small id={`slot-${field}-error`} className="form-field__error" role="alert">
        {text}
      </small>
    );
  };

  const hourInput = (field: 'start' | 'end') => (
    <div className="form-field">
      <label htmlFor={`slot-${field}`}>{t(`shiftHours.${field}`)}</label>
      <InputText
        id={`slot-${field}`}
        inputMode="numeric"
        placeholder={t('shiftHours.hourPlaceholder')}
        value={draft[field]}
        onChange={(e) => update(field, formatHourInput(e.target.value, draft[field]))}
        onKeyDown={(e) => e.key === 'Enter' && add()}
        invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `slot-${field}-error` : undefined}
      />
      {message(field)}
    </div>
  );

  const slots = listSlots(hours);
  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('shiftHours.cancel')} text onClick={onCancel} />
      <Button type="button" label={t('shiftHours.save')} icon="pi pi-check" onClick={() => onSave(hours)} />
    </div>
  );

  return (
    <Dialog
      header={t('shiftHours.title')}
      visible={visible}
      onHide={onCancel}
      footer={footer}
      className="shift-hours-dialog"
      style={{ width: 'min(560px, 95vw)' }}
      modal
      draggable={false}
    >
      <p className="settings-hint shift-hours-dialog__intro">{t('shiftHours.intro')}</p>
      <div className="shift-hours-dialog__form">
        <div className="form-field">
          <label htmlFor="slot-day">{t('shiftHours.day')}</label>
          <Dropdown
            inputId="slot-day"
            value={draft.day}
            options={WEEKDAYS.map((day) => ({ value: day, label: t(`weekdays.${day}`) }))}
            onChange={(e) => update('day', e.value)}
            placeholder={t('shiftHours.dayPlaceholder')}
            invalid={Boolean(errors.day)}
          />
          {message('day')}
        </div>
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
        {slots.length === 0 && <li className="settings-hint">{t('shiftHours.empty')}</li>}
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
    </Dialog>
  );
}
