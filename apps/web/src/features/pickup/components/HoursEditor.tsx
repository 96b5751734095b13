import { maskSlotTime, WEEKDAYS, type Weekday, type WeekSlots } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, Field } from '../../../components/FormField';
import { type HoursKind, slotDraftSchema, withoutSlot, withSlot } from '../model';

type DraftErrors = Partial<Record<'day' | 'start' | 'end', string>>;

/**
 * One kind of hours of a location (orders, or pickup times): each weekday's slots with a remove button, and the slot
 * form of document 3 section 5 (a day, a start and an end hour; the time fields keep digits and insert the dot).
 */
export function HoursEditor({
  kind,
  week,
  onChange,
  error,
  dayError,
}: {
  kind: HoursKind;
  week: WeekSlots;
  onChange: (week: WeekSlots) => void;
  /** The message of the whole week ('Please add a time slot'). */
  error?: string;
  /** A day's message (overlapping slots). */
  dayError: (day: Weekday) => string | undefined;
}) {
  const { t } = useTranslation('pickup');
  const [draft, setDraft] = useState<{ day: Weekday | null; start: string; end: string }>({
    day: null,
    start: '',
    end: '',
  });
  const [errors, setErrors] = useState<DraftErrors>({});
  const id = `pickup-${kind}`;
  const translate = (key: string | undefined) =>
    key ? String((t as unknown as (k: string) => string)(key)) : undefined;

  const add = () => {
    const parsed = slotDraftSchema.safeParse(draft);
    if (!parsed.success) {
      const next: DraftErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof DraftErrors;
        next[field] ??= translate(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onChange(withSlot(week, parsed.data.day, parsed.data.slot));
    setDraft({ day: parsed.data.day, start: '', end: '' });
  };

  /** The slot's start or end: digits, the dot put in as one types (maskSlotTime). */
  const timeField = (bound: 'start' | 'end', placeholder: string) => (
    <Field id={`${id}-${bound}`} label={t(`hours.${bound}`)} error={errors[bound]}>
      <InputText
        id={`${id}-${bound}`}
        value={draft[bound]}
        inputMode="numeric"
        maxLength={5}
        placeholder={placeholder}
        onChange={(ev) => setDraft({ ...draft, [bound]: maskSlotTime(ev.target.value) })}
        invalid={Boolean(errors[bound])}
        aria-describedby={describedBy(`${id}-${bound}`, errors[bound])}
      />
    </Field>
  );

  const dayOptions = WEEKDAYS.map((d) => ({ label: t(`days.${d}`), value: d }));
  const filled = WEEKDAYS.filter((d) => week[d].length > 0 || dayError(d));

  return (
    <fieldset className="pickup-hours" aria-describedby={error ? `${id}-error` : undefined} data-testid={id}>
      <legend>{t(`hours.${kind}`)}</legend>
      <p className="pickup-hours__hint">{t(`hours.${kind}Hint`)}</p>
      {filled.length === 0 ? (
        <p className="pickup-hours__empty">{t('hours.none')}</p>
      ) : (
        <ul className="pickup-hours__days">
          {filled.map((day) => (
            <li key={day} className="pickup-hours__day">
              <span className="pickup-hours__dayname">{t(`days.${day}`)}</span>
              <span className="pickup-hours__slots">
                {week[day].map((slot, i) => (
                  <span key={`${slot.start}-${slot.end}`} className="pickup-slot">
                    {slot.start}–{slot.end}
                    <Button
                      type="button"
                      icon="pi pi-times"
                      rounded
                      text
                      size="small"
                      severity="secondary"
                      aria-label={t('hours.remove', { day: t(`days.${day}`), start: slot.start, end: slot.end })}
                      onClick={() => onChange(withoutSlot(week, day, i))}
                    />
                  </span>
                ))}
              </span>
              {dayError(day) && <small className="form-field__error">{dayError(day)}</small>}
            </li>
          ))}
        </ul>
      )}
      {/* Enter in a time field adds the slot, not the dialog's Save. */}
      <div
        className="pickup-hours__add"
        onKeyDown={(ev) => {
          if (
            ev.key === 'Enter' &&
            (ev.target as HTMLElement).tagName === 'INPUT' &&
            (ev.target as HTMLInputElement).type === 'text'
          ) {
            ev.preventDefault();
            add();
          }
        }}
      >
        <Field id={`${id}-day`} label={t('hours.day')} error={errors.day}>
          <Dropdown
            inputId={`${id}-day`}
            value={draft.day}
            options={dayOptions}
            placeholder={t('hours.chooseDay')}
            onChange={(ev) => setDraft({ ...draft, day: ev.value as Weekday })}
            invalid={Boolean(errors.day)}
            aria-describedby={describedBy(`${id}-day`, errors.day)}
          />
        </Field>
        {timeField('start', '11.00')}
        {timeField('end', '14.00')}
        <Button
          type="button"
          className="pickup-hours__addbtn"
          icon="pi pi-plus"
          label={t('hours.add')}
          outlined
          size="small"
          onClick={add}
        />
      </div>
      {error && (
        <small id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
}
