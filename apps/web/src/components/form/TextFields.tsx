import '../components.css';
import './form.css';
import { InputText, type InputTextProps } from 'primereact/inputtext';
import { Password, type PasswordProps } from 'primereact/password';
import type { ReactNode } from 'react';

/*
 * The labelled Field and its text controls, apart from the other fields (FormField.tsx, which re-exports these): the
 * sign-in page needs only these, and without the dropdowns, number and money inputs it stays within its download
 * budget (docs/performance.md).
 */

/** aria-describedby of a control inside a Field: its error line, else its hint. */
export const describedBy = (id: string, error?: string, hint?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** What every labelled control takes besides its value: the Field's label, error line, hint, required mark, badge. */
export type FieldProps = {
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
export function labelled<P extends FieldProps>({ id, label, error, hint, required, badge, className, ...input }: P) {
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

/**
 * A text input that adds what was typed on Enter (`onEnter`: a barcode, an address to a list) instead of submitting
 * the dialog's form around it.
 */
export function AddOnEnterInput({ onEnter, ...props }: InputTextProps & { onEnter: () => void }) {
  return (
    <InputText
      {...props}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        onEnter();
      }}
    />
  );
}
