import { isBelgianEnterpriseNumber, normalizeVatNumber } from '@comptoir/shared';

/** How a party is addressed on Peppol (invoice.ubl.ts, decision 71): endpoint schemes, legal ids, SEPA countries. */

/**
 * Peppol EAS codes (code list PEPPOL-EN16931-CL008) of VAT numbers, by the VAT number's country prefix. BE uses the
 * enterprise number (0208) instead when its check digits are right.
 */
const VAT_SCHEMES: Record<string, string> = {
  BE: '9925',
  FR: '9957',
  NL: '9944',
  LU: '9938',
  DE: '9930',
  ES: '9920',
  IT: '0211',
  AT: '9914',
  IE: '9935',
  PT: '9946',
};

/** Countries whose IBANs are reachable by a SEPA credit transfer (PaymentMeansCode 58; others 30). */
export const SEPA = new Set(
  'AT BE BG CH CY CZ DE DK EE ES FI FR GB GI GR HR HU IE IS IT LI LT LU LV MC MT NL NO PL PT RO SE SI SK SM VA AD'.split(
    ' ',
  ),
);

/** The Peppol endpoint of a VAT number: 0208 for a valid Belgian one, else the country's VAT scheme. */
export function vatEndpoint(vat: string): { id: string; scheme: string } | null {
  const v = normalizeVatNumber(vat);
  if (/^BE\d{10}$/.test(v) && isBelgianEnterpriseNumber(v.slice(2))) return { id: v.slice(2), scheme: '0208' };
  const scheme = VAT_SCHEMES[v.slice(0, 2)];
  if (!scheme) return null;
  // Italy's endpoint (0211) is the Partita IVA without the country prefix; the others are the whole VAT number.
  return { id: scheme === '0211' ? v.slice(2) : v, scheme };
}

/** Luhn check (French SIREN). */
function luhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((c, i) => {
    const d = Number(c) * (i % 2 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return sum % 10 === 0;
}

/**
 * The legal registration derived from a VAT number: Belgian enterprise number (0208), French SIREN (0002). Only when
 * its check digits are right (Peppol validators check them): a wrong one is left out rather than sent.
 */
export function legalId(vat: string): { id: string; scheme: string } | null {
  const v = normalizeVatNumber(vat);
  if (/^BE\d{10}$/.test(v) && isBelgianEnterpriseNumber(v.slice(2))) return { id: v.slice(2), scheme: '0208' };
  if (/^FR[0-9A-Z]{2}\d{9}$/.test(v) && luhn(v.slice(4))) return { id: v.slice(4), scheme: '0002' };
  return null;
}
