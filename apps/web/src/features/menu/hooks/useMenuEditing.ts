import type { Product, ProductGroup } from '@comptoir/shared';
import { useMemo, useRef, useState } from 'react';
import { useGroupActions } from '../../groups';
import { useProductActions } from '../../products';
import type { MenuHandlers } from '../components/MenuCards';
import type { useMenuView } from './useMenuView';

export type Deleting = { kind: 'group'; group: ProductGroup } | { kind: 'product'; product: Product };
/** The group dialog: undefined closed; a group to edit; or a new group (inside a parent for add sub-group). */
export type GroupEditing = { group: ProductGroup } | { parentGroupId?: number } | undefined;
export type ProductEditing = { product: Product } | { groupId: number } | undefined;

/**
 * What the organiser's cards can start: the dialog open (group, product, delete confirmation) and the one stable
 * handlers object the memoised cards get; it reads the latest actions through a ref.
 */
export function useMenuEditing(view: ReturnType<typeof useMenuView>) {
  const [groupEditing, setGroupEditing] = useState<GroupEditing>(undefined);
  const [productEditing, setProductEditing] = useState<ProductEditing>(undefined);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const groupActions = useGroupActions();
  const productActions = useProductActions();

  const latest = useRef({ view, groupActions, productActions });
  latest.current = { view, groupActions, productActions };
  const handlers = useMemo<MenuHandlers>(
    () => ({
      selectGroup: (group) => {
        const { view: v } = latest.current;
        // A sub-group opens inside its parent; a top-level group opens with no sub-group chosen.
        const parent = v.allGroups.find((g) => g.productGroupId === group.parentGroupId);
        if (parent) v.select(parent, group);
        else v.select(group);
      },
      renameGroup: (group, name) => void latest.current.groupActions.save(group, { name }),
      editGroup: (group) => setGroupEditing({ group }),
      deleteGroup: (group) => setDeleting({ kind: 'group', group }),
      toggleGroupHidden: (group) => void latest.current.groupActions.save(group, { userHidden: !group.userHidden }),
      duplicateGroup: (group) => void latest.current.groupActions.duplicate(group),
      inlineProduct: (product, field, result) => latest.current.productActions.inline(product, field, result),
      editProduct: (product) => setProductEditing({ product }),
      deleteProduct: (product) => setDeleting({ kind: 'product', product }),
      toggleProductHidden: (product) =>
        latest.current.productActions.patch(product, { userHidden: !product.userHidden }),
      duplicateProduct: (product) => latest.current.productActions.duplicate(product),
    }),
    [],
  );

  /** Deletes what the confirmation was about, then closes it. */
  const confirmDelete = () => {
    if (deleting?.kind === 'group') void groupActions.del(deleting.group);
    if (deleting?.kind === 'product') productActions.destroy(deleting.product);
    setDeleting(null);
  };

  return {
    handlers,
    groupEditing,
    setGroupEditing,
    productEditing,
    setProductEditing,
    deleting,
    setDeleting,
    confirmDelete,
  };
}

export type MenuEditing = ReturnType<typeof useMenuEditing>;
