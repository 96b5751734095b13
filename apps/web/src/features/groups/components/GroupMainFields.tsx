import { GROUP_VAT_CHOICES } from '@comptoir/shared';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../../components/ColorPicker';
import { CheckField, Field } from '../../../components/FormField';
import { ImageField } from '../../../components/ImageField';
import type { ImageDraft } from '../../images/upload';
import type { PrinterChoice } from '../api';
import type { GroupForm } from '../model';

export type SetField = <K extends keyof GroupForm>(field: K, value: GroupForm[K]) => void;
export type FieldErrors = Partial<Record<keyof GroupForm | 'imageUrl', string>>;

/** Name, VAT in and out, printers (and print on all of them), image and colour. */
export function GroupMainFields({
  form,
  set,
  image,
  onImage,
  printers,
  errors,
}: {
  form: GroupForm;
  set: SetField;
  image: ImageDraft;
  onImage: (image: ImageDraft) => void;
  printers: PrinterChoice[];
  errors: FieldErrors;
}) {
  const { t } = useTranslation('groups');
  // A rate outside the choices (5.5 % set elsewhere, for instance) stays selectable.
  const vatOptions = (current: string) =>
    [...new Set([...GROUP_VAT_CHOICES, current])].map((v) => ({ value: v, label: t('percent', { value: v }) }));

  return (
    <div className="groups-dialog__main">
      <Field id="group-name" label={t('fields.name')} error={errors.name} className="groups-dialog__wide">
        <InputText
          id="group-name"
          autoFocus
          value={form.name}
          maxLength={200}
          invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? 'group-name-error' : undefined}
          onChange={(e) => set('name', e.target.value)}
        />
      </Field>
      <Field id="group-vat-in" label={t('fields.vatIn')} error={errors.vatIn}>
        <Dropdown
          inputId="group-vat-in"
          value={form.vatIn}
          options={vatOptions(form.vatIn)}
          invalid={Boolean(errors.vatIn)}
          onChange={(e) => set('vatIn', e.value as string)}
        />
      </Field>
      <Field id="group-vat-out" label={t('fields.vatOut')} error={errors.vatOut}>
        <Dropdown
          inputId="group-vat-out"
          value={form.vatOut}
          options={vatOptions(form.vatOut)}
          invalid={Boolean(errors.vatOut)}
          onChange={(e) => set('vatOut', e.value as string)}
        />
      </Field>
      <Field id="group-printers" label={t('fields.printers')} error={errors.printers} className="groups-dialog__wide">
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
        <div className="groups-dialog__wide">
          <CheckField
            id="group-print-all"
            label={t('fields.printOnAllPrinters')}
            hint={t('fields.printOnAllPrintersHelp')}
            checked={form.printOnAllPrinters}
            onChange={(v) => set('printOnAllPrinters', v)}
          />
        </div>
      )}
      <Field id="group-image" label={t('fields.image')} error={errors.imageUrl} className="groups-dialog__wide">
        <ImageField id="group-image" value={image} onChange={onImage} error={errors.imageUrl} />
      </Field>
      <ColorPicker
        name="group-color"
        label={t('fields.color')}
        value={form.color}
        onChange={(c) => set('color', c)}
        custom
        error={errors.color}
        className="groups-dialog__wide"
      />
    </div>
  );
}
