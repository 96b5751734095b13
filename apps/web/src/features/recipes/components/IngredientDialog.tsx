import { Calendar } from 'primereact/calendar';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { describedBy, Field, MoneyField, NumberField, SelectField, TextField } from '../../../components/FormField';
import { addEditTexts } from '../../../components/form/addEditTexts';
import { labelledFields } from '../../../components/form/labelledFields';
import { useDialogForm } from '../../../components/form/useDialogForm';
import { calendarLocale } from '../../../lib/calendarLocale';
import { currentLanguage } from '../../../lib/i18n';
import { type Ingredient, useSaveIngredient } from '../api';
import { ingredientBodyOf, ingredientFormOf, ingredientFormSchema } from '../model';

/** Adds or edits an ingredient: name, unit, supplier, stock, minimum, and a new dated price per unit. */
export function IngredientDialog({ ingredient, onClose }: { ingredient: Ingredient | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('recipes');
  const { t: tc } = useTranslation('common');
  const locale = useMemo(() => calendarLocale(currentLanguage(i18n.resolvedLanguage), tc), [i18n.resolvedLanguage, tc]);
  const save = useSaveIngredient(ingredient?.ingredientId ?? null);
  const texts = addEditTexts(t, ingredient, (i: Ingredient) => ({ name: i.name }));
  const { values, set, field, errorOf, dialog } = useDialogForm(ingredientFormSchema, ingredientFormOf(ingredient), {
    mutation: save,
    body: (v) => ingredientBodyOf(v),
    success: texts.success,
    onClose,
  });
  const input = labelledFields(field, 'ingredient', (name) => t(`fields.${name}`));
  const units = (['KG', 'L', 'PIECE'] as const).map((u) => ({ label: t(`units.${u}`), value: u }));
  const quantity = (name: 'stock' | 'minStock', hint?: string) => (
    <NumberField {...input(name)} hint={hint} min={0} maxFractionDigits={3} suffix={` ${t(`units.${values.unit}`)}`} />
  );

  return (
    <FormDialog id="ingredient-dialog" title={texts.title} width="36rem" {...dialog}>
      <div className="recipes-form">
        <TextField {...input('name')} required autoFocus maxLength={100} />
        <SelectField {...input('unit')} required options={units} />
        <TextField {...input('supplier')} maxLength={100} />
        {quantity('stock', ingredient ? t('dialog.stockHint') : undefined)}
        {quantity('minStock')}
        <MoneyField
          {...input('price')}
          label={ingredient ? t('fields.newPrice') : t('fields.price')}
          hint={ingredient ? t('dialog.priceHint') : undefined}
        />
        {ingredient && (
          <Field id="ingredient-valid-from" label={t('fields.validFrom')} error={errorOf('validFrom')}>
            <Calendar
              inputId="ingredient-valid-from"
              value={values.validFrom}
              onChange={(e) => set('validFrom', (e.value as Date | null) ?? null)}
              dateFormat="yy-mm-dd"
              placeholder="YYYY-MM-DD"
              showIcon
              showButtonBar
              locale={locale}
              aria-describedby={describedBy('ingredient-valid-from', errorOf('validFrom'))}
            />
          </Field>
        )}
      </div>
    </FormDialog>
  );
}
