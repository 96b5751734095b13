import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { Field, NumberField, SelectField, TextField, YesNoFields } from '../../../components/FormField';
import type { Product } from '../api';
import { type ProductFormParts, Section } from './FormParts';

/**
 * The advanced parts of the product dialog: hidden flags, promo, parent product (online order), tags, external
 * reference, descriptions in FR, NL and EN. The only parts shown for another organisation's product (read-only).
 */
export function ProductAdvancedFields({
  form,
  setForm,
  set,
  field,
  errors,
  parentChoices,
  disabled = false,
}: ProductFormParts & {
  parentChoices: Product[];
  disabled?: boolean;
}) {
  const { t } = useTranslation('products');
  const languages = ['fr', 'nl', 'en'] as const;

  return (
    <Section title={t('form.sections.advanced')} className="product-section--advanced">
      <div className="flags-row">
        <YesNoFields
          idPrefix="product"
          fields={['userHidden', 'webHidden', 'kioskHidden']}
          values={form}
          onChange={set}
          labelOf={(field) => t(`form.${field}`)}
          disabled={disabled}
        />
      </div>
      <div className="field-grid field-grid--three">
        <NumberField
          id="product-promo"
          label={t('form.promoPercent')}
          {...field('promoPercent')}
          min={0}
          max={100}
          suffix=" %"
          disabled={disabled}
        />
        <SelectField
          id="product-parent"
          label={t('form.parentProduct')}
          error={errors.parentProductId}
          hint={t('form.parentHelp')}
          value={form.parentProductId}
          options={parentChoices.map((p) => ({ value: p.productId, label: p.name }))}
          onChange={(id) => set('parentProductId', id ?? null)}
          placeholder={t('form.none')}
          showClear
          filter
          disabled={disabled}
          virtualScrollerOptions={parentChoices.length > 200 ? { itemSize: 38 } : undefined}
        />
        <TextField
          id="product-tags"
          label={t('form.tags')}
          {...field('tags')}
          hint={t('form.tagsHelp')}
          disabled={disabled}
        />
        <TextField
          id="product-external"
          label={t('form.externalReference')}
          {...field('externalReference')}
          maxLength={200}
          disabled={disabled}
        />
        {languages.map((lng) => (
          <Field
            key={lng}
            id={`product-description-${lng}`}
            label={t(`form.description.${lng}`)}
            className="field-grid__wide"
          >
            <InputTextarea
              id={`product-description-${lng}`}
              value={form.description[lng]}
              rows={2}
              autoResize
              maxLength={5000}
              disabled={disabled}
              onChange={(e) => setForm((f) => ({ ...f, description: { ...f.description, [lng]: e.target.value } }))}
            />
          </Field>
        ))}
      </div>
    </Section>
  );
}
