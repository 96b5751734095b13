import { z } from 'zod';

/**
 * Text rules shared by every schema (issue 23): links that cannot run script, single-line texts without control
 * characters. The messages are constants so the console can show them in the interface language
 * (apps/web/src/lib/forms.ts maps them to i18n keys).
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

/** A required single-line text: trimmed, 1 to `max` characters, no line breaks or control characters. */
export const requiredLine = (label: string, max: number, required = `${label} is required`) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} is at most ${max} characters`)
    .refine(isSingleLine, TEXT_MESSAGES.singleLine);
