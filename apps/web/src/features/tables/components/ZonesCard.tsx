import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { ListCard, RowActions } from '../../../components/ListCard';
import { ListTable } from '../../../components/ListTable';
import { errorMessage } from '../../../lib/api';
import { type TableZone, useDeleteZone } from '../api';
import { ZoneDialog } from './ZoneDialog';
import { ZoneSwatch } from './ZoneSwatch';

/** Zones: name and colour, with add, edit and delete (refused while tables are in the zone). */
export function ZonesCard({ zones }: { zones: TableZone[] }) {
  const { t } = useTranslation('tables');
  const [editing, setEditing] = useState<TableZone | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TableZone | null>(null);
  const remove = useDeleteZone();

  const confirmDelete = () => {
    if (!deleting) return;
    const zone = deleting;
    setDeleting(null);
    remove.mutate(zone.zoneId, {
      onSuccess: () => toast.success(t('toast.zone.deleteSuccess', { name: zone.name })),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <ListCard
      id="zones-card"
      title={
        <>
          {t('zones.title')}
          <span className="tables-card__count">{zones.length}</span>
        </>
      }
      tools={<Button label={t('zones.add')} icon="pi pi-plus" size="small" onClick={() => setEditing(null)} />}
    >
      <ListTable value={zones} dataKey="zoneId" emptyMessage={t('empty')} label={t('zones.title')}>
        <Column
          header={t('zones.name')}
          body={(zone: TableZone) => <ZoneSwatch color={zone.color} name={zone.name} />}
        />
        <Column header={t('zones.color')} body={(zone: TableZone) => <code className="zone-code">{zone.color}</code>} />
        <Column
          header={<span className="sr-only">{t('actions')}</span>}
          style={{ width: '6.5rem' }}
          body={(zone: TableZone) => (
            <RowActions
              actions={[
                { icon: 'pi pi-pencil', label: t('zones.edit', { name: zone.name }), onClick: () => setEditing(zone) },
                {
                  icon: 'pi pi-trash',
                  label: t('zones.delete', { name: zone.name }),
                  onClick: () => setDeleting(zone),
                  danger: true,
                },
              ]}
            />
          )}
        />
      </ListTable>
      {editing !== undefined && <ZoneDialog zone={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDeleteDialog
        message={deleting ? t('zones.confirmDelete', { name: deleting.name }) : null}
        onConfirm={confirmDelete}
        onHide={() => setDeleting(null)}
      />
    </ListCard>
  );
}
