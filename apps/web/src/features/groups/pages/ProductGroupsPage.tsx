import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/session';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { DataPage } from '../../../components/DataPage';
import { ListCard, useSearchParam } from '../../../components/ListCard';
import { type ProductGroup, useGroups, useOnlineOrderOpen } from '../api';
import { GroupDialog } from '../components/GroupDialog';
import { GroupsTable } from '../components/GroupsTable';
import { useGroupActions } from '../hooks/useGroupActions';
import { useGroupPrinters } from '../hooks/useGroupPrinters';
import '../groups.css';

/**
 * /product_groups (document 2 section 2): the groups with inline edits and one-click toggles, duplicate, delete and
 * the group dialog, for ADMIN_GROUPS.
 */
export function ProductGroupsPage() {
  const { t } = useTranslation('groups');
  const groups = useGroups();
  const onlineOrderOpen = useOnlineOrderOpen();
  const { data: user } = useCurrentUser();
  const actions = useGroupActions();
  const [search, setSearch] = useSearchParam();
  // undefined: no dialog; null: create; a group: edit.
  const [editing, setEditing] = useState<ProductGroup | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ProductGroup | null>(null);

  const printers = useGroupPrinters(groups.data);

  return (
    <DataPage
      title={t('title')}
      subtitle={t('subtitle')}
      add={{ label: t('add'), onClick: () => setEditing(null) }}
      query={groups}
      ready={!onlineOrderOpen.isPending}
      ability="ADMIN_GROUPS"
      dialogs={
        <>
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
        </>
      }
    >
      {(list) => (
        <ListCard
          id="groups-card"
          title={t('count', { count: list.length })}
          search={{ value: search, onChange: setSearch, placeholder: t('searchPlaceholder'), label: t('search') }}
        >
          <GroupsTable
            groups={list}
            printers={printers}
            showWebVisibility={onlineOrderOpen.data === true}
            actions={actions}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        </ListCard>
      )}
    </DataPage>
  );
}
