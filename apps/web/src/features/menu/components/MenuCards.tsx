import type { Product, ProductGroup } from '@comptoir/shared';
import { type CSSProperties, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatNumber } from '../../../lib/format';
import { InlineName } from '../../groups';
import type { InlineField } from '../../products';
import { InlineEdit, type InlineResult, nameEdit, priceEdit } from '../../products';
import { groupColor, optionSummary, pricesDiffer } from '../model';
import { HiddenMark, ItemActions } from './CardParts';

/** What the cards ask the page to do; one stable object, so a memoised card renders only when its own data changes. */
export interface MenuHandlers {
  selectGroup: (group: ProductGroup) => void;
  renameGroup: (group: ProductGroup, name: string) => void;
  editGroup: (group: ProductGroup) => void;
  deleteGroup: (group: ProductGroup) => void;
  toggleGroupHidden: (group: ProductGroup) => void;
  duplicateGroup: (group: ProductGroup) => void;
  inlineProduct: (product: Product, field: InlineField, result: InlineResult) => void;
  editProduct: (product: Product) => void;
  deleteProduct: (product: Product) => void;
  toggleProductHidden: (product: Product) => void;
  duplicateProduct: (product: Product) => void;
}

/** A group card (top-level column or sub-group row): colour, name edited in place, printers, product count. */
export const GroupCard = memo(function GroupCard({
  group,
  count,
  selected,
  showPrinters,
  reorganize,
  handlers,
}: {
  group: ProductGroup;
  count: number;
  selected: boolean;
  showPrinters: boolean;
  reorganize: boolean;
  handlers: MenuHandlers;
}) {
  const { t } = useTranslation('menu');
  const name = group.name;
  const style = { '--menu-color': groupColor(group) } as CSSProperties;
  const id = group.productGroupId;
  return (
    <article
      className={`menu-group-card${selected ? ' menu-group-card--selected' : ''}${group.userHidden ? ' menu-card--hidden' : ''}`}
      style={style}
      data-testid={`menu-group-${id}`}
      aria-current={selected ? 'true' : undefined}
    >
      {!reorganize && (
        <button
          type="button"
          className="menu-group-card__open"
          aria-pressed={selected}
          aria-label={t('group.open', { name })}
          onClick={() => handlers.selectGroup(group)}
        />
      )}
      <div className="menu-group-card__body">
        <div className="menu-group-card__title">
          {reorganize ? (
            <>
              <i className="pi pi-bars menu-drag-icon" aria-hidden="true" />
              <span className="menu-group-card__name">{name}</span>
            </>
          ) : (
            <InlineName value={name} onSave={(next) => handlers.renameGroup(group, next)} />
          )}
          {group.userHidden && <HiddenMark label={t('hidden')} />}
        </div>
        {showPrinters && group.printers.length > 0 && (
          <div className="menu-group-card__printers">
            <i className="pi pi-print" aria-hidden="true" /> {group.printers.map((p) => p.name).join(', ')}
          </div>
        )}
        <div className="menu-group-card__count">{t('group.products', { count })}</div>
      </div>
      {!reorganize && (
        <ItemActions
          kind="group"
          name={name}
          hidden={group.userHidden}
          on={{
            edit: () => handlers.editGroup(group),
            toggleHidden: () => handlers.toggleGroupHidden(group),
            duplicate: () => handlers.duplicateGroup(group),
            delete: () => handlers.deleteGroup(group),
          }}
        />
      )}
    </article>
  );
});

export interface ProductDetails {
  vat: boolean;
  options: boolean;
  stock: boolean;
  barcode: boolean;
}

/** A product card: name and prices edited in place, and the details the chips ask for. */
export const ProductCard = memo(function ProductCard({
  product,
  details,
  reorganize,
  handlers,
}: {
  product: Product;
  details: ProductDetails;
  reorganize: boolean;
  handlers: MenuHandlers;
}) {
  const { t, i18n } = useTranslation('menu');
  const { t: tp } = useTranslation('products');
  const name = product.name;
  const differ = pricesDiffer(product);
  const price = (field: 'in' | 'out') => {
    const value = field === 'in' ? product.priceVatInclIn : product.priceVatInclOut;
    return (
      <InlineEdit
        value={value}
        label={tp(field === 'in' ? 'inline.priceIn' : 'inline.priceOut', { name })}
        inputMode="decimal"
        disabled={reorganize}
        testId={`price-${field}`}
        onSubmit={(typed) => handlers.inlineProduct(product, 'price', priceEdit(product, field, typed))}
      >
        <span className="price">{formatAmount(Number(value))}</span>
      </InlineEdit>
    );
  };
  const vat = product.vatIn === product.vatOut ? `${product.vatIn} %` : `${product.vatIn} / ${product.vatOut} %`;
  const options = optionSummary(product);
  const style = { '--menu-color': product.color || 'transparent' } as CSSProperties;
  return (
    <article
      className={`menu-product-card${product.userHidden ? ' menu-card--hidden' : ''}`}
      style={style}
      data-testid={`menu-product-${product.productId}`}
    >
      <div className="menu-product-card__title">
        {reorganize && <i className="pi pi-bars menu-drag-icon" aria-hidden="true" />}
        <InlineEdit
          value={name}
          label={tp('inline.name', { name })}
          disabled={reorganize}
          testId="name"
          onSubmit={(typed) => handlers.inlineProduct(product, 'name', nameEdit(product, typed))}
        >
          <span className="menu-product-card__name">{name}</span>
        </InlineEdit>
        {product.userHidden && <HiddenMark label={t('hidden')} />}
      </div>
      <div className="menu-product-card__prices">
        {differ ? (
          <>
            <span className="menu-price-label">{t('product.in')}</span>
            {price('in')}
            <span className="menu-price-label">{t('product.out')}</span>
            {price('out')}
          </>
        ) : (
          price('out')
        )}
      </div>
      <dl className="menu-product-card__details">
        {details.vat && (
          <div>
            <dt>{t('details.vat')}</dt>
            <dd>{vat}</dd>
          </div>
        )}
        {details.barcode && product.productBarcodes.length > 0 && (
          <div>
            <dt>{t('details.barcode')}</dt>
            <dd className="menu-barcodes">{product.productBarcodes.join(', ')}</dd>
          </div>
        )}
        {details.stock && product.stock !== null && (
          <div>
            <dt>{t('details.stock')}</dt>
            <dd>{formatNumber(product.stock, i18n.language)}</dd>
          </div>
        )}
        {details.options && options.names.length > 0 && (
          <div className="menu-product-card__options">
            <dt className="sr-only">{t('details.options')}</dt>
            <dd>
              {options.names.map((n) => (
                <span key={n} className="menu-option-chip">
                  {n}
                </span>
              ))}
              {options.more > 0 && (
                <span
                  className="menu-option-chip menu-option-chip--more"
                  title={t('product.moreOptions', { count: options.more })}
                >
                  +{options.more}
                </span>
              )}
            </dd>
          </div>
        )}
      </dl>
      {!reorganize && (
        <ItemActions
          kind="product"
          name={name}
          hidden={product.userHidden}
          on={{
            edit: () => handlers.editProduct(product),
            toggleHidden: () => handlers.toggleProductHidden(product),
            duplicate: () => handlers.duplicateProduct(product),
            delete: () => handlers.deleteProduct(product),
          }}
        />
      )}
    </article>
  );
});
