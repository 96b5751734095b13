import { GROUP_VAT_CHOICES } from '@comptoir/shared';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../../components/ColorPicker';
import { CheckField, Field, SelectField, TextField } from '../../../components/FormField';
import { ImageField } from '../../../components/ImageField';
import type { FieldBinder } from '../../../lib/forms';
import type { PrinterChoice } from '../api';
import type { GroupForm } from '../model';

export type SetField = <K extends keyof GroupForm>(field: K, value: GroupForm[K]) => void;
export type FieldErrors = Partial<Record<keyof GroupForm | 'imageUrl', string>>;

/** Name, VAT in and out, printers (and print on all of them), image and colour. */
export function GroupMainFields({
  form,
  set,
  field,
  printers,
  errors,
}: {
  form: GroupForm;
  set: SetField;
  field: FieldBinder<GroupForm>;
  printers: PrinterChoice[];
  errors: FieldErrors;
}) {
  const { t } = useTranslation('groups');
  // A rate outside the choices (5.5 % set elsewhere, for instance) stays selectable.
  const vatOptions = (current: string) =>
    [...new Set([...GROUP_VAT_CHOICES, current])].map((v) => ({ value: v, label: t('percent', { value: v }) }));

  return (
    <div className="field-grid">
      <TextField
        id="group-name"
        label={t('fields.name')}
        {...field('name')}
        className="field-grid__wide"
        autoFocus
        maxLength={200}
      />
      {(['vatIn', 'vatOut'] as const).map((key) => (
        <SelectField
          key={key}
          id={key === 'vatIn' ? 'group-vat-in' : 'group-vat-out'}
          label={t(`fields.${key}`)}
          error={errors[key]}
          value={form[key]}
          options={vatOptions(form[key])}
          onChange={(v) => set(key, v)}
        />
      ))}
      <Field id="group-printers" label={t('fields.printers')} error={errors.printers} className="field-grid__wide">
        <MultiSelect
          inputId="group-printers"
          value={form.printers}
          options={printers}
          optionLabel="name"
          optionValue="id"
          display="chip"
          maxSelectedLabels={3}
          selectedItemsLabel={t('printersCount', { count: form.printers.length })}
          placeholder={t('noPrinter')}
          emptyMessage={t('noPrinterAvailable')}
          onChange={(e) => set('printers', e.value as number[])}
        />
      </Field>
      {form.printers.length > 1 && (
        <div className="field-grid__wide">
          <CheckField
            id="group-print-all"
            label={t('fields.printOnAllPrinters')}
            hint={t('fields.printOnAllPrintersHelp')}
            checked={form.printOnAllPrinters}
            onChange={(v) => set('printOnAllPrinters', v)}
          />
        </div>
      )}
      <ImageField
        id="group-image"
        label={t('fields.image')}
        {...field('image', 'imageUrl')}
        className="field-grid__wide"
      />
      <ColorPicker
        name="group-color"
        label={t('fields.color')}
        value={form.color}
        onChange={(c) => set('color', c)}
        custom
        error={errors.color}
        className="field-grid__wide"
      />
    </div>
  );
}
