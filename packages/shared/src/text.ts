/**
 * Text rules shared by every schema (issue 23): links that cannot run script, single-line texts without control
 * characters. The messages are constants so the console can show them in the interface language
 * (apps/web/src/lib/forms.ts maps them to i18n keys). No zod here: the console's sign-in page uses these before zod
 * is loaded (issue 26); the schema helpers are text-schemas.ts.
 */
export const TEXT_MESSAGES = {
  webLink: 'Enter a web address starting with http:// or https://',
  singleLine: 'Line breaks and control characters are not allowed',
} as const;

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: a single-line text (a name shown on
 * a ticket, in an e-mail header, in a CSV cell) never holds them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export function isSingleLine(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/**
 * A link a browser may open without running anything: http: or https: with a host (javascript:, data:, vbscript:,
 * file: and relative or protocol-less addresses are refused). Whitespace and control characters inside are refused
 * too: browsers drop them ("java\tscript:"), so the text checked must be the text used. (No link field today means
 * "write to" or "call": e-mail and telephone fields have their own rules, so mailto:/tel: are refused everywhere.)
 */
export function isSafeLink(value: string): boolean {
  if (!isSingleLine(value) || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/**
 * A device address as typed (without protocol): a host name, an IPv4 address or a [bracketed] IPv6 address, an
 * optional :port and, for a CashDro (`path`), an optional /path. Empty is allowed (saved, "no address" when tested).
 * With the protocol the server adds, a CashDro's address is then always an http(s) link (issue 23: no javascript:).
 */
export function isDeviceAddress(address: string, path: boolean): boolean {
  if (address === '') return true;
  const host = String.raw`(?:\[[0-9a-fA-F:.]+\]|[a-zA-Z0-9](?:[a-zA-Z0-9.-]{0,251}[a-zA-Z0-9.])?)`;
  return new RegExp(`^${host}(?::\\d{1,5})?${path ? String.raw`(?:/[^\s]*)?` : ''}$`).test(address);
}
export const DEVICE_ADDRESS_MESSAGE = 'Enter an IP address or host name, optionally followed by :port';
