import type { Product } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/api';
import { useMoveProduct, useReorderGroups, useReorderProducts } from '../api';
import { byMenuOrder, type DropAction, fullOrder, groupsUnder, placeLast } from '../model';
import type { useMenuView } from './useMenuView';

const productOrder = byMenuOrder<Product>((p) => p.productId);

/**
 * What a drop in the menu organiser saves: a new order of groups or products (one request each, with a toast), or a
 * product moved onto another group's card (decisions 121-122).
 */
export function useMenuDrops(view: ReturnType<typeof useMenuView>) {
  const { t } = useTranslation('menu');
  const reorderGroups = useReorderGroups();
  const reorderProducts = useReorderProducts();
  const moveProduct = useMoveProduct();

  const refused = (error: unknown) => toast.error(t('toast.orderError', { reason: errorMessage(error) }));
  const saved = () => toast.success(t('toast.orderSaved'));

  /** A drop among groups: the whole container is sent (hidden groups too, when tablet mode leaves them out). */
  const moveGroups = (parentGroupId: number | null, shown: number[]) => {
    const all = groupsUnder(view.allGroups, parentGroupId, false).map((g) => g.productGroupId);
    reorderGroups.mutate(
      { parentGroupId, productGroupIds: fullOrder(all, shown) },
      { onSuccess: saved, onError: refused },
    );
  };
  const moveProducts = (shown: number[]) => {
    const groupId = view.currentId;
    if (groupId === null) return;
    const all = [...(view.byGroup.get(groupId) ?? [])].sort(productOrder).map((p) => p.productId);
    reorderProducts.mutate(
      { productGroupId: groupId, productIds: fullOrder(all, shown) },
      { onSuccess: saved, onError: refused },
    );
  };

  /** A product dropped on another group's card: it moves there, last; the toast names both (or the refusal). */
  const moveToGroup = (productId: number, groupId: number) => {
    const product = view.ownProducts.find((p) => p.productId === productId);
    const group = view.allGroups.find((g) => g.productGroupId === groupId);
    if (!product || !group) return;
    const place = placeLast(view.byGroup.get(groupId) ?? [], productId);
    const names = { name: product.name, group: group.name };
    moveProduct.mutate(
      { product, groupId, ...place },
      {
        onSuccess: () => toast.success(t('toast.moved', names)),
        onError: (error) => toast.error(t('toast.moveError', { ...names, reason: errorMessage(error) })),
      },
    );
  };

  return (action: NonNullable<DropAction>) => {
    if (action.kind === 'moveProduct') moveToGroup(action.productId, action.groupId);
    else if (action.container === 'products') moveProducts(action.order);
    else if (action.container === 'column') moveGroups(null, action.order);
    else moveGroups(view.selected?.productGroupId ?? null, action.order);
  };
}
