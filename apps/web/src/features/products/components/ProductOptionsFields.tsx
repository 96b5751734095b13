import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import { CheckField, Field } from '../../../components/FormField';
import type { GroupChoice } from '../api';
import { type ProductFormParts, Section } from './FormParts';

/**
 * Free and paid option groups, each with its multi-choice flag (document 2 section 2). The product's own group is
 * never offered, nor a group already chosen in the other list.
 */
export function ProductOptionsFields({
  form,
  setForm,
  errors,
  groups,
}: ProductFormParts & {
  groups: GroupChoice[];
}) {
  const { t } = useTranslation('products');
  const choices = (other: number[]) =>
    groups
      .filter((g) => g.productGroupId !== form.productGroupId && !other.includes(g.productGroupId))
      .map((g) => ({ value: g.productGroupId, label: g.name }));

  return (
    <Section title={t('form.sections.options')}>
      <div className="field-grid field-grid--three">
        {(
          [
            ['free', 'freeGroups', 'paidGroups', 'freeMulti'],
            ['paid', 'paidGroups', 'freeGroups', 'paidMulti'],
          ] as const
        ).map(([kind, key, otherKey, multiKey]) => (
          <div key={kind} className="option-block">
            <Field
              id={`product-${kind}-options`}
              label={t(`form.${kind}Options`)}
              error={kind === 'free' ? errors.allowedOptionGroups : undefined}
            >
              <MultiSelect
                inputId={`product-${kind}-options`}
                value={form[key]}
                options={choices(form[otherKey])}
                onChange={(e) => setForm((f) => ({ ...f, [key]: e.value as number[] }))}
                placeholder={t('form.optionsPlaceholder')}
                maxSelectedLabels={3}
                selectedItemsLabel={t('form.optionsSelected')}
                filter={groups.length > 10}
                display="comma"
                emptyMessage={t('form.noGroups')}
              />
            </Field>
            <CheckField
              id={`product-${kind}-multi`}
              label={t('form.multiChoice')}
              checked={form[multiKey]}
              onChange={(v) => setForm((f) => ({ ...f, [multiKey]: v }))}
            />
          </div>
        ))}
      </div>
    </Section>
  );
}
