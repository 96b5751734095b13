import { PICKUP_ADDRESS_MAX, PICKUP_NAME_MAX, type Weekday, type WeekSlots } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/FormField';
import { addEditTexts } from '../../../components/form/addEditTexts';
import { labelledFields } from '../../../components/form/labelledFields';
import { useDialogForm } from '../../../components/form/useDialogForm';
import { type PickupLocation, useSavePickup } from '../api';
import { formOf, type HoursForm, type HoursKind, pickupFormSchema } from '../model';
import { HoursEditor } from './HoursEditor';

/**
 * Adds or edits a pickup location (document 3 sections 4 and 5): name, address and phone (as for clients), the order
 * hours (at least one slot) and the optional pickup times, each per weekday.
 */
export function PickupDialog({ location, onClose }: { location: PickupLocation | null; onClose: () => void }) {
  const { t } = useTranslation('pickup');
  const save = useSavePickup(location?.pickupLocationId ?? null);
  const texts = addEditTexts(t, location, (p: PickupLocation) => ({ name: p.name }));
  const { values, set, field, errorOf, dialog } = useDialogForm(pickupFormSchema, formOf(location), {
    mutation: save,
    success: texts.success,
    onClose,
  });
  const hours = values.orderOpeningHours as HoursForm;

  const input = labelledFields(field, 'pickup', (name: 'name' | 'address' | 'phoneNumber') => t(`fields.${name}`));
  const editor = (kind: HoursKind) => (
    <HoursEditor
      kind={kind}
      week={hours[kind]}
      onChange={(week: WeekSlots) => set('orderOpeningHours', { ...hours, [kind]: week })}
      error={kind === 'order' ? errorOf('orderOpeningHours') : undefined}
      dayError={(day: Weekday) => errorOf(`orderOpeningHours.${kind}.${day}`)}
    />
  );

  return (
    <FormDialog id="pickup-dialog" title={texts.title} width="44rem" {...dialog}>
      <div className="pickup-form">
        <TextField {...input('name')} required maxLength={PICKUP_NAME_MAX} autoFocus />
        <TextField {...input('address')} required maxLength={PICKUP_ADDRESS_MAX} />
        <TextField {...input('phoneNumber')} required maxLength={16} type="tel" hint={t('dialog.phoneHint')} />
        {editor('order')}
        {editor('pickupTime')}
      </div>
    </FormDialog>
  );
}
