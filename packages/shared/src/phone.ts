/**
 * Telephone numbers of clients and pickup locations (issue 22 point 6, decision 79). People type "+32 9 234 56 78",
 * "09/234.56.78" or "+33 (0)1 ..." as printed on a card: spaces, dots, dashes, slashes and brackets are taken out
 * before the rule (an optional + then 10 to 15 digits) checks the number, and the number is stored in that compact
 * form, so the console, the server and the tills agree on one spelling (as for VAT numbers, vat.ts).
 */

/** "+32 9 234 56 78" -> "+3292345678"; "0471/23.45.67" -> "0471234567". Other characters are kept (and refused). */
export function normalizePhoneNumber(phone: string): string {
  return phone.trim().replace(/[\s.\-/()]/g, '');
}

/** The rule of document 3 section 5 on a normalised number: an optional + then 10 to 15 digits. */
export const PHONE_NUMBER_PATTERN = /^\+?\d{10,15}$/;

export const isPhoneNumber = (normalised: string): boolean => PHONE_NUMBER_PATTERN.test(normalised);

/** ITU-T E.164 country codes of one and two digits (all others have three); the codes are prefix-free. */
const SHORT_CODES = new Set([
  '1',
  '7',
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '36',
  '39',
  '40',
  '41',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
]);

/**
 * A valid phone number as a spreadsheet reads it as text, never as a formula nor a number (decision 79): the
 * international "+" becomes the "00" dialled in Belgium, France and the Netherlands, and a space follows the country
 * code ("+3292345678" -> "0032 92345678"); a national number gets a space after its first four digits
 * ("0471234567" -> "0471 234567"). Without the space a spreadsheet would read the digits as a number and drop the
 * leading zeros; without the "00" it would read the "+" as the start of a formula. null when not a phone number.
 */
export function spreadsheetPhoneText(phone: string): string | null {
  const n = normalizePhoneNumber(phone);
  if (!isPhoneNumber(n)) return null;
  if (!n.startsWith('+')) return `${n.slice(0, 4)} ${n.slice(4)}`;
  const digits = n.slice(1);
  const codeLength = SHORT_CODES.has(digits.slice(0, 1)) ? 1 : SHORT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
  return `00${digits.slice(0, codeLength)} ${digits.slice(codeLength)}`;
}
