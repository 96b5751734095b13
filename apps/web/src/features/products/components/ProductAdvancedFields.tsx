import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { CheckField, Field } from '../../../components/FormField';
import type { Product } from '../api';
import type { ProductForm } from '../productForm';
import { Section } from './FormParts';

/**
 * The advanced parts of the product dialog: hidden flags, promo, parent product (online order), tags, external
 * reference, descriptions in FR, NL and EN. The only parts shown for another organisation's product (read-only).
 */
export function ProductAdvancedFields({
  form,
  setForm,
  errors,
  parentChoices,
  disabled = false,
}: {
  form: ProductForm;
  setForm: (update: (f: ProductForm) => ProductForm) => void;
  errors: Record<string, string | undefined>;
  parentChoices: Product[];
  disabled?: boolean;
}) {
  const { t } = useTranslation('products');
  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const languages = ['fr', 'nl', 'en'] as const;

  return (
    <Section title={t('form.sections.advanced')} className="product-section--advanced">
      <div className="flags-row">
        <CheckField
          id="product-user-hidden"
          label={t('form.userHidden')}
          checked={form.userHidden}
          disabled={disabled}
          onChange={(v) => set('userHidden', v)}
        />
        <CheckField
          id="product-web-hidden"
          label={t('form.webHidden')}
          checked={form.webHidden}
          disabled={disabled}
          onChange={(v) => set('webHidden', v)}
        />
        <CheckField
          id="product-kiosk-hidden"
          label={t('form.kioskHidden')}
          checked={form.kioskHidden}
          disabled={disabled}
          onChange={(v) => set('kioskHidden', v)}
        />
      </div>
      <div className="form-grid">
        <Field id="product-promo" label={t('form.promoPercent')} error={errors.promoPercent}>
          <InputNumber
            inputId="product-promo"
            value={form.promoPercent}
            min={0}
            max={100}
            suffix=" %"
            disabled={disabled}
            onValueChange={(e) => set('promoPercent', e.value ?? 0)}
          />
        </Field>
        <Field
          id="product-parent"
          label={t('form.parentProduct')}
          error={errors.parentProductId}
          hint={t('form.parentHelp')}
        >
          <Dropdown
            inputId="product-parent"
            value={form.parentProductId}
            options={parentChoices.map((p) => ({ value: p.productId, label: p.name }))}
            onChange={(e) => set('parentProductId', (e.value as number | undefined) ?? null)}
            placeholder={t('form.none')}
            showClear
            filter
            disabled={disabled}
            virtualScrollerOptions={parentChoices.length > 200 ? { itemSize: 38 } : undefined}
          />
        </Field>
        <Field id="product-tags" label={t('form.tags')} error={errors.tags} hint={t('form.tagsHelp')}>
          <InputText
            id="product-tags"
            value={form.tags}
            disabled={disabled}
            onChange={(e) => set('tags', e.target.value)}
          />
        </Field>
        <Field id="product-external" label={t('form.externalReference')} error={errors.externalReference}>
          <InputText
            id="product-external"
            value={form.externalReference}
            maxLength={200}
            disabled={disabled}
            onChange={(e) => set('externalReference', e.target.value)}
          />
        </Field>
        {languages.map((lng) => (
          <Field
            key={lng}
            id={`product-description-${lng}`}
            label={t(`form.description.${lng}`)}
            className="form-grid__wide"
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
