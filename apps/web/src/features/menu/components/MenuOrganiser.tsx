import type { Product, ProductGroup } from '@comptoir/shared';
import { horizontalListSortingStrategy, rectSortingStrategy, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button } from 'primereact/button';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { PageHeader } from '../../../components/PageHeader';
import { LoadState } from '../../../components/PageState';
import { errorMessage } from '../../../lib/api';
import { GroupDialog } from '../../groups/components/GroupDialog';
import { useGroupActions } from '../../groups/hooks/useGroupActions';
import { useGroupPrinters } from '../../groups/hooks/useGroupPrinters';
import { useImageLibrary } from '../../products/api';
import { ProductDialog } from '../../products/components/ProductDialog';
import { useProductActions } from '../../products/hooks/useProductActions';
import { useReorderGroups, useReorderProducts } from '../api';
import { useMenuView } from '../hooks/useMenuView';
import {
  type AddContext,
  byMenuOrder,
  DETAILS,
  type Detail,
  fullOrder,
  groupsUnder,
  showAddProduct,
  showAddSubGroup,
} from '../model';
import { DetailChips } from './DetailChips';
import { AddCard, GroupCard, type MenuHandlers, ProductCard, type ProductDetails } from './MenuCards';
import { SortableArea, SortableItem } from './SortableArea';
import '../../groups/groups.css';
import '../../products/product-cells.css';

type Deleting = { kind: 'group'; group: ProductGroup } | { kind: 'product'; product: Product };
/** The group dialog: undefined closed; a group to edit; or a new group (inside a parent for add sub-group). */
type GroupEditing = { group: ProductGroup } | { parentGroupId?: number } | undefined;
type ProductEditing = { product: Product } | { groupId: number } | undefined;

const productOrder = byMenuOrder<Product>((p) => p.productId);

