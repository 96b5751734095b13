import { z } from 'zod';
import { requiredLine } from './text-schemas';

/** Network receipt printers (document 1 sections 3 and 5). */

/** The raw (JetDirect) port of ESC/POS network printers. */
export const PRINTER_DEFAULT_PORT = 9100;

const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}$`);
const HOST_LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const HOSTNAME = new RegExp(`^${HOST_LABEL}(?:\\.${HOST_LABEL})*$`);

/**
 * A printer address: an IPv4 address or a host name, optionally followed by ':port' (print servers with several
 * ports). Answers null when it is neither.
 */
export function parsePrinterAddress(value: string): { host: string; port: number } | null {
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(value.trim());
  if (!match) return null;
  const host = match[1] ?? '';
  const port = match[2] === undefined ? PRINTER_DEFAULT_PORT : Number(match[2]);
  if (port < 1 || port > 65535 || host.length > 253) return null;
  // All digits and dots: it must be a real IPv4 address (no 192.168.1.300).
  const valid = /^[\d.]+$/.test(host) ? IPV4.test(host) : HOSTNAME.test(host);
  return valid ? { host, port } : null;
}

/** The default ports a test print may go to (PRINTER_PORTS on the server): the JetDirect range of print servers. */
export const PRINTER_PORTS_DEFAULT = '9100-9109';

/** A sorted port list as ranges: [9100, ..., 9109, 515] -> "515, 9100-9109". */
export function describePorts(ports: readonly number[]): string {
  const sorted = [...new Set(ports)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

export const printerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ipAddress: z.string(),
  doublePrint: z.boolean(),
});
export type Printer = z.infer<typeof printerSchema>;

export const createPrinterSchema = z.object({
  name: requiredLine('Name', 100),
  ipAddress: z
    .string({ error: 'IP address is required' })
    .trim()
    .min(1, 'IP address is required')
    .max(100, 'IP address is at most 100 characters')
    .refine(
      (v) => parsePrinterAddress(v) !== null,
      'Enter an IPv4 address such as 192.168.1.50 or a host name, optionally followed by :port',
    ),
  doublePrint: z.boolean({ error: 'Double print is required (true or false)' }),
});
/** PATCH /printer: the whole printer, id in the body (document 1 section 7). */
export const updatePrinterSchema = createPrinterSchema.extend({
  id: z.number({ error: 'Printer id is required' }).int().positive('Printer id is required'),
});
export type PrinterInput = z.infer<typeof createPrinterSchema>;

export const printerDeletedSchema = z.object({ id: z.number().int() });

/** Answer of POST /printer/{id}/test: the ticket reached the printer. */
export const printerTestResultSchema = z.object({ ok: z.literal(true), bytes: z.number().int() });
