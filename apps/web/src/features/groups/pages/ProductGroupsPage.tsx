import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/session';
import { ListPage } from '../../../components/ListPage';
import { pageTexts } from '../../../components/PageHeader';
import { useListDialogs } from '../../../components/useListDialogs';
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
  const printers = useGroupPrinters(groups.data);
  const dialogs = useListDialogs({
    editor: (group: ProductGroup | null, close) =>
      groups.data && (
        <GroupDialog
          group={group}
          groups={groups.data}
          printers={printers}
          popupOffered={user?.organization.onlineOrderWebPageEnabled ?? false}
          onClose={close}
        />
      ),
    remove: {
      question: (group: ProductGroup) => t('confirmDelete', { name: group.name }),
      remove: (group) => void actions.del(group),
    },
  });

  return (
    <ListPage
      {...pageTexts(t)}
      addLabel={t('add')}
      query={groups}
      ready={!onlineOrderOpen.isPending}
      ability="ADMIN_GROUPS"
      dialogs={dialogs}
      card={{
        id: 'groups-card',
        title: (list) => t('count', { count: list.length }),
        search: { placeholder: t('searchPlaceholder'), label: t('search') },
      }}
    >
      {(list) => (
        <GroupsTable
          groups={list}
          printers={printers}
          showWebVisibility={onlineOrderOpen.data === true}
          actions={actions}
          onEdit={dialogs.openEdit}
          onDelete={dialogs.askDelete}
        />
      )}
    </ListPage>
  );
}
