import { InputNumber } from 'primereact/inputnumber';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../lib/format';
import { currentLanguage } from '../lib/i18n';

const toCents = (euros: number | null | undefined) => (typeof euros === 'number' ? Math.round(euros * 100) : null);

/**
 * The money field of every form: euros with 2 decimals in the interface language's format; `value` and `onChange` are
 * integer cents (null when empty), following each keystroke. `perKg` shows a weight price as "/kg".
 */
export function MoneyInput({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  max = 100_000_000,
  perKg,
  placeholder,
  autoFocus,
  disabled,
  onEnter,
}: {
  id: string;
  value: number | null;
  onChange: (cents: number | null) => void;
  invalid?: boolean;
  describedBy?: string;
  /** In cents. */
  max?: number;
  perKg?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  onEnter?: () => void;
}) {
  const { t, i18n } = useTranslation('common');
  return (
    <InputNumber
      inputId={id}
      className="money-input"
      value={value === null ? null : value / 100}
      // onChange follows each keystroke; onValueChange comes on leaving the field (and after a paste).
      onChange={(e) => onChange(toCents(e.value))}
      onValueChange={(e) => onChange(toCents(e.value))}
      mode="currency"
      currency="EUR"
      locale={intlLocale(currentLanguage(i18n.language))}
      minFractionDigits={2}
      maxFractionDigits={2}
      min={0}
      max={max / 100}
      suffix={perKg ? t('money.perKg') : undefined}
      placeholder={placeholder}
      autoFocus={autoFocus}
      disabled={disabled}
      invalid={invalid}
      aria-describedby={describedBy}
      onKeyDown={onEnter ? (e) => e.key === 'Enter' && onEnter() : undefined}
    />
  );
}
