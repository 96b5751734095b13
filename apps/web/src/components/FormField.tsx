import './components.css';
import { Checkbox } from 'primereact/checkbox';
import { InputText, type InputTextProps } from 'primereact/inputtext';
import type { ReactNode } from 'react';

/** aria-describedby of a control inside a Field: its error line, else its hint. */
export const describedBy = (id: string, error?: string, hint?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

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
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Shown after the label (e.g. "super user only"). */
  badge?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`form-field${className ? ` ${className}` : ''}`}>
      <div className="form-field__head">
        <label htmlFor={id}>{label}</label>
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
 * A labelled text input: the Field with its InputText, wired to the error line and hint (invalid state,
 * aria-describedby). Any other InputText prop (autoFocus, maxLength, placeholder, type, inputMode...) passes through.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  badge,
  className,
  ...input
}: {
  id: string;
  label: ReactNode;
  value: string | null;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  badge?: ReactNode;
  className?: string;
} & Omit<InputTextProps, 'id' | 'value' | 'onChange' | 'invalid' | 'className'>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} badge={badge} className={className}>
      <InputText
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
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
