import { type ActiveHours, formatHappyHourTime, WEEKDAYS, type Weekday } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addSlot,
  listSlots,
  removeSlot,
  type SlotDraft,
  type SlotErrors,
  type SlotField,
  typingTime,
  validateSlot,
} from '../model';

const EMPTY: SlotDraft = { day: null, start: '', end: '' };

/**
 * Happy-hour slots (document 2 sections 2 and 5): a weekday, a start and an end time, added to a list and removable.
 * Times typed as digits become HH:MM ('9' -> 09:00, '1430' -> 14:30). No slot means no happy hours.
 */
export function HappyHoursEditor({ value, onChange }: { value: ActiveHours; onChange: (hours: ActiveHours) => void }) {
  const { t } = useTranslation('groups');
  const [draft, setDraft] = useState<SlotDraft>(EMPTY);
  const [errors, setErrors] = useState<SlotErrors>({});

  const update = (field: SlotField, next: string | null) => {
    setDraft((current) => ({ ...current, [field]: next }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const add = () => {
    const formatted = { ...draft, start: formatHappyHourTime(draft.start), end: formatHappyHourTime(draft.end) };
    const found = validateSlot(draft);
    setDraft((current) => ({ ...current, start: formatted.start || current.start, end: formatted.end || current.end }));
    setErrors(found);
    if (Object.keys(found).length > 0 || !draft.day) return;
    onChange(addSlot(value, draft.day, { startHour: formatted.start, endHour: formatted.end }));
    setDraft((current) => ({ ...current, start: '', end: '' }));
  };

  // Enter adds the slot; it must not save the whole dialog.
  const onEnter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    add();
  };

  const message = (field: SlotField) => {
    const error = errors[field];
    if (!error) return null;
    return (
      <small id={`happy-${field}-error`} className="form-field__error" role="alert">
        {error === 'invalid' ? t('happyHours.invalidTime') : t(`happyHours.${field}Required`)}
      </small>
    );
  };

  const timeInput = (field: 'start' | 'end') => (
    <div className="form-field">
      <label htmlFor={`happy-${field}`}>{t(`happyHours.${field}`)}</label>
      <InputText
        id={`happy-${field}`}
        inputMode="numeric"
        placeholder={t('happyHours.timePlaceholder')}
        value={draft[field]}
        maxLength={5}
        onChange={(e) => update(field, typingTime(e.target.value))}
        onBlur={() => update(field, formatHappyHourTime(draft[field]) || draft[field])}
        onKeyDown={onEnter}
        invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `happy-${field}-error` : undefined}
      />
      {message(field)}
    </div>
  );

  const slots = listSlots(value);
  return (
    <fieldset className="groups-happy">
      <legend>{t('happyHours.title')}</legend>
      <p className="groups-field__help">{t('happyHours.intro')}</p>
      <div className="groups-happy__form">
        <div className="form-field">
          <label htmlFor="happy-day">{t('happyHours.day')}</label>
          <Dropdown
            inputId="happy-day"
            value={draft.day}
            options={WEEKDAYS.map((day) => ({ value: day, label: t(`weekdays.${day}`) }))}
            onChange={(e) => update('day', e.value as Weekday)}
            placeholder={t('happyHours.dayPlaceholder')}
            invalid={Boolean(errors.day)}
          />
          {message('day')}
        </div>
        {timeInput('start')}
        {timeInput('end')}
        <Button type="button" icon="pi pi-plus" label={t('happyHours.add')} outlined onClick={add} />
      </div>
      <ul className="groups-happy__slots" aria-label={t('happyHours.title')}>
        {slots.length === 0 && <li className="groups-field__help">{t('happyHours.none')}</li>}
        {slots.map(({ day, index, slot }) => (
          <li key={`${day}-${index}`} className="groups-happy__slot" data-testid="happy-slot">
            <span className="groups-happy__day">{t(`weekdays.${day}`)}</span>
            <span className="groups-happy__time">
              {slot.startHour} – {slot.endHour}
            </span>
            <Button
              type="button"
              icon="pi pi-trash"
              text
              rounded
              size="small"
              severity="danger"
              aria-label={t('happyHours.delete', {
                day: t(`weekdays.${day}`),
                slot: `${slot.startHour} – ${slot.endHour}`,
              })}
              onClick={() => onChange(removeSlot(value, day, index))}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
