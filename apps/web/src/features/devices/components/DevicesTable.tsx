import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { deleteAction } from '../../../components/ListCard';
import { actionsColumn, ListTable } from '../../../components/ListTable';
import type { Device } from '../api';

/** The devices table (document 3 section 4): serial number, model, brand, OS and app versions, delete. */
export function DevicesTable({ devices, onDelete }: { devices: Device[]; onDelete: (device: Device) => void }) {
  const { t } = useTranslation('devices');
  return (
    <ListTable
      value={devices}
      dataKey="serialNumber"
      label={t('title')}
      searchFields={['serialNumber', 'model', 'brand', 'osVersion', 'appVersion']}
      emptyMessage={t('empty')}
      sortField="serialNumber"
      sortOrder={1}
    >
      <Column field="serialNumber" header={t('columns.serialNumber')} sortable className="devices__serial" />
      <Column field="model" header={t('columns.model')} sortable />
      <Column field="brand" header={t('columns.brand')} sortable />
      <Column field="osVersion" header={t('columns.osVersion')} sortable />
      <Column field="appVersion" header={t('columns.appVersion')} sortable />
      {actionsColumn(t('columns.actions'), (d: Device) => [
        deleteAction(t('delete', { serialNumber: d.serialNumber }), () => onDelete(d)),
      ])}
    </ListTable>
  );
}
