import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { DataPage } from '../../../components/DataPage';
import { ListCard, useSearchParam } from '../../../components/ListCard';
import { pageTexts } from '../../../components/PageHeader';
import { useConfirmedDelete } from '../../../components/useConfirmedDelete';
import { errorMessage } from '../../../lib/api';
import { type Device, useDeleteDevices, useDevices } from '../api';
import { DevicesTable } from '../components/DevicesTable';
import '../devices.css';

/** /device (document 3 section 2): the tills registered by the organisation, super users only. */
export function DevicesPage() {
  const { t } = useTranslation('devices');
  const devices = useDevices();
  const remove = useDeleteDevices();
  const [search, setSearch] = useSearchParam();
  const count = devices.data?.length ?? 0;
  // null: delete all; a device: delete that one.
  const deleting = useConfirmedDelete({
    question: (device: Device | null) =>
      device === null ? t('confirmDeleteAll', { count }) : t('confirmDelete', { serialNumber: device.serialNumber }),
    remove: (device) => {
      const serialNumber = device?.serialNumber ?? null;
      remove.mutate(serialNumber, {
        onSuccess: ({ deleted }) =>
          toast.success(
            serialNumber === null
              ? t('toast.deleteAllSuccess', { count: deleted })
              : t('toast.deleteSuccess', { serialNumber }),
          ),
        onError: (error) => toast.error(t('toast.deleteError', { reason: errorMessage(error) })),
      });
    },
  });

  return (
    <DataPage {...pageTexts(t)} query={devices} ability="SUPER_USER" dialogs={deleting.dialog}>
      {(list) => (
        <ListCard
          id="devices-card"
          title={t('count', { count })}
          search={{ value: search, onChange: setSearch }}
          tools={
            <Button
              type="button"
              label={t('deleteAll')}
              icon="pi pi-trash"
              severity="danger"
              outlined
              size="small"
              disabled={count === 0 || remove.isPending}
              onClick={() => deleting.ask(null)}
              data-testid="devices-delete-all"
            />
          }
        >
          <DevicesTable devices={list} onDelete={deleting.ask} />
        </ListCard>
      )}
    </DataPage>
  );
}
