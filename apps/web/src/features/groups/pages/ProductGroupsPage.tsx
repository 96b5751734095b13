import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { ListCard, useSearchParam } from '../../../components/ListCard';
import { PageHeader } from '../../../components/PageHeader';
import { LoadState } from '../../../components/PageState';
import { useCurrentUser } from '../../auth/api';
import { type PrinterChoice, type ProductGroup, useGroups, useOnlineOrderOpen, usePrinterChoices } from '../api';
import { GroupDialog } from '../components/GroupDialog';
import { GroupsTable } from '../components/GroupsTable';
import { useGroupActions } from '../hooks/useGroupActions';
import '../groups.css';

/**
 * /product_groups (document 2 section 2): the groups with inline edits and one-click toggles, duplicate, delete and
 * the group dialog, for ADMIN_GROUPS.
 */
export function ProductGroupsPage() {
  const { t } = useTranslation('groups');
  const groups = useGroups();
  const printerChoices = usePrinterChoices();
  const onlineOrderOpen = useOnlineOrderOpen();
  const { data: user } = useCurrentUser();
  const actions = useGroupActions();
  const [search, setSearch] = useSearchParam();
  // undefined: no dialog; null: create; a group: edit.
  const [editing, setEditing] = useState<ProductGroup | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ProductGroup | null>(null);

  // Without ADMIN_PRINTERS the printer list cannot be read: the printers the groups already use are offered.
  const printers = useMemo<PrinterChoice[]>(() => {
    if (printerChoices.data) return printerChoices.data;
    const used = new Map<number, PrinterChoice>();
    for (const g of groups.data ?? []) for (const p of g.printers) used.set(p.id, p);
    return [...used.values()];
  }, [printerChoices.data, groups.data]);

  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={groups.data ? <Button label={t('add')} icon="pi pi-plus" onClick={() => setEditing(null)} /> : null}
      />
      <LoadState
        ready={!!groups.data && !onlineOrderOpen.isPending}
        error={groups.error}
        ability="ADMIN_GROUPS"
        onRetry={() => void groups.refetch()}
      >
        {() =>
          groups.data && (
            <ListCard
              id="groups-card"
              title={t('count', { count: groups.data.length })}
              search={{ value: search, onChange: setSearch, placeholder: t('searchPlaceholder'), label: t('search') }}
            >
              <GroupsTable
                groups={groups.data}
                printers={printers}
                search={search}
                showWebVisibility={onlineOrderOpen.data === true}
                actions={actions}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            </ListCard>
          )
        }
      </LoadState>
      {editing !== undefined && groups.data && (
        <GroupDialog
          key={editing?.productGroupId ?? 'new'}
          group={editing}
          groups={groups.data}
          printers={printers}
          popupOffered={user?.organization.onlineOrderWebPageEnabled ?? false}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDeleteDialog
        message={deleting ? t('confirmDelete', { name: deleting.name }) : null}
        onConfirm={() => {
          if (deleting) void actions.del(deleting);
          setDeleting(null);
        }}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
