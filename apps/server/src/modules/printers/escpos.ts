import net from 'node:net';
import { PRINTER_FAILURES, type PrinterFailure } from '@comptoir/shared';
import { failureOf } from '../../lib/outbound';

/** ESC/POS bytes and the raw TCP transport (port 9100) of network receipt printers. */

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

export const ESCPOS = {
  init: [ESC, 0x40],
  alignLeft: [ESC, 0x61, 0],
  alignCenter: [ESC, 0x61, 1],
  boldOn: [ESC, 0x45, 1],
  boldOff: [ESC, 0x45, 0],
  doubleSize: [GS, 0x21, 0x11],
  normalSize: [GS, 0x21, 0x00],
  feed: (lines: number) => [ESC, 0x64, lines],
  /** GS V 1: partial cut. */
  cut: [GS, 0x56, 1],
} as const;

/**
 * Printers differ in their code pages: text is sent as plain ASCII, accents dropped ('Café' -> 'Cafe'), so every
 * printer prints it the same.
 */
export function asciiText(text: string): number[] {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/€/g, 'EUR')
    .replace(/[’‘]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/[–—]/g, '-');
  return Array.from(plain, (ch) => {
    const code = ch.charCodeAt(0);
    return code >= 0x20 && code < 0x7f ? code : 0x3f;
  });
}

export class EscPosTicket {
  private readonly bytes: number[] = [...ESCPOS.init];

  raw(...commands: readonly (readonly number[])[]): this {
    for (const c of commands) this.bytes.push(...c);
    return this;
  }

  line(text = ''): this {
    this.bytes.push(...asciiText(text), LF);
    return this;
  }

  /** Feeds the paper out of the cutter and cuts. */
  cut(): Buffer {
    this.bytes.push(...ESCPOS.feed(4), ...ESCPOS.cut);
    return Buffer.from(this.bytes);
  }
}

/**
 * A network error as one of the fixed outcomes (lib/outbound.ts `failureOf`): the system's own text never reaches the
 * answer (issue 23).
 */
export function describeNetworkError(err: NodeJS.ErrnoException): string {
  return failureOf(err) === 'TIMEOUT' ? PRINTER_FAILURES.timeout : PRINTER_FAILURES.refused;
}

export class PrinterSendError extends Error {
  /** The cause as a stable key clients translate (the message stays the English words). */
  readonly failure: PrinterFailure;
  constructor(message: string) {
    super(message);
    this.failure = message === PRINTER_FAILURES.timeout ? 'timeout' : 'refused';
  }
}

/**
 * Opens a TCP connection to `address` (an address the outbound policy checked, printers.service.ts), writes the bytes
 * and half-closes. Resolves once the bytes are handed to the network; rejects
 * with a PrinterSendError naming the cause ('connection refused', 'timed out', ...) after at most `timeoutMs`.
 */
export function sendRaw(address: string, port: number, data: Buffer, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ host: address, port });
    let settled = false;
    const settle = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error === undefined) {
        // Let the printer close its side; never keep the socket around for long.
        setTimeout(() => socket.destroy(), 2_000).unref();
        resolve();
      } else {
        socket.destroy();
        reject(new PrinterSendError(error));
      }
    };
    const timer = setTimeout(() => settle(PRINTER_FAILURES.timeout), timeoutMs);
    socket.on('error', (err: NodeJS.ErrnoException) => settle(describeNetworkError(err)));
    // Status bytes a printer may send back are not needed: read and drop them.
    socket.on('data', () => {});
    socket.once('connect', () => socket.end(data, () => settle()));
  });
}
