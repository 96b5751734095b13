import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESET_COLORS } from '../../../lib/colors';
import { currentLanguage } from '../../../lib/i18n';
import type { Product } from '../api';
import { useProductActions } from '../hooks/useProductActions';
import { formatStock, groupEdit, nameEdit, PAGE_SIZES, type ProductFilters, priceEdit, stockEdit } from '../model';
import { BarcodesCell } from './BarcodesCell';
import { InlineEdit } from './InlineEdit';
import { ColorButton, GroupCell, type GroupOption, ImageCell, Price, QuickToggles, RowActions } from './ProductCells';
import '../product-cells.css';

/** Row height in pixels: the virtual scroller needs it fixed (see products.css). */
const ROW_HEIGHT = 52;

/**
 * The products table: pages of 500 to 10,000 rows drawn by a virtual scroller (only the visible rows exist), the
 * starts-with filters under the name and group headers, and the inline edits of document 2 section 4.
 */
export function ProductsTable({
  products,
  orgId,
  groupOptions,
  filters,
  onFilter,
  pageSize,
  onPageSize,
  canSeeStock,
  canUpload,
  uploadingId,
  onUpload,
  onEdit,
  onDelete,
}: {
  products: Product[];
  orgId: number;
  groupOptions: GroupOption[];
  filters: ProductFilters;
  onFilter: (key: 'name' | 'group', value: string) => void;
  pageSize: number;
  onPageSize: (rows: number) => void;
  canSeeStock: boolean;
  canUpload: boolean;
  uploadingId: number | null;
  onUpload: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}) {
  const { t } = useTranslation(['products', 'common']);
  const lng = currentLanguage();
  const actions = useProductActions();
  const [first, setFirst] = useState(0);
  const colorPanel = useRef<OverlayPanel>(null);
  const [colouring, setColouring] = useState<Product | null>(null);

  // A new filter starts again at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on filter changes only
  useEffect(() => setFirst(0), [filters.q, filters.name, filters.group]);

  const own = (p: Product) => p.orgId === orgId;
  const filterInput = (key: 'name' | 'group') => (
    <InputText
      className="column-filter"
      value={filters[key]}
      onChange={(e) => onFilter(key, e.target.value)}
      placeholder={t('filters.startsWith')}
      aria-label={t(`filters.${key}`)}
    />
  );

  return (
    <>
      <DataTable
        value={products}
        dataKey="productId"
        size="small"
        className="products-table"
        scrollable
        scrollHeight="calc(100vh - 19rem)"
        virtualScrollerOptions={{ itemSize: ROW_HEIGHT }}
        filterDisplay="row"
        paginator
        first={first}
        rows={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPage={(e) => {
          setFirst(e.first);
          if (e.rows !== pageSize) onPageSize(e.rows);
        }}
        paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport"
        currentPageReportTemplate={t('pageReport')}
        emptyMessage={t('empty')}
        aria-label={t('title')}
        rowClassName={(p: Product) => (own(p) ? '' : 'products-row--parent')}
      >
        <Column
          header={<span className="sr-only">{t('columns.image')}</span>}
          frozen
          style={{ width: '3rem' }}
          body={(p: Product) => (
            <ImageCell
              product={p}
              readOnly={!own(p)}
              canUpload={canUpload}
              uploading={uploadingId === p.productId}
              onUpload={() => onUpload(p)}
            />
          )}
        />
        <Column
          field="name"
          header={t('columns.name')}
          sortable
          filter
          showFilterMenu={false}
          filterElement={filterInput('name')}
          frozen
          style={{ minWidth: '9rem' }}
          body={(p: Product) => (
            <div className="name-cell">
              <InlineEdit
                value={p.name}
                label={t('inline.name', { name: p.name })}
                disabled={!own(p)}
                onSubmit={(typed) => actions.inline(p, 'name', nameEdit(p, typed))}
              >
                {p.name}
              </InlineEdit>
              {!own(p) && <span className="parent-badge">{t('parentBadge')}</span>}
            </div>
          )}
        />
        <Column
          field="productGroup.name"
          header={t('columns.group')}
          sortable
          filter
          showFilterMenu={false}
          filterElement={filterInput('group')}
          style={{ width: '9rem' }}
          body={(p: Product) => (
            <GroupCell
              product={p}
              options={groupOptions}
              readOnly={!own(p)}
              onChange={(groupId) => {
                const body = groupEdit(p, groupId);
                if (body) actions.patch(p, body);
              }}
            />
          )}
        />
        {(['in', 'out'] as const).map((field) => (
          <Column
            key={field}
            field={field === 'in' ? 'priceVatInclIn' : 'priceVatInclOut'}
            header={t(field === 'in' ? 'columns.priceIn' : 'columns.priceOut')}
            sortable
            sortFunction={(e) =>
              [...e.data].sort(
                (a: Product, b: Product) =>
                  (Number(a[e.field as 'priceVatInclIn']) - Number(b[e.field as 'priceVatInclIn'])) * (e.order ?? 1),
              )
            }
            style={{ width: '7.75rem' }}
            body={(p: Product) => {
              const price = field === 'in' ? p.priceVatInclIn : p.priceVatInclOut;
              return (
                <InlineEdit
                  value={price}
                  label={t(field === 'in' ? 'inline.priceIn' : 'inline.priceOut', { name: p.name })}
                  disabled={!own(p)}
                  inputMode="decimal"
                  align="end"
                  onSubmit={(typed) => actions.inline(p, 'price', priceEdit(p, field, typed))}
                >
                  <Price product={p} price={price} />
                </InlineEdit>
              );
            }}
          />
        ))}
        <Column
          header={t('columns.vat')}
          style={{ width: '4.5rem' }}
          body={(p: Product) => (
            <span className="cell-muted">{p.vatIn === p.vatOut ? `${p.vatIn} %` : `${p.vatIn} / ${p.vatOut} %`}</span>
          )}
        />
        <Column
          header={t('columns.barcodes')}
          style={{ width: '13rem' }}
          body={(p: Product) => (
            <BarcodesCell
              product={p}
              readOnly={!own(p)}
              onSave={(productBarcodes) => actions.patch(p, { productBarcodes })}
              onShowAll={() => onEdit(p)}
            />
          )}
        />
        <Column
          field="stock"
          header={t('columns.stock')}
          sortable
          style={{ width: '7rem' }}
          body={(p: Product) => (
            <InlineEdit
              value={p.stock === null ? '' : String(p.stock)}
              label={t('inline.stock', { name: p.name })}
              disabled={!own(p)}
              inputMode="decimal"
              align="end"
              onSubmit={(typed) => actions.inline(p, 'stock', stockEdit(p, typed))}
            >
              <span className={p.stock !== null && p.stock < 0 ? 'stock stock--negative' : 'stock'}>
                {formatStock(p.stock, lng)}
              </span>
            </InlineEdit>
          )}
        />
        <Column
          header={t('columns.color')}
          style={{ width: '5.75rem' }}
          body={(p: Product) => (
            <ColorButton
              product={p}
              readOnly={!own(p)}
              onOpen={(target) => {
                setColouring(p);
                colorPanel.current?.show(null, target);
              }}
            />
          )}
        />
        <Column
          header={t('columns.toggles')}
          style={{ width: '7.5rem' }}
          body={(p: Product) => (
            <QuickToggles
              product={p}
              readOnly={!own(p)}
              onToggle={(field, value) => actions.patch(p, { [field]: value })}
            />
          )}
        />
        <Column
          header={<span className="sr-only">{t('columns.actions')}</span>}
          style={{ width: '10rem' }}
          body={(p: Product) => (
            <RowActions
              product={p}
              own={own(p)}
              canSeeStock={canSeeStock}
              onEdit={() => onEdit(p)}
              onDuplicate={() => actions.duplicate(p)}
              onDelete={() => onDelete(p)}
            />
          )}
        />
      </DataTable>
      <OverlayPanel ref={colorPanel} onHide={() => setColouring(null)} aria-label={t('colorPanel')}>
        <fieldset className="inline-palette" aria-label={t('colorPanel')}>
          {PRESET_COLORS.map((color, i) => (
            <button
              key={color}
              type="button"
              className={`inline-palette__swatch${colouring?.color?.toUpperCase() === color ? ' inline-palette__swatch--on' : ''}`}
              style={{ background: color }}
              aria-label={t('common:color.option', { index: i + 1, color })}
              onClick={() => {
                if (colouring && colouring.color?.toUpperCase() !== color) actions.patch(colouring, { color });
                colorPanel.current?.hide();
              }}
            />
          ))}
        </fieldset>
      </OverlayPanel>
    </>
  );
}
