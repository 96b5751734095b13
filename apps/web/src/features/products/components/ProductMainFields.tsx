import { centsToString, productVatChoices } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddOnEnterInput,
  Field,
  MoneyField,
  NumberField,
  SelectField,
  TextField,
  YesNoFields,
} from '../../../components/FormField';
import type { GroupChoice } from '../api';
import { addBarcode, typedCents } from '../model';
import { groupVat, withGroup, withPriceIn } from '../productForm';
import { type ProductFormParts, Section } from './FormParts';
import '../barcodes.css';

/** Name, group, VAT and prices, stock, order, barcodes and the selling flags of the product dialog. */
export function ProductMainFields({
  form,
  setForm,
  set,
  field,
  errors,
  orgId,
  groups,
  isNew,
}: ProductFormParts & {
  orgId: number;
  groups: GroupChoice[];
  isNew: boolean;
}) {
  const { t } = useTranslation('products');
  const [barcode, setBarcode] = useState('');
  const vatOptions = productVatChoices(orgId).map((v) => ({ value: v, label: `${v} %` }));

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
      <div className="field-grid field-grid--three">
        <TextField
          id="product-name"
          label={t('form.name')}
          {...field('name')}
          required
          className="field-grid__wide"
          autoFocus
          maxLength={200}
          onFocus={(e) => e.currentTarget.select()}
        />
        <SelectField
          id="product-group"
          label={t('form.group')}
          error={errors.productGroupId}
          required
          value={form.productGroupId}
          options={groups.map((g) => ({ value: g.productGroupId, label: g.name }))}
          onChange={(id) => chooseGroup(id as number)}
          placeholder={t('form.groupPlaceholder')}
          filter={groups.length > 10}
          emptyMessage={t('form.noGroups')}
        />
        {(['vatIn', 'vatOut'] as const).map((key) => (
          <SelectField
            key={key}
            id={`product-${key}`}
            label={t(`form.${key}`)}
            error={errors[key]}
            required
            value={form[key]}
            options={vatOptions}
            onChange={(v) => set(key, v)}
            placeholder={t('form.vatPlaceholder')}
          />
        ))}
        <MoneyField
          id="product-price-in"
          label={t('form.priceIn')}
          error={errors.priceVatInclIn}
          value={typedCents(form.priceIn)}
          onChange={(cents) => setForm((f) => withPriceIn(f, cents === null ? '' : centsToString(cents)))}
          perKg={form.weightPrice}
        />
        <MoneyField
          id="product-price-out"
          label={t('form.priceOut')}
          error={errors.priceVatInclOut}
          value={typedCents(form.priceOut)}
          onChange={(cents) => set('priceOut', cents === null ? '' : centsToString(cents))}
          perKg={form.weightPrice}
        />
        <TextField
          id="product-stock"
          label={t('form.stock')}
          {...field('stock')}
          hint={t('form.stockHelp')}
          inputMode="decimal"
        />
        <NumberField id="product-order" label={t('form.order')} hint={t('form.orderHelp')} {...field('orderIndex')} />
        <Field
          id="product-barcode"
          label={t('form.barcodes')}
          error={errors.productBarcodes}
          className="field-grid__wide"
        >
          <div className="barcode-editor">
            <AddOnEnterInput
              id="product-barcode"
              value={barcode}
              maxLength={64}
              placeholder={t('barcodes.placeholder')}
              onChange={(e) => setBarcode(e.target.value)}
              onEnter={addTypedBarcode}
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
        <YesNoFields
          idPrefix="product"
          fields={['timedProduct', 'weightPrice', 'allowDecimalUnits', 'dynamicPrice']}
          values={form}
          onChange={set}
          labelOf={(field) => t(`form.${field}`)}
        />
      </div>
    </Section>
  );
}
