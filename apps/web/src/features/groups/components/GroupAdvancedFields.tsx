import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { CheckField, Field } from '../../../components/FormField';
import type { ProductGroup } from '../api';
import type { GroupForm } from '../model';
import type { FieldErrors, SetField } from './GroupMainFields';
import { HappyHoursEditor } from './HappyHoursEditor';
import { MaxChoiceField } from './MaxChoiceField';
import { PopupFields } from './PopupFields';

/**
 * The advanced section: visibility, external reference, order, option order, required and maximum choices,
 * duplicates of an option, kitchen print, option group, parent group, happy hours and (when the web order page is
 * enabled) the popups.
 */
export function GroupAdvancedFields({
  form,
  set,
  errors,
  parents,
  popupOffered,
}: {
  form: GroupForm;
  set: SetField;
  errors: FieldErrors;
  parents: ProductGroup[];
  popupOffered: boolean;
}) {
  const { t } = useTranslation('groups');
  const number = (
    field: 'orderIndex' | 'optionOrderIndex' | 'forceChoiceAmountFree' | 'forceChoiceAmountPaid',
    min: number,
  ) => (
    <Field id={`group-${field}`} label={t(`fields.${field}`)} error={errors[field]}>
      <InputNumber
        inputId={`group-${field}`}
        value={form[field]}
        min={min}
        max={field.startsWith('force') ? 999 : 1_000_000}
        useGrouping={false}
        invalid={Boolean(errors[field])}
        onValueChange={(e) => set(field, e.value ?? 0)}
      />
    </Field>
  );

  return (
    <div className="groups-dialog__advanced">
      <div className="groups-dialog__checks">
        <CheckField
          id="group-user-hidden"
          label={t('fields.userHidden')}
          checked={form.userHidden}
          onChange={(v) => set('userHidden', v)}
        />
        <CheckField
          id="group-web-hidden"
          label={t('fields.webHidden')}
          checked={form.webHidden}
          onChange={(v) => set('webHidden', v)}
        />
        <CheckField
          id="group-kiosk-hidden"
          label={t('fields.kioskHidden')}
          checked={form.kioskHidden}
          onChange={(v) => set('kioskHidden', v)}
        />
        <CheckField
          id="group-kitchen-print"
          label={t('fields.kitchenPrintEnabled')}
          checked={form.kitchenPrintEnabled}
          onChange={(v) => set('kitchenPrintEnabled', v)}
        />
        <CheckField
          id="group-option-group"
          label={t('fields.isOptionGroup')}
          hint={t('fields.isOptionGroupHelp')}
          checked={form.isOptionGroup}
          onChange={(v) => set('isOptionGroup', v)}
        />
        <CheckField
          id="group-allow-duplicates"
          label={t('fields.allowMultipleChoiceOnSameItems')}
          checked={form.allowMultipleChoiceOnSameItems}
          onChange={(v) => set('allowMultipleChoiceOnSameItems', v)}
        />
      </div>
      <div className="groups-dialog__grid">
        <Field id="group-external-ref" label={t('fields.externalReference')} error={errors.externalReference}>
          <InputText
            id="group-external-ref"
            value={form.externalReference}
            maxLength={100}
            onChange={(e) => set('externalReference', e.target.value)}
          />
        </Field>
        <Field id="group-parent" label={t('fields.parentGroupId')} error={errors.parentGroupId}>
          <Dropdown
            inputId="group-parent"
            value={form.parentGroupId}
            options={parents.map((g) => ({ value: g.productGroupId, label: g.name }))}
            placeholder={t('fields.noParent')}
            showClear
            filter={parents.length > 8}
            onChange={(e) => set('parentGroupId', (e.value as number | undefined) ?? null)}
          />
        </Field>
        {number('orderIndex', -1_000_000)}
        {number('optionOrderIndex', -1_000_000)}
        {number('forceChoiceAmountFree', 0)}
        {number('forceChoiceAmountPaid', 0)}
        <MaxChoiceField
          id="group-max-free"
          label={t('fields.maxChoiceFree')}
          value={form.maxChoiceFree}
          error={errors.maxChoiceFree}
          onChange={(v) => set('maxChoiceFree', v)}
        />
        <MaxChoiceField
          id="group-max-paid"
          label={t('fields.maxChoicePaid')}
          value={form.maxChoicePaid}
          error={errors.maxChoicePaid}
          onChange={(v) => set('maxChoicePaid', v)}
        />
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
