/** Small form building blocks of the settings pages: a section card, labelled fields and switch rows. */
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import type { ComponentProps, ReactNode } from 'react';
import { Field, TextField as FormTextField } from '../../../components/FormField';

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

/** The shared TextField; `wide` spans both columns of the settings grid. */
export function TextField({ wide, className, ...props }: ComponentProps<typeof FormTextField> & { wide?: boolean }) {
  return <FormTextField {...props} className={wide ? 'settings-grid__wide' : className} />;
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
