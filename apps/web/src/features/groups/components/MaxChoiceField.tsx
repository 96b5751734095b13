import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CHOICE_OPTIONS, type MaxChoiceOption, maxChoiceOption, maxChoiceValue } from '../model';

/**
 * Maximum choice (document 2 section 4): Single, Unlimited or Custom with a number. A stored 1 reads Single, 0
 * Unlimited, anything else Custom; Single saves 1, Unlimited 0, Custom the number typed.
 */
export function MaxChoiceField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
}) {
  const { t } = useTranslation('groups');
  // The option is kept apart from the value: typing 1 in Custom must not flip the selector to Single mid-typing.
  const [option, setOption] = useState<MaxChoiceOption>(() => maxChoiceOption(value));
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <div className="groups-max-choice">
        <Dropdown
          inputId={id}
          value={option}
          options={MAX_CHOICE_OPTIONS.map((o) => ({ value: o.value, label: t(`maxChoice.${o.key}`) }))}
          onChange={(e) => {
            const next = e.value as MaxChoiceOption;
            setOption(next);
            onChange(maxChoiceValue(next, next === -1 && value > 1 ? value : 2));
          }}
        />
        {option === -1 && (
          <InputNumber
            inputId={`${id}-custom`}
            value={value}
            min={0}
            max={999}
            aria-label={t('maxChoice.customValue', { field: label })}
            invalid={Boolean(error)}
            onValueChange={(e) => onChange(e.value ?? 0)}
          />
        )}
      </div>
      {error && <small className="form-field__error">{error}</small>}
    </div>
  );
}
