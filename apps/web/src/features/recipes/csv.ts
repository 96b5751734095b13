import { parseMoney } from '@comptoir/shared';
import type { TFunction } from 'i18next';
import { csvAmount, csvDay, exportCsv } from '../../lib/csv';
import type { Language } from '../../lib/i18n';
import type { Ingredient } from './api';

/** A quantity with up to 3 decimals in the language's decimal mark. */
const csvQuantity = (n: number, lng: Language) => {
  const text = String(n);
  return lng === 'en' ? text : text.replace('.', ',');
};

/**
 * The ingredients CSV: name, unit (KG, L, PIECE: the same in every language, so a file imports anywhere), supplier,
 * stock, minimum, price per unit and the day it is in force from. The import reads the same columns back.
 */
export function ingredientsCsv(list: readonly Ingredient[], t: TFunction<'recipes'>, lng: Language) {
  const header = [
    t('fields.name'),
    t('fields.unit'),
    t('fields.supplier'),
    t('fields.stock'),
    t('fields.minStock'),
    t('fields.price'),
    t('fields.priceSince'),
  ];
  const rows = list.map((i) => [
    i.name,
    i.unit,
    i.supplier,
    csvQuantity(i.stock, lng),
    csvQuantity(i.minStock, lng),
    i.price === null ? '' : csvAmount(parseMoney(i.price) ?? 0, lng),
    csvDay(i.priceValidFrom),
  ]);
  return { header, rows };
}

export function exportIngredients(list: readonly Ingredient[], t: TFunction<'recipes'>, lng: Language) {
  const { header, rows } = ingredientsCsv(list, t, lng);
  exportCsv(t('csv.fileName'), header, rows, lng);
}
