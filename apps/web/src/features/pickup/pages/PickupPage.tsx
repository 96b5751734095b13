import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { deleteAction, editAction } from '../../../components/ListCard';
import { ListPage } from '../../../components/ListPage';
import { actionsColumn, ListTable } from '../../../components/ListTable';
import { pageTexts } from '../../../components/PageHeader';
import { deleteTexts, useListDialogs } from '../../../components/useListDialogs';
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
  const dialogs = useListDialogs({
    editor: (location: PickupLocation | null, close) => <PickupDialog location={location} onClose={close} />,
    remove: {
      mutation: useDeletePickup(),
      id: (p: PickupLocation) => p.pickupLocationId,
      ...deleteTexts(t, (p: PickupLocation) => ({ name: p.name })),
    },
  });

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
    <ListPage
      {...pageTexts(t)}
      addLabel={t('add')}
      query={locations}
      ability="ADMIN_PICKUP"
      dialogs={dialogs}
      card={{ id: 'pickup-card', title: (list) => t('list.count', { count: list.length }), search: true }}
    >
      {(list) => (
        <ListTable
          value={list}
          dataKey="pickupLocationId"
          label={t('title')}
          searchFields={['name', 'address', 'phoneNumber']}
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
          {actionsColumn(
            t('list.actions'),
            (p: PickupLocation) => [
              editAction(t('list.edit', { name: p.name }), () => dialogs.openEdit(p)),
              deleteAction(t('list.delete', { name: p.name }), () => dialogs.askDelete(p)),
            ],
            '6rem',
          )}
        </ListTable>
      )}
    </ListPage>
  );
}
