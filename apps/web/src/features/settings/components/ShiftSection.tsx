import { hasShiftHours } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../components/FormField';
import type { SettingsForm } from '../hooks/useSettingsForm';
import { FLAG_GROUPS, formatSlot, listSlots } from '../model';
import { FlagSwitches, SettingsSection } from './SettingsSection';
import { ShiftHoursDialog } from './ShiftHoursDialog';

/** Shift flags and automatic closing with its shift hours (document 1 section 4). */
export function ShiftSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('settings');
  const { values, set, errors } = form;
  const [dialogOpen, setDialogOpen] = useState(false);
  const slots = values.shiftAutoClose ? listSlots(values.shiftHours) : [];

  const onAutoClose = (on: boolean) => {
    // Switching auto-close on asks for the hours first; it is on once hours are saved.
    if (on && !values.shiftAutoClose) setDialogOpen(true);
    else set('shiftAutoClose', on);
  };

  return (
    <SettingsSection id="shifts" icon="pi pi-clock">
      <FlagSwitches form={form} flags={FLAG_GROUPS.shifts} className="switch-list">
        <SwitchField
          id="shiftAutoClose"
          label={t('flags.shiftAutoClose')}
          checked={values.shiftAutoClose}
          onChange={onAutoClose}
          error={errors.shiftAutoClose}
        />
      </FlagSwitches>
      <div className="settings-shift-hours">
        <div className="settings-shift-hours__slots" data-testid="shift-hours-summary">
          {slots.length === 0 ? (
            <span className="form-field__hint">{t('shiftHours.none')}</span>
          ) : (
            slots.map(({ day, index, slot }) => (
              <span key={`${day}-${index}`} className="settings-slot-chip">
                <strong>{t(`weekdays.${day}`)}</strong> {formatSlot(slot)}
              </span>
            ))
          )}
        </div>
        <Button
          type="button"
          icon="pi pi-calendar-clock"
          label={t('shiftHours.button')}
          outlined
          onClick={() => setDialogOpen(true)}
        />
      </div>
      {errors.shiftHours && <small className="form-field__error">{errors.shiftHours}</small>}
      <ShiftHoursDialog
        visible={dialogOpen}
        initial={values.shiftHours}
        onCancel={() => setDialogOpen(false)}
        onSave={(hours) => {
          setDialogOpen(false);
          const any = hasShiftHours(hours);
          set('shiftHours', any ? hours : {});
          set('shiftAutoClose', any);
        }}
      />
    </SettingsSection>
  );
}
