import { Column } from 'primereact/column';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAction, editAction } from '../../../components/ListCard';
import { actionsColumn, ListTable } from '../../../components/ListTable';
import { useConfirmedDelete } from '../../../components/useConfirmedDelete';
import { type TableZone, useDeleteZone } from '../api';
import { AreaCard } from './AreaCard';
import { ZoneDialog } from './ZoneDialog';
import { ZoneSwatch } from './ZoneSwatch';

/** Zones: name and colour, with add, edit and delete (refused while tables are in the zone). */
export function ZonesCard({ zones }: { zones: TableZone[] }) {
  const { t } = useTranslation('tables');
  const [editing, setEditing] = useState<TableZone | null | undefined>(undefined);
  const remove = useDeleteZone();
  const deleting = useConfirmedDelete({
    question: (zone: TableZone) => t('zones.confirmDelete', { name: zone.name }),
    mutation: remove,
    id: (zone) => zone.zoneId,
    success: (zone) => t('toast.zone.deleteSuccess', { name: zone.name }),
  });

  return (
    <AreaCard
      id="zones-card"
      title={t('zones.title')}
      count={zones.length}
      addLabel={t('zones.add')}
      onAdd={() => setEditing(null)}
    >
      <ListTable value={zones} dataKey="zoneId" emptyMessage={t('empty')} label={t('zones.title')}>
        <Column
          header={t('zones.name')}
          body={(zone: TableZone) => <ZoneSwatch color={zone.color} name={zone.name} />}
        />
        <Column header={t('zones.color')} body={(zone: TableZone) => <code className="zone-code">{zone.color}</code>} />
        {actionsColumn(
          t('actions'),
          (zone: TableZone) => [
            editAction(t('zones.edit', { name: zone.name }), () => setEditing(zone)),
            deleteAction(t('zones.delete', { name: zone.name }), () => deleting.ask(zone)),
          ],
          '6.5rem',
        )}
      </ListTable>
      {editing !== undefined && <ZoneDialog zone={editing} onClose={() => setEditing(undefined)} />}
      {deleting.dialog}
    </AreaCard>
  );
}
