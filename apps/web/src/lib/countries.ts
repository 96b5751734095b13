import { COMMON_COUNTRIES } from '@comptoir/shared';

/** The EU and neighbouring countries an address may be in (ISO 3166-1 alpha-2), the common ones first. */
const OTHERS = ['AT', 'BG', 'CH', 'CY', 'CZ', 'DK', 'EE', 'ES', 'FI', 'GB', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LV'];
const MORE = ['MC', 'MT', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'];
export const COUNTRY_CODES: readonly string[] = [...COMMON_COUNTRIES, ...OTHERS, ...MORE];

/**
 * The country choices of an address field (organisation settings, client dialog): "Belgium (BE)" in the interface's
 * language; a stored code outside the list is kept as a choice so it is shown, not lost.
 */
export function countryOptions(language: string, current?: string | null): { label: string; value: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const codes = current && !COUNTRY_CODES.includes(current) ? [current, ...COUNTRY_CODES] : COUNTRY_CODES;
  return codes.map((code) => ({ label: `${names.of(code) ?? code} (${code})`, value: code }));
}
