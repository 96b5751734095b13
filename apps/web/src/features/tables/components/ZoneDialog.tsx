import { DEFAULT_ZONE_COLOR, normalizeZoneColor } from '@comptoir/shared';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { fieldError } from '../../../components/DialogErrorLine';
import { FormDialog } from '../../../components/FormDialog';
import { type TableZone, useSaveZone } from '../api';
import { ColorPalette } from './ColorPalette';
import { ZoneSwatch } from './ZoneSwatch';

/** Create (zone null, colour #000) or edit a zone; the colour is picked from the 12 presets. */
export function ZoneDialog({ zone, onClose }: { zone: TableZone | null; onClose: () => void }) {
  const { t } = useTranslation('tables');
  const save = useSaveZone();
  const [name, setName] = useState(zone?.name ?? '');
  const [color, setColor] = useState(zone?.color ?? DEFAULT_ZONE_COLOR);
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
      <fieldset className="form-field color-field">
        <legend className="form-field__label">{t('zones.color')}</legend>
        <ColorPalette value={color} onChange={setColor} />
        <div className="zone-color-preview" data-testid="zone-color-preview">
          <ZoneSwatch color={color} />
          <code>{normalizeZoneColor(color)}</code>
        </div>
        {colorError && <small className="form-field__error">{colorError}</small>}
      </fieldset>
    </FormDialog>
  );
}
