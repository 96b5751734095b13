import { type closeShiftSchema, type Shift, WEEKDAYS, zonedParts, zonedTime } from '@comptoir/shared';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import type { OrgId } from '../../db/org-id';
import { systemRepository } from '../../db/system.repository';
import type { Actor } from '../../lib/audit';
import { audit, editLog } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb, orgDb } from '../../lib/org-db';
import { isUniqueViolation } from '../../lib/tx';
import { accountsService } from '../accounts';
import { type JournalEvent, journalService } from '../journal';
import { orgsService } from '../orgs';
import { workersService } from '../workers';
import { reportData } from './shifts.report';
import { shiftDto, shiftsRepository } from './shifts.repository';

/** The 409 of opening a second shift; `shiftNumber`: the one already open. */
const alreadyOpen = (shiftNumber: number | undefined) =>
  conflict('A shift is already open', undefined, {
    reason: 'SHIFT_ALREADY_OPEN',
    params: shiftNumber === undefined ? undefined : { shiftNumber },
  });

export const shiftsService = {
  /** The id of the open shift, read in the caller's transaction `db`, or null when none is open. */
  async openShiftId(org: OrgDb): Promise<number | null> {
    return (await shiftsRepository.current(org))?.shift_id ?? null;
  },

  /** Net cash taken in a shift (cash payments minus change returned), read in the caller's transaction `db`. */
  netCash: (org: OrgDb, shiftId: number): Promise<number> => shiftsRepository.netCash(org, shiftId),

  /** The last closed shift, or null. */
  async lastClosed(org: OrgDb): Promise<Shift | null> {
    const row = await shiftsRepository.lastClosed(org);
    return row ? shiftDto(row) : null;
  },

  async current(org: OrgDb): Promise<Shift | null> {
    const row = await shiftsRepository.current(org);
    return row ? shiftDto(row) : null;
  },

  async latest(org: OrgDb): Promise<Shift | null> {
    const row = await shiftsRepository.latest(org);
    return row ? shiftDto(row) : null;
  },

  /** Opens a shift with its opening cash. A second open shift is refused by the database itself (409). */
  async open(ctx: ServerContext, actor: Actor, startCash: number): Promise<Shift> {
    try {
      const id = await inOrgTransaction(actor, async (org) => {
        const current = await shiftsRepository.current(org);
        if (current) throw alreadyOpen(current.shift_number);
        const shiftId = await shiftsRepository.insertOpen(org, actor.userId, startCash, ctx.now());
        const opened = shiftDto((await shiftsRepository.byId(org, shiftId))!);
        await editLog(org.db, actor, ctx.now()).created('shift', shiftId, opened);
        await journalService.append(org, ctx, [
          {
            kind: 'SHIFT_OPENED',
            at: ctx.now(),
            data: { shift: shiftId, number: opened.shiftNumber, user: actor.userId, startCash },
          },
        ]);
        return shiftId;
      });
      const row = await shiftsRepository.byId(actor, id);
      return shiftDto(row!);
    } catch (err) {
      // The caller's executor may be a transaction (idempotent till calls) that the violation has aborted on
      // PostgreSQL: the open shift's number is then unknown, and the refusal goes without it.
      if (isUniqueViolation(err)) {
        const current = await shiftsRepository.current(actor).catch(() => undefined);
        throw alreadyOpen(current?.shift_number);
      }
      throw err;
    }
  },

  /** The till's close: refused while accounts are open; counted cash and comment as the till gives them. */
  async closeAtTill(
    ctx: ServerContext,
    actor: Actor,
    input: Pick<z.output<typeof closeShiftSchema>, 'currentCash' | 'comment'>,
  ): Promise<Shift> {
    const open = await accountsService.countOpen(actor);
    if (open > 0) {
      throw conflict('Close or settle the open accounts first', undefined, {
        reason: 'SHIFT_HAS_OPEN_ACCOUNTS',
        params: { accounts: open },
      });
    }
    return this.close(ctx, actor, { ...input, paymentTypeForForcedClose: 'CASH' });
  },

  /**
   * Closes the open shift (the console's forced close): accounts still open are settled with the chosen payment
   * type and closed, open worker shifts end, and the counted cash is kept beside the expected cash.
   */
  async close(
    ctx: ServerContext,
    actor: { orgId: OrgId; userId: number | null },
    input: z.output<typeof closeShiftSchema>,
    /** auto: closed by the shift hours; the counted cash is then taken to be the expected cash. */
    options: { at?: number; auto?: boolean } = {},
  ): Promise<Shift> {
    const { orgId } = actor;
    const at = options.at ?? ctx.now();
    let touchedAccounts = false;
    const shiftId = await inOrgTransaction(orgDb(ctx.db, orgId), async (org) => {
      const shift = await shiftsRepository.current(org);
      if (!shift) throw conflict('No shift is open', undefined, { reason: 'NO_OPEN_SHIFT' });
      if (input.shiftId !== undefined && input.shiftId !== shift.shift_id) {
        throw conflict(`This shift is already closed: shift ${shift.shift_number} is the open one`, undefined, {
          reason: 'SHIFT_ALREADY_CLOSED',
          params: { openShiftNumber: shift.shift_number },
        });
      }
      const ids = await accountsService.settleAllOpen(
        org.db,
        ctx,
        actor,
        shift.shift_id,
        input.paymentTypeForForcedClose,
        at,
      );
      touchedAccounts = ids.length > 0;
      await workersService.endAllOpen(org, at);
      const expected = shift.start_cash + (await shiftsRepository.netCash(org, shift.shift_id));
      await shiftsRepository.markClosed(org, shift.shift_id, {
        end_timestamp: at,
        end_cash: options.auto ? expected : input.currentCash,
        expected_cash: expected,
        close_comment: input.comment || null,
        close_user_id: actor.userId,
        auto_closed: options.auto ? 1 : 0,
      });
      // The Z: its number (a counter per organisation without gaps) and its figures, frozen now (decisions 69).
      const closedRow = await shiftsRepository.byId(org, shift.shift_id);
      const zNumber = await shiftsRepository.nextZNumber(org);
      const scope = { shift: { ...closedRow!, z_number: zNumber }, startDate: shift.start_timestamp, endDate: at };
      const z = await reportData({ ...ctx, db: org.db }, org, 'Z', {
        ...scope,
        shifts: [scope.shift],
      });
      await shiftsRepository.freezeZ(org, shift.shift_id, zNumber, JSON.stringify(z));
      await journalService.append(org, ctx, [
        { kind: 'SHIFT_CLOSED', at, data: { shift: shift.shift_id, number: shift.shift_number, zNumber, z } },
      ]);
      await audit(org.db, {
        orgId,
        userId: actor.userId,
        at,
        action: options.auto ? 'AUTO_CLOSE' : 'FORCE_CLOSE',
        entity: 'shift',
        entityId: shift.shift_id,
        details: { closedAccounts: ids, countedCash: input.currentCash, expectedCash: expected, zNumber },
      });
      return shift.shift_id;
    });
    if (touchedAccounts) ctx.push.publish(orgId, { pushType: 'ACCOUNTS_UPDATED' });
    const row = await shiftsRepository.byId(orgDb(ctx.db, orgId), shiftId);
    if (!row) throw notFound('Shift');
    return shiftDto(row);
  },

  /**
   * Shift auto-close: for organisations with shiftAutoClose and shift hours, the open shift closes at the end of the
   * first slot (in the organisation's time zone) that ends after the shift started; accounts still open are settled
   * in cash and the counted cash is taken to be the expected cash. Returns the organisations whose shift was closed.
   */
  /** The journal events of shifts written without the services (the demo's bulk past days): opened, and closed. */
  async pastShiftEvents(org: OrgDb): Promise<JournalEvent[]> {
    const events: JournalEvent[] = [];
    for (const s of await shiftsRepository.inRange(org, 0, 0)) {
      events.push({
        kind: 'SHIFT_OPENED',
        at: s.start_timestamp,
        data: { shift: s.shift_id, number: s.shift_number, user: s.open_user_id, startCash: s.start_cash },
      });
      if (s.end_timestamp !== null)
        events.push({
          kind: 'SHIFT_CLOSED',
          at: s.end_timestamp,
          data: {
            shift: s.shift_id,
            number: s.shift_number,
            zNumber: s.z_number,
            z: s.z_report ? JSON.parse(s.z_report) : null,
          },
        });
    }
    return events;
  },

  async autoCloseDue(ctx: ServerContext): Promise<number[]> {
    const now = ctx.now();
    const open = await systemRepository.openShiftsOfAllOrganizations(ctx.db);
    const closed: number[] = [];
    for (const s of open) {
      const settings = orgsService.parseSettings(s.settings);
      if (!settings.shiftAutoClose) continue;
      const end = slotEndAfter(s.start_timestamp, settings.shiftHours, s.time_zone);
      if (end === null || end > now) continue;
      const expected = s.start_cash + (await shiftsRepository.netCash(orgDb(ctx.db, s.org_id), s.shift_id));
      try {
        await this.close(
          ctx,
          { orgId: s.org_id, userId: null },
          {
            currentCash: expected,
            comment: 'Closed automatically at the end of the shift hours',
            paymentTypeForForcedClose: 'CASH',
          },
          { at: end, auto: true },
        );
        closed.push(s.org_id);
      } catch {
        // Closed meanwhile by someone else: nothing to do.
      }
    }
    return closed;
  },
};

/** Shift hours: lower-case weekday -> slots { start: 'HH:00', end: 'HH:00' }. */
export type ShiftHours = Partial<Record<(typeof WEEKDAYS)[number], { start: string; end: string }[]>>;

/**
 * End of the first slot that ends after `from`, looking at the day before `from` (for slots past midnight) up to a
 * week ahead. An end at or before the start ('18:00'-'02:00', '08:00'-'00:00') ends on the next day.
 */
export function slotEndAfter(from: number, hours: ShiftHours, timeZone: string): number | null {
  let best: number | null = null;
  for (let offset = -1; offset <= 7; offset++) {
    const p = zonedParts(from + offset * 86_400_000, timeZone);
    const day = WEEKDAYS[p.weekday]!;
    for (const slot of hours[day] ?? []) {
      const [sh = 0] = slot.start.split(':').map(Number);
      const [eh = 0] = slot.end.split(':').map(Number);
      const start = zonedTime(timeZone, p.year, p.month, p.day, sh);
      let end = zonedTime(timeZone, p.year, p.month, p.day, eh);
      if (end <= start) end = zonedTime(timeZone, p.year, p.month, p.day + 1, eh);
      if (end > from && (best === null || end < best)) best = end;
    }
  }
  return best;
}
