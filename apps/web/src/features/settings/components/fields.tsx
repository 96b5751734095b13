/** Small form building blocks of the settings pages: a section card, labelled fields and switch rows. */
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import type { ReactNode } from 'react';
import { describedBy, Field } from '../../../components/FormField';

export function Section({
  id,
  title,
  description,
  icon,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  icon: string;
  children: ReactNode;
}) {
  return (
    <section className="card settings-section" aria-labelledby={`${id}-title`} data-testid={`section-${id}`}>
      <header className="settings-section__header">
        <i className={`${icon} settings-section__icon`} aria-hidden="true" />
        <div>
          <h2 id={`${id}-title`} className="settings-section__title">
            {title}
          </h2>
          {description && <p className="settings-section__description">{description}</p>}
        </div>
      </header>
      {children}
    </section>
  );
}

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
  placeholder,
  type = 'text',
  wide,
}: {
  id: string;
  label: ReactNode;
  value: string | null;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  wide?: boolean;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={wide ? 'settings-grid__wide' : undefined}>
      <InputText
        id={id}
        type={type}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        placeholder={placeholder}
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
      />
    </Field>
  );
}

export function NumberField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  suffix,
  error,
  hint,
  disabled,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  suffix?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <InputNumber
        inputId={id}
        value={value}
        onValueChange={(e) => onChange(e.value ?? 0)}
        min={min}
        max={max}
        suffix={suffix}
        useGrouping={false}
        disabled={disabled}
        invalid={Boolean(error)}
      />
    </Field>
  );
}

export function SwitchRow({
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
    <div className="settings-switch" data-flag={id}>
      <label htmlFor={id} className="settings-switch__label">
        {label}
        {error && <small className="form-field__error settings-switch__error">{error}</small>}
      </label>
      <InputSwitch inputId={id} checked={checked} onChange={(e) => onChange(Boolean(e.value))} disabled={disabled} />
    </div>
  );
}
