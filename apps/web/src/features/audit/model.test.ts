import { describe, expect, it } from 'vitest';
import { auditQuery, changeLines, csvRows, dayOf, dayStart, periodOf } from './model';

const TZ = 'Europe/Brussels';
const none = { userId: '', resource: '', resourceId: '' };

describe('audit filters', () => {
  it('reads whole days of the organisation, both ends included', () => {
    // 2026-03-29: Brussels moves to summer time (a 23-hour day).
    expect(dayStart('2026-03-29', TZ)).toBe(Date.UTC(2026, 2, 28, 23));
    expect(periodOf({ from: '2026-03-29', to: '2026-03-29' }, TZ)).toEqual({
      from: Date.UTC(2026, 2, 28, 23),
      to: Date.UTC(2026, 2, 29, 22),
    });
    expect(periodOf({ from: '2026-01-01', to: '2026-01-31' }, TZ)).toEqual({
      from: Date.UTC(2025, 11, 31, 23),
      to: Date.UTC(2026, 0, 31, 23),
    });
    expect(periodOf({ from: '2026-01-01', to: '' }, TZ).to).toBe(Date.UTC(2026, 0, 1, 23));
    expect(periodOf({ from: '', to: '' }, TZ)).toEqual({ from: undefined, to: undefined });
    expect(dayStart('1 janvier', TZ)).toBeNull();
    expect(dayOf(Date.UTC(2026, 0, 1, 23, 30), TZ)).toBe('2026-01-02');
  });

  it('builds the query of a page with only the filters given', () => {
    expect(auditQuery({ from: '', to: '', ...none }, TZ, 100, 50)).toEqual({ page: '2', size: '50' });
    expect(
      auditQuery(
        { from: '2026-01-01', to: '2026-01-01', userId: '7', resource: 'product', resourceId: '12' },
        TZ,
        0,
        25,
      ),
    ).toEqual({
      page: '0',
      size: '25',
      from: String(Date.UTC(2025, 11, 31, 23)),
      to: String(Date.UTC(2026, 0, 1, 23)),
      userId: '7',
      resource: 'product',
      resourceId: '12',
    });
    expect(auditQuery({ from: '', to: '', ...none, userId: 'x' }, TZ, 0, 25)).not.toHaveProperty('userId');
  });
});

describe('audit entries as text', () => {
  const entry = {
    id: 1,
    at: Date.UTC(2026, 0, 2, 9),
    user: { userId: 2, username: 'admin' },
    action: 'UPDATE',
    resource: 'printer',
    resourceId: '4',
    changes: {
      name: { from: 'Bar', to: '=Cuisine' },
      password: { from: '***', to: '***' },
      zone: { from: null, to: { id: 1 } },
    },
    details: {},
  };

  it('writes field: from -> to, or what a reversal recorded', () => {
    expect(changeLines(entry)).toEqual(['name: Bar → =Cuisine', 'password: *** → ***', 'zone: ∅ → {"id":1}']);
    const at = { startTimestamp: { from: null, to: Date.UTC(2026, 0, 2, 9) }, tableNumber: { from: 1, to: 2 } };
    expect(changeLines({ changes: at, details: {} }, (ms) => `t${ms}`)).toEqual([
      `startTimestamp: ∅ → t${Date.UTC(2026, 0, 2, 9)}`,
      'tableNumber: 1 → 2',
    ]);
    expect(changeLines({ changes: {}, details: { accountId: 8, amount: '5.20' } })).toEqual([
      'accountId: 8',
      'amount: 5.20',
    ]);
  });

  it('gives one CSV row per entry', () => {
    const rows = csvRows([entry], { dateTime: () => 'le 2', action: (a) => `a:${a}`, resource: (r) => `r:${r}` });
    expect(rows).toEqual([
      ['le 2', 'admin', 'a:UPDATE', 'r:printer', '4', 'name: Bar → =Cuisine; password: *** → ***; zone: ∅ → {"id":1}'],
    ]);
  });
});
