import { Checkbox } from 'primereact/checkbox';
import type { ReactNode } from 'react';

/** One labelled control of the group dialog, with its error (or help) line under it. */
export function Field({
  id,
  label,
  error,
  help,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  help?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`form-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <small id={`${id}-error`} className="form-field__error">
          {error}
        </small>
      ) : (
        help && (
          <small id={`${id}-help`} className="groups-field__help">
            {help}
          </small>
        )
      )}
    </div>
  );
}

/** A yes/no field as a checkbox with its label on the right. */
export function CheckField({
  id,
  label,
  checked,
  onChange,
  help,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  help?: string;
}) {
  return (
    <div className="groups-check">
      <Checkbox inputId={id} checked={checked} onChange={(e) => onChange(Boolean(e.checked))} />
      <label htmlFor={id}>
        {label}
        {help && <small className="groups-field__help">{help}</small>}
      </label>
    </div>
  );
}
