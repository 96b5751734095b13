import { Checkbox } from 'primereact/checkbox';
import { InputSwitch } from 'primereact/inputswitch';

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

/** A yes/no setting on one row: its label (and its error under it) on the left, a switch on the right. */
export function SwitchField({
  id,
  label,
  checked,
  onChange,
  disabled,
  error,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <div className="switch-field" data-flag={id}>
      <label htmlFor={id} className="switch-field__label">
        {label}
        {error && <small className="form-field__error switch-field__error">{error}</small>}
      </label>
      <InputSwitch inputId={id} checked={checked} onChange={(e) => onChange(Boolean(e.value))} disabled={disabled} />
    </div>
  );
}

/**
 * Several yes/no fields of one form, declared as a list of field names: each one's id is `idPrefix-field` (the field
 * name alone without a prefix), its label `labelOf(field)`, its value `values[field]`. `as` chooses a checkbox
 * (CheckField, the default) or a switch row (SwitchField).
 */
export function YesNoFields<K extends string>({
  fields,
  values,
  onChange,
  labelOf,
  hintOf,
  errorOf,
  idPrefix,
  disabled,
  as = 'check',
}: {
  fields: readonly K[];
  values: { [key in K]: boolean };
  onChange: (field: K, value: boolean) => void;
  labelOf: (field: K) => string;
  hintOf?: (field: K) => string | undefined;
  errorOf?: (field: K) => string | undefined;
  idPrefix?: string;
  disabled?: boolean;
  as?: 'check' | 'switch';
}) {
  return fields.map((field) => {
    const id = idPrefix ? `${idPrefix}-${field}` : field;
    const common = { id, label: labelOf(field), checked: values[field], disabled };
    const change = (value: boolean) => onChange(field, value);
    return as === 'switch' ? (
      <SwitchField key={field} {...common} onChange={change} error={errorOf?.(field)} />
    ) : (
      <CheckField key={field} {...common} onChange={change} hint={hintOf?.(field)} />
    );
  });
}
