import { Checkbox } from 'primereact/checkbox';
import type { ReactNode } from 'react';

/** One labelled control of the product dialog with its error (or help) line. */
export function Field({
  id,
  label,
  error,
  help,
  required,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  help?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`form-field${className ? ` ${className}` : ''}`}>
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {error ? (
        <small id={`${id}-error`} className="form-field__error">
          {error}
        </small>
      ) : (
        help && (
          <small id={`${id}-help`} className="field-help">
            {help}
          </small>
        )
      )}
    </div>
  );
}

/** aria-describedby of a control inside a Field. */
export const describedBy = (id: string, error?: string, help?: string) =>
  error ? `${id}-error` : help ? `${id}-help` : undefined;

/** A yes/no setting as a labelled checkbox. */
export function Flag({
  id,
  label,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flag">
      <Checkbox inputId={id} checked={checked} disabled={disabled} onChange={(e) => onChange(Boolean(e.checked))} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A titled group of fields. */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={`product-section${className ? ` ${className}` : ''}`}>
      <legend className="product-section__title">{title}</legend>
      {children}
    </fieldset>
  );
}