/** The organiser itself (the page checked the user): header toggles, detail chips, group column, sub-groups, products. */
export function MenuOrganiser({ startCollapsed }: { startCollapsed: boolean }) {
  const { t } = useTranslation('menu');
  const [reorganize, setReorganize] = useState(false);
  const [tablet, setTablet] = useState(false);
  const [collapsed, setCollapsed] = useState(startCollapsed);
  const [details, setDetails] = useState<ReadonlySet<Detail>>(() => new Set(DETAILS));
  const [groupEditing, setGroupEditing] = useState<GroupEditing>(undefined);
  const [productEditing, setProductEditing] = useState<ProductEditing>(undefined);
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const view = useMenuView(tablet);
  const groupActions = useGroupActions();
  const productActions = useProductActions();
  const reorderGroups = useReorderGroups();
  const reorderProducts = useReorderProducts();
  const printers = useGroupPrinters(view.groups.data);
  const library = useImageLibrary(productEditing !== undefined);

  // The cards get one handlers object for the page's life; it reads the latest actions through a ref.
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

  const productDetails = useMemo<ProductDetails>(
    () => ({
      vat: details.has('vat'),
      options: details.has('options'),
      stock: details.has('stock'),
      barcode: details.has('barcode'),
    }),
    [details],
  );
  const showPrinters = details.has('printer');

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

  const nameOf = useMemo(() => {
    const names = new Map<number, string>();
    for (const g of view.groups.data ?? []) names.set(g.productGroupId, g.name);
    return (id: number) => names.get(id) ?? String(id);
  }, [view.groups.data]);
  const productNameOf = useMemo(() => {
    const names = new Map(view.shown.map((p) => [p.productId, p.name]));
    return (id: number) => names.get(id) ?? String(id);
  }, [view.shown]);

  const noAdd = reorganize || tablet;
  const add: AddContext = {
    products: view.shown.length,
    childSelected: view.child !== null,
    children: view.children.length,
    hidden: noAdd,
  };
  const current = view.child ?? view.selected;

  const header = (
    <PageHeader
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <>
          <Button
            type="button"
            label={reorganize ? t('done') : t('reorganize')}
            icon={reorganize ? 'pi pi-check' : 'pi pi-arrows-alt'}
            severity={reorganize ? 'success' : undefined}
            outlined={!reorganize}
            aria-pressed={reorganize}
            onClick={() => setReorganize((on) => !on)}
            data-testid="menu-reorganize"
          />
          <Button
            type="button"
            label={t('tablet')}
            icon="pi pi-tablet"
            outlined={!tablet}
            aria-pressed={tablet}
            onClick={() => setTablet((on) => !on)}
            data-testid="menu-tablet"
          />
        </>
      }
    />
  );

  return (
    <div className={`page menu-page${reorganize ? ' menu-page--reorganize' : ''}`}>
      {header}
      <LoadState
        ready={!!view.products.data && !!view.groups.data}
        error={view.products.error ?? view.groups.error}
        ability="SUPER_USER"
        onRetry={() => {
          void view.products.refetch();
          void view.groups.refetch();
        }}
      >
        {() => (
          <>
            <DetailChips shown={details} onChange={setDetails} />
            {reorganize && <p className="menu-hint">{t('reorganizeHint')}</p>}
            <div className={`menu-layout${collapsed ? ' menu-layout--collapsed' : ''}`}>
              <aside className="menu-column card" aria-label={t('groupsColumn')} data-testid="menu-groups">
                <div className="menu-column__head">
                  {!collapsed && <h2 className="menu-column__title">{t('groupsColumn')}</h2>}
                  <Button
                    type="button"
                    icon={collapsed ? 'pi pi-angle-double-right' : 'pi pi-angle-double-left'}
                    rounded
                    text
                    size="small"
                    aria-expanded={!collapsed}
                    aria-label={collapsed ? t('expandColumn') : t('collapseColumn')}
                    onClick={() => setCollapsed((c) => !c)}
                    data-testid="menu-column-toggle"
                  />
                </div>
                {collapsed ? (
                  <ul className="menu-column__dots">
                    {view.topLevel.map((g) => (
                      <li key={g.productGroupId}>
                        <button
                          type="button"
                          className={`menu-dot${g.productGroupId === view.selected?.productGroupId ? ' menu-dot--selected' : ''}`}
                          style={{ background: g.color || undefined }}
                          aria-label={t('group.open', { name: g.name })}
                          title={g.name}
                          onClick={() => view.select(g)}
                        >
                          {g.name.slice(0, 2)}
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <div className="menu-column__list">
                    <SortableArea
                      ids={view.topLevel.map((g) => g.productGroupId)}
                      enabled={reorganize}
                      strategy={verticalListSortingStrategy}
                      nameOf={nameOf}
                      onMove={(order) => moveGroups(null, order)}
                    >
                      {view.topLevel.map((g) => (
                        <SortableItem
                          key={g.productGroupId}
                          id={g.productGroupId}
                          enabled={reorganize}
                          className="menu-sortable-slot"
                          label={t('drag.label', { name: g.name })}
                          onOpen={() => handlers.selectGroup(g)}
                        >
                          <GroupCard
                            group={g}
                            count={view.counts.get(g.productGroupId) ?? 0}
                            selected={g.productGroupId === view.selected?.productGroupId}
                            showPrinters={showPrinters}
                            reorganize={reorganize}
                            handlers={handlers}
                          />
                        </SortableItem>
                      ))}
                    </SortableArea>
                    {!noAdd && (
                      <AddCard label={t('addGroup')} onClick={() => setGroupEditing({})} testId="menu-add-group" />
                    )}
                  </div>
                )}
              </aside>

              <section className="menu-main" aria-label={current?.name ?? t('title')}>
                {view.selected && view.children.length > 0 && (
                  <div className="menu-children" data-testid="menu-children">
                    <SortableArea
                      ids={view.children.map((g) => g.productGroupId)}
                      enabled={reorganize}
                      strategy={horizontalListSortingStrategy}
                      nameOf={nameOf}
                      onMove={(order) => moveGroups(view.selected?.productGroupId ?? null, order)}
                    >
                      {view.children.map((g) => (
                        <SortableItem
                          key={g.productGroupId}
                          id={g.productGroupId}
                          enabled={reorganize}
                          className="menu-sortable-slot menu-children__slot"
                          label={t('drag.label', { name: g.name })}
                          onOpen={() => handlers.selectGroup(g)}
                        >
                          <GroupCard
                            group={g}
                            count={view.counts.get(g.productGroupId) ?? 0}
                            selected={g.productGroupId === view.child?.productGroupId}
                            showPrinters={showPrinters}
                            reorganize={reorganize}
                            handlers={handlers}
                          />
                        </SortableItem>
                      ))}
                    </SortableArea>
                  </div>
                )}

                {current ? (
                  <>
                    <h2 className="menu-main__title">
                      {current.name}
                      <span className="menu-main__count">{t('group.products', { count: view.shown.length })}</span>
                    </h2>
                    <div className="menu-products" data-testid="menu-products">
                      <SortableArea
                        ids={view.shown.map((p) => p.productId)}
                        enabled={reorganize}
                        strategy={rectSortingStrategy}
                        nameOf={productNameOf}
                        onMove={moveProducts}
                      >
                        {view.shown.map((p) => (
                          <SortableItem
                            key={p.productId}
                            id={p.productId}
                            enabled={reorganize}
                            className="menu-sortable-slot"
                            label={t('drag.label', { name: p.name })}
                          >
                            <ProductCard
                              product={p}
                              details={productDetails}
                              reorganize={reorganize}
                              handlers={handlers}
                            />
                          </SortableItem>
                        ))}
                      </SortableArea>
                      {showAddProduct(add) && (
                        <AddCard
                          label={t('addProduct')}
                          onClick={() => setProductEditing({ groupId: current.productGroupId })}
                          testId="menu-add-product"
                        />
                      )}
                      {showAddSubGroup(add) && (
                        <AddCard
                          label={t('addSubGroup')}
                          onClick={() => setGroupEditing({ parentGroupId: current.productGroupId })}
                          testId="menu-add-subgroup"
                        />
                      )}
                    </div>
                    {view.shown.length === 0 && view.children.length > 0 && !view.child && (
                      <p className="menu-empty">{t('chooseSubGroup')}</p>
                    )}
                  </>
                ) : (
                  <p className="menu-empty">{t('noGroups')}</p>
                )}
              </section>
            </div>
          </>
        )}
      </LoadState>

      {groupEditing !== undefined && view.groups.data && (
        <GroupDialog
          key={'group' in groupEditing ? groupEditing.group.productGroupId : `new-${groupEditing.parentGroupId ?? 0}`}
          group={'group' in groupEditing ? groupEditing.group : null}
          parentGroupId={'parentGroupId' in groupEditing ? groupEditing.parentGroupId : undefined}
          groups={view.groups.data}
          printers={printers}
          popupOffered={view.user?.organization.onlineOrderWebPageEnabled ?? false}
          onClose={() => setGroupEditing(undefined)}
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
          onClose={() => setProductEditing(undefined)}
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
        onConfirm={() => {
          if (deleting?.kind === 'group') void groupActions.del(deleting.group);
          if (deleting?.kind === 'product') productActions.destroy(deleting.product);
          setDeleting(null);
        }}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
