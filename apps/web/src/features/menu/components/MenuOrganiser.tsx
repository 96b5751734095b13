import type { Product, ProductGroup } from '@comptoir/shared';
import { horizontalListSortingStrategy, rectSortingStrategy } from '@dnd-kit/sortable';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, pageTexts } from '../../../components/PageHeader';
import { LoadState } from '../../../components/PageState';
import { useMenuDrops } from '../hooks/useMenuDrops';
import { useMenuEditing } from '../hooks/useMenuEditing';
import { useMenuView } from '../hooks/useMenuView';
import {
  type AddContext,
  byMenuOrder,
  DETAILS,
  type Detail,
  type MenuContainer,
  parseKey,
  productKey,
  showAddProduct,
  showAddSubGroup,
} from '../model';
import { AddCard } from './CardParts';
import { DetailChips } from './DetailChips';
import { GroupColumn } from './GroupColumn';
import { ProductCard, type ProductDetails } from './MenuCards';
import { MenuEditors } from './MenuEditors';
import { MenuDndContext, SortableArea, SortableItem } from './SortableArea';
import { SortableGroups } from './SortableGroups';

const _productOrder = byMenuOrder<Product>((p) => p.productId);

/** A card's name by drag key (`g:3`, `p:12`), for what screen readers hear and the toasts. */
function useNameOf(groups: readonly ProductGroup[] | undefined, products: readonly Product[] | undefined) {
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const g of groups ?? []) names.set(`g:${g.productGroupId}`, g.name);
    for (const p of products ?? []) names.set(productKey(p.productId), p.name);
    return (key: string | number) => names.get(String(key)) ?? String(parseKey(key)?.id ?? key);
  }, [groups, products]);
}

/** The header's two toggles: reorganise (drag to reorder) and tablet (what the till shows). */
function MenuHeader({
  reorganize,
  tablet,
  onReorganize,
  onTablet,
}: {
  reorganize: boolean;
  tablet: boolean;
  onReorganize: () => void;
  onTablet: () => void;
}) {
  const { t } = useTranslation('menu');
  return (
    <PageHeader
      {...pageTexts(t)}
      actions={
        <>
          <Button
            type="button"
            label={reorganize ? t('done') : t('reorganize')}
            icon={reorganize ? 'pi pi-check' : 'pi pi-arrows-alt'}
            severity={reorganize ? 'success' : undefined}
            outlined={!reorganize}
            aria-pressed={reorganize}
            onClick={onReorganize}
            data-testid="menu-reorganize"
          />
          <Button
            type="button"
            label={t('tablet')}
            icon="pi pi-tablet"
            outlined={!tablet}
            aria-pressed={tablet}
            onClick={onTablet}
            data-testid="menu-tablet"
          />
        </>
      }
    />
  );
}

/** The organiser itself (the page checked the user): header toggles, detail chips, group column, sub-groups, products. */
export function MenuOrganiser({ startCollapsed }: { startCollapsed: boolean }) {
  const { t } = useTranslation('menu');
  const [reorganize, setReorganize] = useState(false);
  const [tablet, setTablet] = useState(false);
  const [collapsed, setCollapsed] = useState(startCollapsed);
  const [details, setDetails] = useState<ReadonlySet<Detail>>(() => new Set(DETAILS));

  const view = useMenuView(tablet);
  const editing = useMenuEditing(view);
  const { handlers } = editing;

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

  const containers = useMemo<Record<MenuContainer, number[]>>(
    () => ({
      column: collapsed ? [] : view.topLevel.map((g) => g.productGroupId),
      children: view.selected ? view.children.map((g) => g.productGroupId) : [],
      products: view.shown.map((p) => p.productId),
    }),
    [collapsed, view.topLevel, view.selected, view.children, view.shown],
  );
  const onDrop = useMenuDrops(view);
  const nameOf = useNameOf(view.groups.data, view.shown);
  /** A dragged product follows the pointer as a copy of its card (its slot stays in the grid meanwhile). */
  const overlay = (key: string) => {
    const parsed = parseKey(key);
    const product = parsed?.kind === 'product' ? view.shown.find((p) => p.productId === parsed.id) : undefined;
    if (!product) return null;
    return (
      <div className="menu-sortable menu-sortable--dragging menu-drag-overlay" aria-hidden="true">
        <ProductCard product={product} details={productDetails} reorganize handlers={handlers} />
      </div>
    );
  };

  const noAdd = reorganize || tablet;
  const add: AddContext = {
    products: view.shown.length,
    childSelected: view.child !== null,
    children: view.children.length,
    hidden: noAdd,
  };
  const current = view.child ?? view.selected;
  const groupRow = { counts: view.counts, reorganize, showPrinters, handlers };

  return (
    <div className={`page menu-page${reorganize ? ' menu-page--reorganize' : ''}`}>
      <MenuHeader
        reorganize={reorganize}
        tablet={tablet}
        onReorganize={() => setReorganize((on) => !on)}
        onTablet={() => setTablet((on) => !on)}
      />
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
            <MenuDndContext
              containers={containers}
              currentGroupId={view.currentId}
              nameOf={nameOf}
              onDrop={onDrop}
              overlay={overlay}
            >
              <div className={`menu-layout${collapsed ? ' menu-layout--collapsed' : ''}`}>
                <GroupColumn
                  {...groupRow}
                  groups={view.topLevel}
                  selectedId={view.selected?.productGroupId}
                  collapsed={collapsed}
                  onToggle={() => setCollapsed((c) => !c)}
                  onSelect={(g) => view.select(g)}
                  onAdd={noAdd ? undefined : () => editing.setGroupEditing({})}
                />

                <section className="menu-main" aria-label={current?.name ?? t('title')}>
                  {view.selected && view.children.length > 0 && (
                    <div className="menu-children" data-testid="menu-children">
                      <SortableGroups
                        {...groupRow}
                        groups={view.children}
                        container="children"
                        selectedId={view.child?.productGroupId}
                        strategy={horizontalListSortingStrategy}
                        slotClassName="menu-sortable-slot menu-children__slot"
                      />
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
                          container="products"
                          ids={containers.products}
                          enabled={reorganize}
                          strategy={rectSortingStrategy}
                        >
                          {view.shown.map((p) => (
                            <SortableItem
                              key={p.productId}
                              dragKey={productKey(p.productId)}
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
                            onClick={() => editing.setProductEditing({ groupId: current.productGroupId })}
                            testId="menu-add-product"
                          />
                        )}
                        {showAddSubGroup(add) && (
                          <AddCard
                            label={t('addSubGroup')}
                            onClick={() => editing.setGroupEditing({ parentGroupId: current.productGroupId })}
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
            </MenuDndContext>
          </>
        )}
      </LoadState>
      <MenuEditors view={view} editing={editing} />
    </div>
  );
}
