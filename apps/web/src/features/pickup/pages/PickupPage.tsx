import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { ListCard, RowActions, useSearchParam } from '../../../components/ListCard';
import { ListTable } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { LoadState } from '../../../components/PageState';
import { errorMessage } from '../../../lib/api';
import { type PickupLocation, useDeletePickup, usePickupLocations } from '../api';
import { PickupDialog } from '../components/PickupDialog';
import { daysWithSlots, type HoursKind, slotsText } from '../model';
import '../pickup.css';

/** Columns a phone leaves out (name, hours and actions stay). */
const wide = { headerClassName: 'pickup-col-wide', bodyClassName: 'pickup-col-wide' };

/**
 * /pickup (document 3 section 2): name, address, phone, the order hours and pickup times per weekday, with edit and
 * delete, for ADMIN_PICKUP. Deleting asks first (tickets that name the location keep showing it).
 */
export function PickupPage() {
  const { t } = useTranslation('pickup');
  const locations = usePickupLocations();
  const remove = useDeletePickup();
  const [search, setSearch] = useSearchParam();
  const [editing, setEditing] = useState<PickupLocation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PickupLocation | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const location = deleting;
    setDeleting(null);
    remove.mutate(location.pickupLocationId, {
      onSuccess: () => toast.success(t('toast.deleteSuccess', { name: location.name })),
      onError: (error) => toast.error(t('toast.deleteError', { reason: errorMessage(error) })),
    });
  };

  const hours = (kind: HoursKind) => (p: PickupLocation) => {
    const week = kind === 'order' ? p.orderOpeningHours.order : p.orderOpeningHours.pickupTime;
    const days = daysWithSlots(week);
    if (!week || days.length === 0) return <span className="pickup-none">{t('list.noHours')}</span>;
    return (
      <dl className="pickup-week">
        {days.map((d) => (
          <div key={d} className="pickup-week__row">
            <dt>{t(`daysShort.${d}`)}</dt>
            <dd>
              {week[d].map((slot) => (
                <span key={slot.start}>{slotsText([slot])}</span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    );
  };

  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={locations.data && <Button label={t('add')} icon="pi pi-plus" onClick={() => setEditing('new')} />}
      />
      <LoadState
        ready={!!locations.data}
        error={locations.error}
        ability="ADMIN_PICKUP"
        onRetry={() => void locations.refetch()}
      >
        {() => (
          <ListCard
            id="pickup-card"
            title={t('list.count', { count: locations.data?.length ?? 0 })}
            search={{ value: search, onChange: setSearch }}
          >
            <ListTable
              value={locations.data ?? []}
              dataKey="pickupLocationId"
              label={t('title')}
              globalFilter={search}
              globalFilterFields={['name', 'address', 'phoneNumber']}
              emptyMessage={t('list.empty')}
            >
              <Column
                header={t('fields.name')}
                body={(p: PickupLocation) => (
                  <div className="pickup-name">
                    <strong>{p.name}</strong>
                    <span className="pickup-name__sub">{p.address}</span>
                  </div>
                )}
              />
              <Column {...wide} field="phoneNumber" header={t('fields.phoneNumber')} />
              <Column header={t('hours.order')} body={hours('order')} />
              <Column {...wide} header={t('hours.pickupTime')} body={hours('pickupTime')} />
              <Column
                header={<span className="sr-only">{t('list.actions')}</span>}
                style={{ width: '6rem' }}
                body={(p: PickupLocation) => (
                  <RowActions
                    actions={[
                      { icon: 'pi pi-pencil', label: t('list.edit', { name: p.name }), onClick: () => setEditing(p) },
                      {
                        icon: 'pi pi-trash',
                        label: t('list.delete', { name: p.name }),
                        danger: true,
                        onClick: () => setDeleting(p),
                      },
                    ]}
                  />
                )}
              />
            </ListTable>
          </ListCard>
        )}
      </LoadState>
      {editing && <PickupDialog location={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDeleteDialog
        message={deleting ? t('confirmDelete', { name: deleting.name }) : null}
        onConfirm={confirmDelete}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
