import { useTranslation } from 'react-i18next';
import { NumberField, SelectField, TextField, YesNoFields } from '../../../components/FormField';
import type { FieldBinder } from '../../../lib/forms';
import type { ProductGroup } from '../api';
import type { GroupForm } from '../model';
import type { FieldErrors, SetField } from './GroupMainFields';
import { HappyHoursEditor } from './HappyHoursEditor';
import { MaxChoiceField } from './MaxChoiceField';
import { PopupFields } from './PopupFields';

/** The yes/no fields, each with its id. */
const CHECKS = [
  'userHidden',
  'webHidden',
  'kioskHidden',
  'kitchenPrintEnabled',
  'isOptionGroup',
  'allowMultipleChoiceOnSameItems',
] as const;

/**
 * The advanced section: visibility, external reference, order, option order, required and maximum choices,
 * duplicates of an option, kitchen print, option group, parent group, happy hours and (when the web order page is
 * enabled) the popups.
 */
export function GroupAdvancedFields({
  form,
  set,
  field,
  errors,
  parents,
  popupOffered,
}: {
  form: GroupForm;
  set: SetField;
  field: FieldBinder<GroupForm>;
  errors: FieldErrors;
  parents: ProductGroup[];
  popupOffered: boolean;
}) {
  const { t } = useTranslation('groups');
  const number = (
    name: 'orderIndex' | 'optionOrderIndex' | 'forceChoiceAmountFree' | 'forceChoiceAmountPaid',
    min: number,
  ) => (
    <NumberField
      id={`group-${name}`}
      label={t(`fields.${name}`)}
      min={min}
      max={name.startsWith('force') ? 999 : 1_000_000}
      {...field(name)}
    />
  );
  const maxChoice = (name: 'maxChoiceFree' | 'maxChoicePaid', id: string) => (
    <MaxChoiceField
      id={id}
      label={t(`fields.${name}`)}
      value={form[name]}
      error={errors[name]}
      onChange={(v) => set(name, v)}
    />
  );

  return (
    <div className="groups-dialog__advanced">
      <div className="groups-dialog__checks">
        <YesNoFields
          idPrefix="group"
          fields={CHECKS}
          values={form}
          onChange={set}
          labelOf={(field) => t(`fields.${field}`)}
          hintOf={(field) => (field === 'isOptionGroup' ? t('fields.isOptionGroupHelp') : undefined)}
        />
      </div>
      <div className="field-grid">
        <TextField
          id="group-external-ref"
          label={t('fields.externalReference')}
          {...field('externalReference')}
          maxLength={100}
        />
        <SelectField
          id="group-parent"
          label={t('fields.parentGroupId')}
          error={errors.parentGroupId}
          value={form.parentGroupId}
          options={parents.map((g) => ({ value: g.productGroupId, label: g.name }))}
          placeholder={t('fields.noParent')}
          showClear
          filter={parents.length > 8}
          onChange={(id) => set('parentGroupId', id ?? null)}
        />
        {number('orderIndex', -1_000_000)}
        {number('optionOrderIndex', -1_000_000)}
        {number('forceChoiceAmountFree', 0)}
        {number('forceChoiceAmountPaid', 0)}
        {maxChoice('maxChoiceFree', 'group-max-free')}
        {maxChoice('maxChoicePaid', 'group-max-paid')}
      </div>
      <HappyHoursEditor value={form.activeHours} onChange={(hours) => set('activeHours', hours)} />
      {popupOffered && (
        <PopupFields
          plus18={form.popupPlus18}
          enabled={form.popupEnabled}
          text={form.popupText}
          onPlus18={(v) => set('popupPlus18', v)}
          onEnabled={(v) => set('popupEnabled', v)}
          onText={(v) => set('popupText', v)}
        />
      )}
    </div>
  );
}
