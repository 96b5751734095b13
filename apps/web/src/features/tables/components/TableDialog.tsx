import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { fieldError } from '../../../components/DialogErrorLine';
import { FormDialog } from '../../../components/FormDialog';
import { type Table, type TableType, type TableZone, useSaveTable } from '../api';
import { ZoneSwatch } from './ZoneSwatch';

interface Draft {
  tableNumber: number | null;
  zoneId: number | null;
  tableTypeId: number | null;
}
type Field = keyof Draft;

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
  const [draft, setDraft] = useState<Draft>(() =>
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
  );
  const set = (field: Field) => (value: number | null) => setDraft((d) => ({ ...d, [field]: value }));
  const errorOf = (field: Field) =>
    save.error && draft[field] === null ? t('required') : fieldError(save.error, field);

  const submit = () =>
    save.mutate(
      // Empty fields go as they are: the server names what is missing.
      { tableId: table?.tableId, ...draft } as Parameters<typeof save.mutate>[0],
      {
        onSuccess: (saved) => {
          const key = table ? 'toast.table.successEdit' : 'toast.table.createSuccess';
          toast.success(t(key, { number: saved.tableNumber }));
          onClose();
        },
      },
    );

  const fieldMessage = (field: Field) => {
    const message = errorOf(field);
    return message ? (
      <small id={`table-${field}-error`} className="form-field__error">
        {message}
      </small>
    ) : null;
  };
  const zoneOption = (zone: TableZone | undefined) =>
    zone ? <ZoneSwatch color={zone.color} name={zone.name} /> : t('tables.chooseZone');

  return (
    <FormDialog
      id="table-dialog"
      visible
      title={table ? t('tables.editTitle', { number: table.tableNumber }) : t('tables.addTitle')}
      saving={save.isPending}
      error={save.error}
      onHide={onClose}
      onSubmit={submit}
    >
      <div className="form-field">
        <label htmlFor="table-number">{t('tables.number')}</label>
        <InputNumber
          inputId="table-number"
          autoFocus
          value={draft.tableNumber}
          onValueChange={(e) => set('tableNumber')(e.value ?? null)}
          min={1}
          max={99999}
          useGrouping={false}
          invalid={Boolean(errorOf('tableNumber'))}
          aria-describedby={errorOf('tableNumber') ? 'table-tableNumber-error' : undefined}
        />
        {fieldMessage('tableNumber')}
      </div>
      <div className="form-field">
        <label htmlFor="table-zone">{t('tables.zone')}</label>
        <Dropdown
          inputId="table-zone"
          value={draft.zoneId}
          options={zones}
          optionValue="zoneId"
          optionLabel="name"
          placeholder={t('tables.chooseZone')}
          valueTemplate={(zone: TableZone | undefined) => zoneOption(zone)}
          itemTemplate={(zone: TableZone) => zoneOption(zone)}
          onChange={(e) => set('zoneId')(e.value ?? null)}
          invalid={Boolean(errorOf('zoneId'))}
          emptyMessage={t('tables.noZones')}
        />
        {fieldMessage('zoneId')}
      </div>
      <div className="form-field">
        <label htmlFor="table-type">{t('tables.type')}</label>
        <Dropdown
          inputId="table-type"
          value={draft.tableTypeId}
          options={types}
          optionValue="id"
          optionLabel="name"
          placeholder={t('tables.chooseType')}
          onChange={(e) => set('tableTypeId')(e.value ?? null)}
          invalid={Boolean(errorOf('tableTypeId'))}
          emptyMessage={t('tables.noTypes')}
        />
        {fieldMessage('tableTypeId')}
      </div>
    </FormDialog>
  );
}
