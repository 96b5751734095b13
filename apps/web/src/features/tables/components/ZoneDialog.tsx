import { createTableZoneSchema, normalizeZoneColor, zoneColorSchema } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ColorPicker } from '../../../components/ColorPicker';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/FormField';
import { addEditTexts } from '../../../components/form/addEditTexts';
import { useDialogForm } from '../../../components/form/useDialogForm';
import { DEFAULT_COLOR } from '../../../lib/colors';
import { REQUIRED } from '../../../lib/forms';
import { type TableZone, useSaveZone } from '../api';
import { ZoneSwatch } from './ZoneSwatch';

const zoneFormSchema = createTableZoneSchema.extend({
  name: z.string().trim().min(1, REQUIRED).max(100),
  color: zoneColorSchema,
});

/** Create (zone null, the default colour #8393F4) or edit a zone; the colour is the default or one of the 12 presets. */
export function ZoneDialog({ zone, onClose }: { zone: TableZone | null; onClose: () => void }) {
  const { t } = useTranslation('tables');
  const save = useSaveZone();
  const texts = addEditTexts(t, zone, (z: TableZone) => ({ name: z.name }), { title: 'zones', toast: 'toast.zone' });
  const { values, set, field, errorOf, dialog } = useDialogForm(
    zoneFormSchema,
    { name: zone?.name ?? '', color: zone?.color ?? DEFAULT_COLOR },
    {
      mutation: save,
      body: (body) => ({ zoneId: zone?.zoneId, ...body }),
      success: texts.success,
      onClose,
    },
  );

  return (
    <FormDialog id="zone-dialog" title={texts.title} {...dialog}>
      <TextField id="zone-name" label={t('zones.name')} {...field('name')} autoFocus maxLength={100} />
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
