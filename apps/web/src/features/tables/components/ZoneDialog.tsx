import { createTableZoneSchema, normalizeZoneColor, zoneColorSchema } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { ColorPicker } from '../../../components/ColorPicker';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/FormField';
import { DEFAULT_COLOR } from '../../../lib/colors';
import { useZodForm } from '../../../lib/forms';
import { type TableZone, useSaveZone } from '../api';
import { ZoneSwatch } from './ZoneSwatch';

const zoneFormSchema = createTableZoneSchema.extend({
  name: z.string().trim().min(1, 'tables:required').max(100),
  color: zoneColorSchema,
});

/** Create (zone null, the default colour #8393F4) or edit a zone; the colour is the default or one of the 12 presets. */
export function ZoneDialog({ zone, onClose }: { zone: TableZone | null; onClose: () => void }) {
  const { t } = useTranslation('tables');
  const save = useSaveZone();
  const { values, set, errorOf, dirty, formError, submit } = useZodForm(
    zoneFormSchema,
    { name: zone?.name ?? '', color: zone?.color ?? DEFAULT_COLOR },
    { serverError: save.error },
  );
  const nameError = errorOf('name');

  const send = (body: z.output<typeof zoneFormSchema>) =>
    save.mutate(
      { zoneId: zone?.zoneId, ...body },
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
      error={formError}
      dirty={dirty}
      onHide={onClose}
      onSubmit={submit(send)}
    >
      <TextField
        id="zone-name"
        label={t('zones.name')}
        error={nameError}
        autoFocus
        value={values.name}
        maxLength={100}
        onChange={(name) => set('name', name)}
      />
      <ColorPicker
        name="zone-color"
        label={t('zones.color')}
        value={values.color}
        onChange={(c) => set('color', c)}
        error={errorOf('color')}
      >
        <div className="zone-color-preview" data-testid="zone-color-preview">
          <ZoneSwatch color={values.color} />
          <code>{normalizeZoneColor(values.color)}</code>
        </div>
      </ColorPicker>
    </FormDialog>
  );
}
