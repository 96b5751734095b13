import type { FlagDefinition } from '@comptoir/shared';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { describedBy, Field } from '../../../components/FormField';
import type { FlagDraft } from '../model';
import { StylePreview } from './StylePreview';

type GroupOption = { label: string; value: number };

/** One custom flag: a yes/no select, a number, a text, a style select with previews or a product-group select. */
export function FlagField({
  def,
  draft,
  onChange,
  groups,
  error,
}: {
  def: FlagDefinition;
  draft: FlagDraft;
  onChange: (name: string, value: boolean | number | string) => void;
  groups: GroupOption[];
  error?: string;
}) {
  const { t } = useTranslation('website');
  const id = `flag-${def.name}`;
  const value = draft[def.name];
  // Flag names come from the shared table at run time: the locale parity test checks every one has its text.
  const text = t as unknown as (key: string, params?: object) => string;
  const label = (
    <>
      {text(`flags.names.${def.name}`)}
      {def.tooltip && (
        <i
          className="pi pi-info-circle website-tip"
          data-pr-tooltip={text(`flags.tooltips.${def.name}`)}
          aria-label={text(`flags.tooltips.${def.name}`)}
          role="img"
        />
      )}
    </>
  );
  const described = describedBy(id, error);

  if (def.kind === 'bool') {
    const options = [
      { label: t('flags.yes'), value: true },
      { label: t('flags.no'), value: false },
    ];
    return (
      <Field id={id} label={label} error={error}>
        <Dropdown
          inputId={id}
          value={value}
          options={options}
          onChange={(e) => onChange(def.name, Boolean(e.value))}
          aria-describedby={described}
        />
      </Field>
    );
  }
  if (def.kind === 'text') {
    return (
      <Field id={id} label={label} error={error} className="field-grid__wide">
        <InputText
          id={id}
          value={String(value ?? '')}
          maxLength={1000}
          onChange={(e) => onChange(def.name, e.target.value)}
          invalid={Boolean(error)}
          aria-describedby={described}
        />
      </Field>
    );
  }
  if (def.kind === 'number') {
    return (
      <Field id={id} label={label} error={error} hint={t('flags.minutes')}>
        <InputNumber
          inputId={id}
          value={Number(value)}
          min={0}
          max={1440}
          useGrouping={false}
          onValueChange={(e) => onChange(def.name, e.value ?? 0)}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, error, t('flags.minutes'))}
        />
      </Field>
    );
  }
  if (def.kind === 'group') {
    const options = [{ label: t('flags.noGroup'), value: 0 }, ...groups];
    return (
      <Field id={id} label={label} error={error}>
        <Dropdown
          inputId={id}
          value={Number(value)}
          options={options}
          filter={groups.length > 10}
          onChange={(e) => onChange(def.name, Number(e.value ?? 0))}
          invalid={Boolean(error)}
          aria-describedby={described}
        />
      </Field>
    );
  }
  const styles = Array.from({ length: def.styles ?? 1 }, (_, i) => ({
    label: t('flags.style', { n: i + 1 }),
    value: i + 1,
  }));
  const item = (option: { label: string; value: number } | null) =>
    option && (
      <span className="style-option">
        <StylePreview flag={def.name} style={option.value} label={option.label} />
        <span>{option.label}</span>
      </span>
    );
  return (
    <Field id={id} label={label} error={error}>
      <Dropdown
        inputId={id}
        value={Number(value)}
        options={styles}
        onChange={(e) => onChange(def.name, Number(e.value))}
        itemTemplate={item}
        valueTemplate={item}
        className="style-select"
        aria-describedby={described}
      />
    </Field>
  );
}
