import { zonedTime } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO } from '../src/demo/index';
import { shiftsService, slotEndAfter } from '../src/modules/shifts/shifts.service';
import { createTestApp, type TestApp } from './helper';
import { productId, terminal } from './pos-helpers';

const TZ = 'Europe/Brussels';
const at = (day: number, hour: number, minute = 0) => zonedTime(TZ, 2026, 11, day, hour, minute);

describe('slotEndAfter', () => {
  const hours = {
    wednesday: [
      { start: '10:00', end: '15:00' },
      { start: '18:00', end: '02:00' },
    ],
    thursday: [{ start: '10:00', end: '22:00' }],
  };
  it('finds the end of the slot a shift belongs to, in the organisation time zone', () => {
    expect(slotEndAfter(at(18, 9), hours, TZ)).toBe(at(18, 15)); // Wednesday 18 November
    expect(slotEndAfter(at(18, 19), hours, TZ)).toBe(at(19, 2)); // past midnight
    expect(slotEndAfter(at(19, 1), hours, TZ)).toBe(at(19, 2));
    expect(slotEndAfter(at(19, 3), hours, TZ)).toBe(at(19, 22));
    expect(slotEndAfter(at(19, 3), {}, TZ)).toBeNull();
  });
});

describe('shift auto-close', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: at(18, 11) });
  });
  afterAll(async () => t.close());

  it('closes the open shift at the end of its slot, settling open accounts, only when enabled', async () => {
    const till = terminal(t, await t.login('admin'));
    await till.openShift(100);
    const { clientAccountId } = (await till.openAccount({ kind: 'TAKEAWAY' })).body.data;
    await till.addLines(clientAccountId, [{ productId: await productId(t, BISTRO, 'Espresso') }]);
    await t.db
      .updateTable('organization')
      .set({
        settings: JSON.stringify({
          shiftAutoClose: false,
          shiftHours: { wednesday: [{ start: '10:00', end: '15:00' }] },
        }),
      })
      .where('org_id', '=', BISTRO)
      .execute();
    t.clock.now = at(18, 16);
    expect(await shiftsService.autoCloseDue(t.ctx)).toEqual([]);

    await t.db
      .updateTable('organization')
      .set({
        settings: JSON.stringify({
          shiftAutoClose: true,
          shiftHours: { wednesday: [{ start: '10:00', end: '15:00' }] },
        }),
      })
      .where('org_id', '=', BISTRO)
      .execute();
    t.clock.now = at(18, 14, 59);
    expect(await shiftsService.autoCloseDue(t.ctx)).toEqual([]);
    t.clock.now = at(18, 15, 1);
    expect(await shiftsService.autoCloseDue(t.ctx)).toEqual([1]);
    const shift = await t.db.selectFrom('shift').selectAll().where('org_id', '=', BISTRO).executeTakeFirstOrThrow();
    expect(shift).toMatchObject({ end_timestamp: at(18, 15), auto_closed: 1, expected_cash: 10250, end_cash: 10250 });
    const account = await t.db
      .selectFrom('client_account')
      .select('status')
      .where('id', '=', clientAccountId)
      .executeTakeFirstOrThrow();
    expect(account.status).toBe('CLOSED');
    expect(await shiftsService.autoCloseDue(t.ctx)).toEqual([]);
  });
});
