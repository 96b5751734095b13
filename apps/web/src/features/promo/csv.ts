import type { TFunction } from 'i18next';
import { csvAmount, exportCsv } from '../../lib/csv';
import type { Language } from '../../lib/i18n';
import type { PromoCode } from './api';

/** YYYY-MM-DD in the browser's time zone (document 3 section 9: the promo date format), for the table and the CSV. */
export const isoDay = (ms: number | null) => {
  if (ms === null) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The promo codes CSV (issue 23): the table's columns, with amounts as plain numbers in the language's decimal mark
 * (euros for a fixed amount, percent for a percentage) and days as YYYY-MM-DD in the browser's time zone, like the
 * table. Cells are neutralised by the shared CSV writer.
 */
export function promoCsv(list: readonly PromoCode[], t: TFunction<'promo'>, lng: Language) {
  const header = [
    t('fields.promoCodeType'),
    t('fields.promoCode'),
    t('fields.discountAmount'),
    t('csv.unit'),
    t('fields.startDate'),
    t('fields.endDate'),
    t('fields.maxUses'),
    t('fields.usedCount'),
    t('fields.mAmount'),
    t('fields.nAmount'),
    t('fields.autoActivate'),
    t('fields.applyGroupId'),
  ];
  const rows = list.map((p) => [
    t(`types.${p.promoCodeType}`),
    p.promoCode,
    p.discountAmount === null ? '' : csvAmount(Math.round(p.discountAmount * 100), lng),
    p.discountAmount === null ? '' : p.promoCodeType === 'PERCENTAGE' ? '%' : 'EUR',
    isoDay(p.startDate),
    isoDay(p.endDate),
    p.maxUses ?? '',
    p.promoCodeType === 'M_PLUS_N_SAME_PRICE' ? '' : p.usedCount,
    p.mAmount ?? '',
    p.nAmount ?? '',
    p.autoActivate ? t('yes') : t('no'),
    p.productGroup?.name ?? t('allGroups'),
  ]);
  return { header, rows };
}

export function exportPromoCodes(list: readonly PromoCode[], t: TFunction<'promo'>, lng: Language) {
  const { header, rows } = promoCsv(list, t, lng);
  exportCsv(t('csv.fileName'), header, rows, lng);
}
