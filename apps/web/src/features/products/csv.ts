import { type Product, toCsv } from '@comptoir/shared';
import type { TFunction } from 'i18next';

/** The products CSV: what the table shows, every filtered row (all pages); cells neutralised by the shared toCsv. */
export function productsCsv(products: Product[], t: TFunction<'products'>): string {
  const header = [
    t('columns.id'),
    t('columns.name'),
    t('columns.group'),
    t('columns.priceIn'),
    t('columns.priceOut'),
    t('columns.vatIn'),
    t('columns.vatOut'),
    t('columns.weightPrice'),
    t('columns.barcodes'),
    t('columns.stock'),
    t('columns.userHidden'),
    t('columns.webHidden'),
    t('columns.favorite'),
    t('columns.color'),
  ];
  const yes = (b: boolean) => (b ? t('csv.yes') : t('csv.no'));
  const rows = products.map((p) => [
    p.productId,
    p.name,
    p.productGroup?.name ?? '',
    p.priceVatInclIn,
    p.priceVatInclOut,
    p.vatIn,
    p.vatOut,
    yes(p.weightPrice),
    p.productBarcodes.join(' '),
    p.stock,
    yes(p.userHidden),
    yes(p.webHidden),
    yes(p.favorite),
    p.color ?? '',
  ]);
  return toCsv(header, rows);
}
