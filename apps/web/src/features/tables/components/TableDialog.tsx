import { createTableSchema } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { NumberField, SelectField } from '../../../components/FormField';
import { addEditTexts } from '../../../components/form/addEditTexts';
import { useDialogForm } from '../../../components/form/useDialogForm';
import { REQUIRED } from '../../../lib/forms';
import { type Table, type TableType, type TableZone, useSaveTable } from '../api';
import { ZoneSwatch } from './ZoneSwatch';

const notNull = (v: unknown) => v !== null;
/** The dialog's values: the shared table's three fields, each required. */
const tableFormSchema = createTableSchema.extend({
  tableNumber: createTableSchema.shape.tableNumber.nullable().refine(notNull, REQUIRED),
  zoneId: z.number().nullable().refine(notNull, REQUIRED),
  tableTypeId: z.number().nullable().refine(notNull, REQUIRED),
});
type Draft = z.input<typeof tableFormSchema>;

/** Create (table null: next free number, first zone and type) or edit a table. */
export function TableDialog({
  table,
  tables,
  zones,
  types,
  onClose,
}: {
  table: Table | null;
  tables: Table[];
  zones: TableZone[];
  types: TableType[];
  onClose: () => void;
}) {
  const { t } = useTranslation('tables');
  const save = useSaveTable();
  const texts = addEditTexts(t, table, (x: Table) => ({ number: x.tableNumber }), {
    title: 'tables',
    toast: 'toast.table',
  });
  const { field, dialog } = useDialogForm(
    tableFormSchema,
    table
      ? {
          tableNumber: table.tableNumber,
          zoneId: table.tableZone?.zoneId ?? null,
          tableTypeId: table.tableType?.id ?? null,
        }
      : {
          tableNumber: Math.max(0, ...tables.map((x) => x.tableNumber)) + 1,
          zoneId: zones[0]?.zoneId ?? null,
          tableTypeId: types[0]?.id ?? null,
        },
    {
      mutation: save,
      body: (values: Draft) => ({ tableId: table?.tableId, ...values }) as Parameters<typeof save.mutate>[0],
      success: texts.success,
      onClose,
    },
  );

  const zoneOption = (zone: TableZone | undefined) =>
    zone ? <ZoneSwatch color={zone.color} name={zone.name} /> : t('tables.chooseZone');

  return (
    <FormDialog id="table-dialog" title={texts.title} {...dialog}>
      <NumberField
        id="table-tableNumber"
        label={t('tables.number')}
        {...field('tableNumber')}
        autoFocus
        empty={null}
        min={1}
        max={99999}
      />
      <SelectField
        id="table-zone"
        label={t('tables.zone')}
        {...field('zoneId')}
        options={zones}
        optionValue="zoneId"
        optionLabel="name"
        placeholder={t('tables.chooseZone')}
        valueTemplate={(zone: TableZone | undefined) => zoneOption(zone)}
        itemTemplate={(zone: TableZone) => zoneOption(zone)}
        emptyMessage={t('tables.noZones')}
      />
      <SelectField
        id="table-type"
        label={t('tables.type')}
        {...field('tableTypeId')}
        options={types}
        optionValue="id"
        optionLabel="name"
        placeholder={t('tables.chooseType')}
        emptyMessage={t('tables.noTypes')}
      />
    </FormDialog>
  );
}
