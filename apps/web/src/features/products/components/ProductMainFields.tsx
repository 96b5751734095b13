import { centsToString, productVatChoices } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField, describedBy, Field } from '../../../components/FormField';
import { MoneyInput } from '../../../components/MoneyInput';
import type { GroupChoice } from '../api';
import { addBarcode, typedCents } from '../model';
import type { ProductForm } from '../productForm';
import { groupVat, withGroup, withPriceIn } from '../productForm';
import { Section } from './FormParts';
import '../barcodes.css';

type Errors = Record<string, string | undefined>;

/** Name, group, VAT and prices, stock, order, barcodes and the selling flags of the product dialog. */
export function ProductMainFields({
  form,
  setForm,
  errors,
  orgId,
  groups,
  isNew,
}: {
  form: ProductForm;
  setForm: (update: (f: ProductForm) => ProductForm) => void;
  errors: Errors;
  orgId: number;
  groups: GroupChoice[];
  isNew: boolean;
}) {
  const { t } = useTranslation('products');
  const [barcode, setBarcode] = useState('');
  const vatOptions = productVatChoices(orgId).map((v) => ({ value: v, label: `${v} %` }));
  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const chooseGroup = (groupId: number) => {
    const group = groups.find((g) => g.productGroupId === groupId);
    // Choosing a group for a new product pre-fills its VAT (document 2 section 4).
    const prefill = isNew ? groupVat(group) : undefined;
    setForm((f) => withGroup(f, groupId, prefill));
  };

  const addTypedBarcode = () => {
    const next = addBarcode(form.barcodes, barcode);
    if (next) set('barcodes', next);
    setBarcode('');
  };

  return (
    <Section title={t('form.sections.main')}>
      <div className="form-grid">
        <Field id="product-name" label={t('form.name')} error={errors.name} required className="form-grid__wide">
          <InputText
            id="product-name"
            autoFocus
            value={form.name}
            maxLength={200}
            onFocus={(e) => e.currentTarget.select()}
            onChange={(e) => set('name', e.target.value)}
            invalid={Boolean(errors.name)}
            aria-describedby={describedBy('product-name', errors.name)}
          />
        </Field>
        <Field id="product-group" label={t('form.group')} error={errors.productGroupId} required>
          <Dropdown
            inputId="product-group"
            value={form.productGroupId}
            options={groups.map((g) => ({ value: g.productGroupId, label: g.name }))}
            onChange={(e) => chooseGroup(e.value as number)}
            placeholder={t('form.groupPlaceholder')}
            filter={groups.length > 10}
            invalid={Boolean(errors.productGroupId)}
            emptyMessage={t('form.noGroups')}
          />
        </Field>
        {(['vatIn', 'vatOut'] as const).map((key) => (
          <Field key={key} id={`product-${key}`} label={t(`form.${key}`)} error={errors[key]} required>
            <Dropdown
              inputId={`product-${key}`}
              value={form[key]}
              options={vatOptions}
              onChange={(e) => set(key, e.value as number)}
              placeholder={t('form.vatPlaceholder')}
              invalid={Boolean(errors[key])}
            />
          </Field>
        ))}
        <Field id="product-price-in" label={t('form.priceIn')} error={errors.priceVatInclIn}>
          <MoneyInput
            id="product-price-in"
            value={typedCents(form.priceIn)}
            onChange={(cents) => setForm((f) => withPriceIn(f, cents === null ? '' : centsToString(cents)))}
            perKg={form.weightPrice}
            invalid={Boolean(errors.priceVatInclIn)}
            describedBy={describedBy('product-price-in', errors.priceVatInclIn)}
          />
        </Field>
        <Field id="product-price-out" label={t('form.priceOut')} error={errors.priceVatInclOut}>
          <MoneyInput
            id="product-price-out"
            value={typedCents(form.priceOut)}
            onChange={(cents) => set('priceOut', cents === null ? '' : centsToString(cents))}
            perKg={form.weightPrice}
            invalid={Boolean(errors.priceVatInclOut)}
            describedBy={describedBy('product-price-out', errors.priceVatInclOut)}
          />
        </Field>
        <Field id="product-stock" label={t('form.stock')} error={errors.stock} hint={t('form.stockHelp')}>
          <InputText
            id="product-stock"
            inputMode="decimal"
            value={form.stock}
            onChange={(e) => set('stock', e.target.value)}
            invalid={Boolean(errors.stock)}
            aria-describedby={describedBy('product-stock', errors.stock, t('form.stockHelp'))}
          />
        </Field>
        <Field id="product-order" label={t('form.order')} hint={t('form.orderHelp')}>
          <InputNumber
            inputId="product-order"
            value={form.orderIndex}
            useGrouping={false}
            onValueChange={(e) => set('orderIndex', e.value ?? 0)}
            aria-describedby="product-order-hint"
          />
        </Field>
        <Field
          id="product-barcode"
          label={t('form.barcodes')}
          error={errors.productBarcodes}
          className="form-grid__wide"
        >
          <div className="barcode-editor">
            <InputText
              id="product-barcode"
              value={barcode}
              maxLength={64}
              placeholder={t('barcodes.placeholder')}
              onChange={(e) => setBarcode(e.target.value)}
              onKeyDown={(e) => {
                // Enter adds the barcode here rather than saving the product.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addTypedBarcode();
                }
              }}
            />
            <Button type="button" label={t('barcodes.add')} icon="pi pi-plus" outlined onClick={addTypedBarcode} />
          </div>
          {form.barcodes.length > 0 && (
            <ul className="barcode-list" aria-label={t('form.barcodes')}>
              {form.barcodes.map((code) => (
                <li key={code} className="barcode-chip">
                  <span className="barcode-chip__text">{code}</span>
                  <button
                    type="button"
                    className="barcode-chip__remove"
                    aria-label={t('barcodes.removeLabel', { code })}
                    onClick={() =>
                      set(
                        'barcodes',
                        form.barcodes.filter((b) => b !== code),
                      )
                    }
                  >
                    <i className="pi pi-times" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Field>
      </div>
      <div className="flags-row">
        <CheckField
          id="product-timed"
          label={t('form.timedProduct')}
          checked={form.timedProduct}
          onChange={(v) => set('timedProduct', v)}
        />
        <CheckField
          id="product-weight"
          label={t('form.weightPrice')}
          checked={form.weightPrice}
          onChange={(v) => set('weightPrice', v)}
        />
        <CheckField
          id="product-decimal"
          label={t('form.allowDecimalUnits')}
          checked={form.allowDecimalUnits}
          onChange={(v) => set('allowDecimalUnits', v)}
        />
        <CheckField
          id="product-dynamic"
          label={t('form.dynamicPrice')}
          checked={form.dynamicPrice}
          onChange={(v) => set('dynamicPrice', v)}
        />
      </div>
    </Section>
  );
}
