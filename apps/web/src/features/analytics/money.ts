import { formatMoney } from '../../lib/format';
import { currentLanguage, type Language } from '../../lib/i18n';

/** An API amount (euros with 2 decimals, e.g. 12.5) shown as money: "€12.50" / "12,50 €". */
export function formatAmount(amount: number, lng: Language = currentLanguage()): string {
  return formatMoney(Math.round(amount * 100), lng);
}

/** A quantity with 2 decimals (document 3 section 1). */
export function formatQuantity(units: number, lng: Language = currentLanguage()): string {
  return new Intl.NumberFormat(lng === 'fr' ? 'fr-BE' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(units);
}

/** A VAT rate as a percent: 21 -> "21 %", 5.5 -> "5.5 %". */
export function formatPercent(percent: number, lng: Language = currentLanguage()): string {
  return `${new Intl.NumberFormat(lng === 'fr' ? 'fr-BE' : 'en-GB', { maximumFractionDigits: 2 }).format(percent)} %`;
}
