/**
 * VAT numbers of organisations and clients (issue 21, decision 73). One normal form everywhere (upper case, no
 * spaces, dots, dashes or slashes; an old 9-digit Belgian number gets its leading 0) and one check, used by the zod
 * schemas of the console and the server, so a wrong number is refused with a field message before it is ever printed
 * on an invoice or sent to Peppol.
 *
 * - BE: BE + 10 digits, the first 0 or 1, the last two = 97 - (the first 8 digits mod 97) (the enterprise number's
 *   mod-97 check, which Peppol rule PEPPOL-COMMON-R043 applies to scheme 0208);
 * - FR: FR + 2 key characters (digits or letters) + the 9 digits of the SIREN (format only);
 * - another country: 2 letters then 8 to 12 digits or letters (format only).
 */

/** "be 0403.170.701" -> "BE0403170701"; "BE403170701" (old 9-digit form) -> "BE0403170701". */
export function normalizeVatNumber(vat: string): string {
  const v = vat.replace(/[\s.\-/]/g, '').toUpperCase();
  return /^BE\d{9}$/.test(v) ? `BE0${v.slice(2)}` : v;
}

/** The mod-97 check of a Belgian enterprise number (10 digits, first 0 or 1). */
export function isBelgianEnterpriseNumber(digits: string): boolean {
  if (!/^[01]\d{9}$/.test(digits)) return false;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

export type VatNumberProblem = 'format' | 'belgianFormat' | 'belgianCheck' | 'frenchFormat';

/** What is wrong with a (normalised) VAT number, or null when it passes. */
export function vatNumberProblem(normalised: string): VatNumberProblem | null {
  if (normalised.startsWith('BE')) {
    if (!/^BE[01]\d{9}$/.test(normalised)) return 'belgianFormat';
    return isBelgianEnterpriseNumber(normalised.slice(2)) ? null : 'belgianCheck';
  }
  if (normalised.startsWith('FR')) return /^FR[0-9A-Z]{2}\d{9}$/.test(normalised) ? null : 'frenchFormat';
  return /^[A-Z]{2}[0-9A-Z]{8,12}$/.test(normalised) ? null : 'format';
}

/** The server's English messages of the VAT checks (the console passes i18n keys of the same names). */
export const VAT_MESSAGES: Record<VatNumberProblem, string> = {
  format: 'VAT number must be two letters followed by 8 to 12 digits or letters',
  belgianFormat: 'A Belgian VAT number is BE followed by 10 digits starting with 0 or 1',
  belgianCheck: 'This Belgian VAT number is not valid: its last two digits do not match (mod 97 check)',
  frenchFormat: 'A French VAT number is FR followed by 2 key characters and the 9 digits of the SIREN',
};

/** ISO 3166-1 alpha-2 country code of a VAT number's prefix (EL is Greece: GR), or null. */
export function vatCountry(vat: string | null | undefined): string | null {
  const prefix = normalizeVatNumber(vat ?? '').slice(0, 2);
  if (!/^[A-Z]{2}$/.test(prefix)) return null;
  return prefix === 'EL' ? 'GR' : prefix;
}

/** An ISO 3166-1 alpha-2 country code. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
/** Countries the console offers first (the organisations are Belgian or French; their neighbours). */
export const COMMON_COUNTRIES = ['BE', 'FR', 'NL', 'LU', 'DE'] as const;
