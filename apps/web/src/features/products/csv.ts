import type { CsvValue, Product } from '@comptoir/shared';
import type { TFunction } from 'i18next';

import { csvDecimal } from '../../lib/csv';
import type { Language } from '../../lib/i18n';

/** The products CSV: what the table shows, every filtered row (all pages), prices and VAT rates in the language's
 * decimal mark; saved with the console's `exportCsv` (formula cells neutralised, the language's separator). */
export function productsCsv(
  products: Product[],
  t: TFunction<'products'>,
  lng: Language,
): { header: string[]; rows: CsvValue[][] } {
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
    csvDecimal(p.priceVatInclIn, lng),
    csvDecimal(p.priceVatInclOut, lng),
    csvDecimal(p.vatIn, lng),
    csvDecimal(p.vatOut, lng),
    yes(p.weightPrice),
    p.productBarcodes.join(' '),
    p.stock,
    yes(p.userHidden),
    yes(p.webHidden),
    yes(p.favorite),
    p.color ?? '',
  ]);
  return { header, rows };
}
