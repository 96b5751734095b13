import './components.css';
import './form/form.css';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown, type DropdownProps } from 'primereact/dropdown';
import {
  InputNumber,
  type InputNumberChangeEvent,
  type InputNumberProps,
  type InputNumberValueChangeEvent,
} from 'primereact/inputnumber';
import { InputText, type InputTextProps } from 'primereact/inputtext';
import { Password, type PasswordProps } from 'primereact/password';
import { SelectButton, type SelectButtonProps } from 'primereact/selectbutton';
import type { ReactNode } from 'react';
import { MoneyInput } from './MoneyInput';

/** aria-describedby of a control inside a Field: its error line, else its hint. */
export const describedBy = (id: string, error?: string, hint?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** What every labelled control takes besides its value: the Field's label, error line, hint, required mark, badge. */
type FieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Shown after the label (e.g. "super user only"). */
  badge?: ReactNode;
  className?: string;
};

/**
 * One labelled control of a form: the label (with a required mark or a badge), the control, then its error line or,
 * without an error, its hint. The control's id is `id` (PrimeReact: `inputId`); see `describedBy`.
 */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  badge,
  className,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={`form-field${className ? ` ${className}` : ''}`}>
      <div className="form-field__head">
        <label htmlFor={id} id={`${id}-label`}>
          {label}
        </label>
        {required && (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        )}
        {badge}
      </div>
      {children}
      {error ? (
        <small id={`${id}-error`} className="form-field__error">
          {error}
        </small>
      ) : (
        hint && (
          <small id={`${id}-hint`} className="form-field__hint">
            {hint}
          </small>
        )
      )}
    </div>
  );
}

/**
 * Splits a labelled control's props: the Field's, the control's own (its id first) and the wiring between them
 * (invalid while the field has an error, described by its error line or hint).
 */
function labelled<P extends FieldProps>({ id, label, error, hint, required, badge, className, ...input }: P) {
  return {
    field: { id, label, error, hint, required, badge, className },
    id,
    input,
    wiring: { invalid: Boolean(error), 'aria-describedby': describedBy(id, error, hint) },
  };
}

/**
 * A labelled text input: the Field with its InputText, wired to the error line and hint (invalid state,
 * aria-describedby). Any other InputText prop (autoFocus, maxLength, placeholder, type, inputMode...) passes through.
 */
export function TextField({
  value,
  onChange,
  ...props
}: FieldProps & {
  value: string | null;
  onChange: (value: string) => void;
} & Omit<InputTextProps, 'id' | 'value' | 'onChange' | 'invalid' | 'className'>) {
  const { field, id, input, wiring } = labelled(props);
  return (
    <Field {...field}>
      <InputText id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)} {...wiring} {...input} />
    </Field>
  );
}

/** A yes/no field: a checkbox with its label (and an optional hint under the label) on the right. */
export function CheckField({
  id,
  label,
  checked,
  onChange,
  hint,
  disabled,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  disabled?: boolean;
}) {
  return (
    <div className="check-field">
      <Checkbox inputId={id} checked={checked} disabled={disabled} onChange={(e) => onChange(Boolean(e.checked))} />
      <label htmlFor={id}>
        {label}
        {hint && <small className="form-field__hint">{hint}</small>}
      </label>
    </div>
  );
}

/**
 * A labelled number input (PrimeReact InputNumber, no grouping): `onChange` gets the number, or `empty` (default 0)
 * when the input is cleared. Any other InputNumber prop (min, max, suffix, disabled, autoFocus...) passes through.
 */
export function NumberField<E extends number | null = number>({
  value,
  onChange,
  empty = 0 as E,
  live = false,
  ...props
}: FieldProps & {
  value: number | null;
  onChange: (value: number | E) => void;
  /** The value of a cleared input: 0 unless the form keeps null. */
  empty?: E;
  /** Report each keystroke (InputNumber's onChange) rather than the settled value (onValueChange). */
  live?: boolean;
} & Omit<InputNumberProps, 'id' | 'inputId' | 'value' | 'onChange' | 'onValueChange' | 'invalid' | 'className'>) {
  const { field, id, input, wiring } = labelled(props);
  return (
    <Field {...field}>
      <InputNumber
        inputId={id}
        value={value}
        {...(live
          ? { onChange: (e: InputNumberChangeEvent) => onChange(e.value ?? empty) }
          : { onValueChange: (e: InputNumberValueChangeEvent) => onChange(e.value ?? empty) })}
        useGrouping={false}
        {...wiring}
        {...input}
      />
    </Field>
  );
}

/** A labelled amount of money (MoneyInput: integer cents, null when empty). */
export function MoneyField({
  value,
  onChange,
  ...props
}: FieldProps & Omit<Parameters<typeof MoneyInput>[0], 'id' | 'invalid' | 'describedBy'>) {
  const { field, id, input, wiring } = labelled(props);
  return (
    <Field {...field}>
      <MoneyInput
        id={id}
        value={value}
        onChange={onChange}
        invalid={wiring.invalid}
        describedBy={wiring['aria-describedby']}
        {...input}
      />
    </Field>
  );
}

/**
 * A labelled drop-down (PrimeReact Dropdown): `onChange` gets the chosen option's value. Any other Dropdown prop
 * (options, optionLabel, placeholder, filter, showClear, emptyMessage...) passes through.
 */
export function SelectField<V>({
  value,
  onChange,
  ...props
}: FieldProps & {
  value: V;
  onChange: (value: V) => void;
} & Omit<DropdownProps, 'id' | 'inputId' | 'value' | 'onChange' | 'invalid' | 'className'>) {
  const { field, id, input, wiring } = labelled(props);
  return (
    <Field {...field}>
      <Dropdown inputId={id} value={value} onChange={(e) => onChange(e.value as V)} {...wiring} {...input} />
    </Field>
  );
}

/**
 * A labelled choice among a few options shown side by side (PrimeReact SelectButton; one is always chosen, the group
 * is named by the label): `onChange` gets the chosen option's value. Other SelectButton props pass through.
 */
export function ChoiceField<V>({
  value,
  onChange,
  options,
  ...props
}: FieldProps & {
  value: V;
  onChange: (value: V) => void;
  options: { label: string; value: V }[];
} & Omit<SelectButtonProps, 'id' | 'value' | 'onChange' | 'options' | 'invalid' | 'className'>) {
  const { field, id, input, wiring } = labelled(props);
  return (
    <Field {...field}>
      <SelectButton
        id={id}
        value={value}
        options={options}
        allowEmpty={false}
        onChange={(e) => onChange(e.value as V)}
        aria-labelledby={`${id}-label`}
        {...wiring}
        {...input}
      />
    </Field>
  );
}

/** A labelled password input: never the strength meter, an eye to show it; other Password props pass through. */
export function PasswordField({
  value,
  onChange,
  controlClassName,
  ...props
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  /** The Password's own class (`className` is the Field's). */
  controlClassName?: string;
} & Omit<PasswordProps, 'id' | 'inputId' | 'value' | 'onChange' | 'invalid' | 'className' | 'feedback'>) {
  const { field, id, input, wiring } = labelled(props);
  return (
    <Field {...field}>
      <Password
        inputId={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        feedback={false}
        toggleMask
        className={controlClassName}
        {...wiring}
        {...input}
      />
    </Field>
  );
}

// The yes/no rows (a switch row, a list of yes/no fields) live in YesNoFields.tsx; importers keep one entry point.
export { SwitchField, YesNoFields } from './YesNoFields';
