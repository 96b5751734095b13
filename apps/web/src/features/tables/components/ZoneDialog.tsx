import { normalizeZoneColor } from '@comptoir/shared';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ColorPicker } from '../../../components/ColorPicker';
import { fieldError } from '../../../components/DialogErrorLine';
import { FormDialog } from '../../../components/FormDialog';
import { DEFAULT_COLOR } from '../../../lib/colors';
import { type TableZone, useSaveZone } from '../api';
import { ZoneSwatch } from './ListCard';

/** Create (zone null, the default colour #8393F4) or edit a zone; the colour is the default or one of the 12 presets. */
export function ZoneDialog({ zone, onClose }: { zone: TableZone | null; onClose: () => void }) {
  const { t } = useTranslation('tables');
  const save = useSaveZone();
  const [name, setName] = useState(zone?.name ?? '');
  const [color, setColor] = useState(zone?.color ?? DEFAULT_COLOR);
  const nameError = save.error && !name.trim() ? t('required') : fieldError(save.error, 'name');
  const colorError = fieldError(save.error, 'color');

  const submit = () =>
    save.mutate(
      { zoneId: zone?.zoneId, name, color },
      {
        onSuccess: (saved) => {
          toast.success(t(zone ? 'toast.zone.successEdit' : 'toast.zone.createSuccess', { name: saved.name }));
          onClose();
        },
      },
    );

  return (
    <FormDialog
      id="zone-dialog"
      visible
      title={zone ? t('zones.editTitle') : t('zones.addTitle')}
      saving={save.isPending}
      error={save.error}
      onHide={onClose}
      onSubmit={submit}
    >
      <div className="form-field">
        <label htmlFor="zone-name">{t('zones.name')}</label>
        <InputText
          id="zone-name"
          autoFocus
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          invalid={Boolean(nameError)}
          aria-describedby={nameError ? 'zone-name-error' : undefined}
        />
        {nameError && (
          <small id="zone-name-error" className="form-field__error">
            {nameError}
          </small>
        )}
      </div>
      <ColorPicker name="zone-color" label={t('zones.color')} value={color} onChange={setColor} error={colorError}>
        <div className="zone-color-preview" data-testid="zone-color-preview">
          <ZoneSwatch color={color} />
          <code>{normalizeZoneColor(color)}</code>
        </div>
      </ColorPicker>
    </FormDialog>
  );
}
