import { imageThumbnailUrl, type Product, parseMoney } from '@comptoir/shared';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { AuditLink } from '../../audit';

export interface GroupOption {
  value: number;
  label: string;
}

/**
 * The product's group, changed from a dropdown (document 2 section 2). The row shows a plain button until it is
 * clicked (a dropdown in each of thousands of rows would make scrolling slow).
 */
export function GroupCell({
  product,
  options,
  readOnly,
  onChange,
}: {
  product: Product;
  options: GroupOption[];
  readOnly: boolean;
  onChange: (groupId: number) => void;
}) {
  const { t } = useTranslation('products');
  const [open, setOpen] = useState(false);
  const dropdown = useRef<Dropdown>(null);
  useEffect(() => {
    if (open) dropdown.current?.show();
  }, [open]);
  const name = product.productGroup?.name ?? '—';
  if (readOnly || options.length === 0) return <span className="cell-text">{name}</span>;
  if (!open) {
    return (
      <button
        type="button"
        className="group-button"
        aria-label={t('groupLabel', { name: product.name })}
        aria-haspopup="listbox"
        title={t('groupLabel', { name: product.name })}
        onClick={() => setOpen(true)}
      >
        <span className="group-button__text">{name}</span>
        <i className="pi pi-chevron-down" aria-hidden="true" />
      </button>
    );
  }
  return (
    <Dropdown
      ref={dropdown}
      className="group-dropdown"
      value={product.productGroupId}
      options={options}
      onChange={(e) => {
        setOpen(false);
        onChange(e.value as number);
      }}
      onHide={() => setOpen(false)}
      placeholder={t('columns.group')}
      aria-label={t('groupLabel', { name: product.name })}
      appendTo={document.body}
      filter={options.length > 12}
    />
  );
}

/** A price in euro; weight-priced products show it per kilogram. */
export function Price({ product, price }: { product: Product; price: string }) {
  const { t } = useTranslation('products');
  const cents = parseMoney(price) ?? 0;
  const text = formatMoney(cents, currentLanguage());
  return product.weightPrice ? (
    <span className="price">
      {text}
      <span className="price__unit">{t('perKg')}</span>
    </span>
  ) : (
    <span className="price">{text}</span>
  );
}

/** One-click toggles: hidden in the app, hidden on the web, favourite (document 2 section 4). */
export function QuickToggles({
  product,
  readOnly,
  onToggle,
}: {
  product: Product;
  readOnly: boolean;
  onToggle: (field: 'userHidden' | 'webHidden' | 'favorite', value: boolean) => void;
}) {
  const { t } = useTranslation('products');
  const toggles = [
    { field: 'userHidden', on: product.userHidden, icon: product.userHidden ? 'pi-eye-slash' : 'pi-eye' },
    { field: 'webHidden', on: product.webHidden, icon: 'pi-globe' },
    { field: 'favorite', on: product.favorite, icon: product.favorite ? 'pi-star-fill' : 'pi-star' },
  ] as const;
  return (
    <div className="quick-toggles">
      {toggles.map(({ field, on, icon }) => {
        const label = t(`toggles.${field}`, { name: product.name });
        return (
          <button
            key={field}
            type="button"
            className={`quick-toggle quick-toggle--${field}${on ? ' quick-toggle--on' : ''}`}
            aria-pressed={on}
            aria-label={label}
            title={`${label}: ${on ? t('toggles.on') : t('toggles.off')}`}
            disabled={readOnly}
            onClick={() => onToggle(field, !on)}
          >
            <i className={`pi ${icon}`} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}

/** The colour swatch; a click opens the 12 presets. */
export function ColorButton({
  product,
  readOnly,
  onOpen,
}: {
  product: Product;
  readOnly: boolean;
  onOpen: (target: HTMLElement) => void;
}) {
  const { t } = useTranslation('products');
  const swatch = <span className="color-dot" style={{ background: product.color ?? 'transparent' }} />;
  if (readOnly) return swatch;
  return (
    <button
      type="button"
      className="color-button"
      aria-label={t('colorLabel', { name: product.name })}
      title={product.color ?? ''}
      onClick={(e) => onOpen(e.currentTarget)}
    >
      {swatch}
    </button>
  );
}

/** The product's picture (hidden when it fails to load) and the upload button. */
export function ImageCell({
  product,
  readOnly,
  canUpload,
  uploading,
  onUpload,
}: {
  product: Product;
  readOnly: boolean;
  canUpload: boolean;
  uploading: boolean;
  onUpload: () => void;
}) {
  const { t } = useTranslation('products');
  const [broken, setBroken] = useState<string | null>(null);
  const url = product.imageUrl && broken !== product.imageUrl ? product.imageUrl : null;
  const picture = url ? (
    <img className="thumb" src={imageThumbnailUrl(url)} alt="" loading="lazy" onError={() => setBroken(url)} />
  ) : (
    <span className="thumb thumb--empty" aria-hidden="true">
      <i className="pi pi-image" />
    </span>
  );
  if (readOnly || !canUpload) return picture;
  return (
    <button
      type="button"
      className="thumb-button"
      aria-label={t('image.uploadLabel', { name: product.name })}
      title={t('image.uploadLabel', { name: product.name })}
      disabled={uploading}
      onClick={onUpload}
    >
      {uploading ? <i className="pi pi-spin pi-spinner thumb thumb--empty" aria-hidden="true" /> : picture}
    </button>
  );
}

/** A small round icon button styled like the other row actions (plain elements: thousands of rows scroll by). */
function IconButton({
  icon,
  label,
  danger,
  onClick,
}: {
  icon: string;
  label: string;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`p-button p-button-text p-button-rounded p-button-sm p-button-icon-only ${danger ? 'p-button-danger' : 'p-button-secondary'}`}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <i className={`pi ${icon}`} aria-hidden="true" />
    </button>
  );
}

/** Edit, duplicate, delete and the stock history (duplicate and delete for own products only). */
export function RowActions({
  product,
  own,
  canSeeStock,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  product: Product;
  own: boolean;
  canSeeStock: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('products');
  const name = product.name;
  return (
    <div className="row-actions">
      <IconButton icon="pi-pencil" label={t('actions.edit', { name })} onClick={onEdit} />
      {own && <IconButton icon="pi-copy" label={t('actions.duplicate', { name })} onClick={onDuplicate} />}
      {canSeeStock && own && (
        <Link
          className="p-button p-button-text p-button-rounded p-button-secondary p-button-sm p-button-icon-only"
          to={`/stock/${product.productId}`}
          aria-label={t('actions.stock', { name })}
          title={t('actions.stock', { name })}
        >
          <i className="pi pi-chart-line" aria-hidden="true" />
        </Link>
      )}
      {own && <AuditLink resource="product" id={product.productId} name={name} />}
      {own && <IconButton icon="pi-trash" danger label={t('actions.delete', { name })} onClick={onDelete} />}
    </div>
  );
}
