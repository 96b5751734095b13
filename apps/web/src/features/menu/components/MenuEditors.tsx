import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { GroupDialog, useGroupPrinters } from '../../groups';
import { ProductDialog, useImageLibrary } from '../../products';
import type { MenuEditing } from '../hooks/useMenuEditing';
import type { useMenuView } from '../hooks/useMenuView';

/** The group and product dialogs and the delete confirmation the organiser's cards open. */
export function MenuEditors({ view, editing }: { view: ReturnType<typeof useMenuView>; editing: MenuEditing }) {
  const { t } = useTranslation('menu');
  const { groupEditing, productEditing, deleting } = editing;
  const printers = useGroupPrinters(view.groups.data);
  const library = useImageLibrary(productEditing !== undefined);
  return (
    <>
      {groupEditing !== undefined && view.groups.data && (
        <GroupDialog
          key={'group' in groupEditing ? groupEditing.group.productGroupId : `new-${groupEditing.parentGroupId ?? 0}`}
          group={'group' in groupEditing ? groupEditing.group : null}
          parentGroupId={'parentGroupId' in groupEditing ? groupEditing.parentGroupId : undefined}
          groups={view.groups.data}
          printers={printers}
          popupOffered={view.user?.organization.onlineOrderWebPageEnabled ?? false}
          onClose={() => editing.setGroupEditing(undefined)}
        />
      )}
      {productEditing !== undefined && view.groups.data && (
        <ProductDialog
          key={'product' in productEditing ? productEditing.product.productId : `new-${productEditing.groupId}`}
          product={'product' in productEditing ? productEditing.product : null}
          groupId={'groupId' in productEditing ? productEditing.groupId : undefined}
          orgId={view.orgId}
          groups={view.groups.data}
          groupsFromApi
          ownProducts={view.ownProducts}
          library={library.data ?? null}
          onClose={() => editing.setProductEditing(undefined)}
        />
      )}
      <ConfirmDeleteDialog
        message={
          deleting === null
            ? null
            : deleting.kind === 'group'
              ? t('confirmDeleteGroup', { name: deleting.group.name })
              : t('confirmDeleteProduct', { name: deleting.product.name })
        }
        onConfirm={editing.confirmDelete}
        onHide={() => editing.setDeleting(null)}
      />
    </>
  );
}
