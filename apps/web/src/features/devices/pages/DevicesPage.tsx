import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { ListCard, useSearchParam } from '../../../components/ListCard';
import { PageHeader } from '../../../components/PageHeader';
import { LoadState } from '../../../components/PageState';
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
  // undefined: no confirmation; null: delete all; a device: delete that one.
  const [deleting, setDeleting] = useState<Device | null | undefined>(undefined);
  const count = devices.data?.length ?? 0;

  const confirmDelete = () => {
    if (deleting === undefined) return;
    const serialNumber = deleting?.serialNumber ?? null;
    setDeleting(undefined);
    remove.mutate(serialNumber, {
      onSuccess: ({ deleted }) =>
        toast.success(
          serialNumber === null
            ? t('toast.deleteAllSuccess', { count: deleted })
            : t('toast.deleteSuccess', { serialNumber }),
        ),
      onError: (error) => toast.error(t('toast.deleteError', { reason: errorMessage(error) })),
    });
  };

  return (
    <div className="page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <LoadState
        ready={!!devices.data}
        error={devices.error}
        ability="SUPER_USER"
        onRetry={() => void devices.refetch()}
      >
        {() => (
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
                onClick={() => setDeleting(null)}
                data-testid="devices-delete-all"
              />
            }
          >
            <DevicesTable devices={devices.data ?? []} search={search} onDelete={setDeleting} />
          </ListCard>
        )}
      </LoadState>
      <ConfirmDeleteDialog
        message={
          deleting === undefined
            ? null
            : deleting === null
              ? t('confirmDeleteAll', { count })
              : t('confirmDelete', { serialNumber: deleting.serialNumber })
        }
        onConfirm={confirmDelete}
        onHide={() => setDeleting(undefined)}
      />
    </div>
  );
}
