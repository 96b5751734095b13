import { Dropdown, type DropdownProps } from 'primereact/dropdown';
import {
  InputNumber,
  type InputNumberChangeEvent,
  type InputNumberProps,
  type InputNumberValueChangeEvent,
} from 'primereact/inputnumber';
import { SelectButton, type SelectButtonProps } from 'primereact/selectbutton';
import { Field, type FieldProps, labelled } from './form/TextFields';
import { MoneyInput } from './MoneyInput';

// The Field and the text and password fields are in form/TextFields.tsx; importers keep one entry point.
export { AddOnEnterInput, describedBy, Field, PasswordField, TextField } from './form/TextFields';

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

// The yes/no rows (a switch row, a list of yes/no fields) live in YesNoFields.tsx; importers keep one entry point.
export { CheckField, SwitchField, YesNoFields } from './YesNoFields';
