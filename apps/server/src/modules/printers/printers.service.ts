import { describePorts, type Printer, type PrinterInput, parsePrinterAddress } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { type Actor, editLog } from '../../lib/audit';
import { catalogueWrite } from '../../lib/cached-answer';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb } from '../../lib/org-db';
import { outboundPolicy, resolveOutbound } from '../../lib/outbound';
import { ESCPOS, EscPosTicket, PrinterSendError, sendRaw } from './escpos';
import { printersRepository as repo } from './printers.repository';

/** How long a test print may take, connection included. */
export const PRINTER_TIMEOUT_MS = 4_000;

/** The test ticket: organisation, 'Test print', printer, date and time in the organisation's time zone, cut. */
export function testTicket(org: { name: string; timeZone: string }, printer: Printer, at: number): Buffer {
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'medium', timeZone: org.timeZone });
  return new EscPosTicket()
    .raw(ESCPOS.alignCenter, ESCPOS.boldOn, ESCPOS.doubleSize)
    .line(org.name)
    .raw(ESCPOS.normalSize)
    .line('Test print')
    .raw(ESCPOS.boldOff)
    .line()
    .raw(ESCPOS.alignLeft)
    .line(`Printer: ${printer.name}`)
    .line(`Address: ${printer.ipAddress}`)
    .line(`Double print: ${printer.doublePrint ? 'yes' : 'no'}`)
    .line(`Date: ${when.format(at)}`)
    .line('--------------------------------')
    .line('If you can read this, the printer')
    .line('is ready for tickets.')
    .cut();
}

/**
 * The server opens a TCP connection to a printer's address for a test print: only printer ports (config.printerPorts,
 * PRINTER_PORTS, default 9100-9109) are allowed, so the action cannot probe other services (SSH, databases, admin
 * pages) from the server. Checked when a printer is saved and again before each test print (older printers).
 */
function assertPrinterPort(ctx: ServerContext, ipAddress: string): { host: string; port: number } {
  const address = parsePrinterAddress(ipAddress);
  if (!address) {
    const message = `This printer address is not valid: ${ipAddress}`;
    throw badRequest(message, { ipAddress: message });
  }
  if (!ctx.config.printerPorts.includes(address.port)) {
    const ports = describePorts(ctx.config.printerPorts);
    const message = `Port ${address.port} is not a printer port: printers are reached on port ${ports} only`;
    throw badRequest(
      message,
      { ipAddress: message },
      { reason: 'PRINTER_PORT_NOT_ALLOWED', params: { port: address.port, ports } },
    );
  }
  return address;
}

export const printersService = {
  /** The audit trail's labels of printers (one query for all `ids`). */
  labels: (org: OrgDb, ids: readonly number[]) => repo.labels(org, ids),
  list: (org: OrgDb) => repo.list(org),

  async create(ctx: ServerContext, actor: Actor, input: PrinterInput): Promise<Printer> {
    assertPrinterPort(ctx, input.ipAddress);
    return catalogueWrite(
      ctx,
      actor,
      inOrgTransaction(actor, async (org) => {
        const after = (await repo.find(org, await repo.insert(org, input)))!;
        await editLog(org.db, actor, ctx.now()).created('printer', after.id, after);
        return after;
      }),
    );
  },

  async update(ctx: ServerContext, actor: Actor, input: PrinterInput & { id: number }): Promise<Printer> {
    assertPrinterPort(ctx, input.ipAddress);
    return catalogueWrite(
      ctx,
      actor,
      inOrgTransaction(actor, async (org) => {
        const before = await repo.find(org, input.id);
        if (!before) throw notFound('Printer');
        await repo.update(org, input.id, input);
        const after = (await repo.find(org, input.id))!;
        await editLog(org.db, actor, ctx.now()).updated('printer', input.id, before, after);
        return after;
      }),
    );
  },

  /** Deletes a printer; users that printed on it are left without a printer (to be chosen again in Users). */
  async remove(ctx: ServerContext, actor: Actor, id: number) {
    return catalogueWrite(
      ctx,
      actor,
      inOrgTransaction(actor, async (org) => {
        const before = await repo.find(org, id);
        if (!before) throw notFound('Printer');
        const usersCleared = await repo.detachUsers(org, id);
        await repo.delete(org, id);
        await editLog(org.db, actor, ctx.now()).deleted('printer', id, before);
        return { id, usersCleared };
      }),
    );
  },

  /**
   * Sends a short ESC/POS ticket to the printer over TCP (port 9100 unless the address names one; printer ports only).
   * The outbound policy (lib/outbound.ts) resolves the address once and refuses loopback, link-local, addresses
   * outside OUTBOUND_NETWORKS... (400 OUTBOUND_NOT_ALLOWED, nothing sent); the ticket goes to the checked address.
   */
  async testPrint(ctx: ServerContext, scope: OrgDb, id: number) {
    const printer = await repo.find(scope, id);
    if (!printer) throw notFound('Printer');
    const address = assertPrinterPort(ctx, printer.ipAddress);
    const target = await resolveOutbound(outboundPolicy(ctx.config), 'printer', address.host, address.port);
    if (!target.ok) {
      const message = `The server may not connect to this printer's address (${target.refusal})`;
      throw badRequest(
        message,
        { ipAddress: message },
        { reason: 'OUTBOUND_NOT_ALLOWED', params: { refusal: target.refusal } },
      );
    }
    const org = await repo.organization(scope);
    const ticket = testTicket({ name: org.name, timeZone: org.time_zone }, printer, ctx.now());
    try {
      await sendRaw(target.address, target.port, ticket, PRINTER_TIMEOUT_MS);
    } catch (err) {
      if (!(err instanceof PrinterSendError)) throw err;
      throw new AppError(
        'PRINTER_UNREACHABLE',
        `Printer "${printer.name}" (${address.host}:${address.port}) could not be reached: ${err.message}`,
        undefined,
        { reason: 'PRINTER_UNREACHABLE', params: { failure: err.failure } },
      );
    }
    return { ok: true as const, bytes: ticket.length };
  },
};
