import { describe, expect, it } from 'vitest';
import {
  type AuditFormat,
  auditQuery,
  changeLines,
  csvRows,
  dayOf,
  dayOfText,
  daysOfPeriod,
  humanField,
  periodOf,
  recordText,
  valueText,
} from './model';

const TZ = 'Europe/Brussels';
const none = { userId: '', resource: '', resourceId: '' };

describe('audit filters', () => {
  it('reads whole days of the organisation, both ends included', () => {
    // 2026-03-29: Brussels moves to summer time (a 23-hour day).
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
    expect(dayOfText('1 janvier')).toBeNull();
    expect(periodOf({ from: '1 janvier', to: '2026-01-31' }, TZ)).toEqual({ from: undefined, to: undefined });
    // The picker's period gives back the days of the address.
    expect(daysOfPeriod(Date.UTC(2025, 11, 31, 23), Date.UTC(2026, 0, 31, 23), TZ)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
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
    label: 'Cuisine',
    changes: {
      name: { from: 'Bar', to: '=Cuisine' },
      password: { from: '***', to: '***' },
      zone: { from: null, to: { id: 1, tableNumber: 12 } },
    },
    details: {},
  };
  /** A page's format: French words for the fields and codes it knows, marked values to see which rule applied. */
  const fr: AuditFormat = {
    dateTime: (ms) => `t${ms}`,
    money: (cents) => `${cents}c`,
    field: (name) => ({ invoiceDate: 'Date de facture', dataSource: 'Saisi sur' })[name] ?? humanField(name),
    value: (code) => ({ CONSOLE: 'Back-office', CASH: 'Espèces' })[code],
    yes: 'Oui',
    no: 'Non',
  };

  it('names fields in words, never the code', () => {
    expect(humanField('invoiceDate')).toBe('Invoice date');
    expect(humanField('customFlagId')).toBe('Custom flag id');
    expect(humanField('ipAddress')).toBe('Ip address');
    expect(humanField('vat_number')).toBe('Vat number');
    expect(humanField('name')).toBe('Name');
  });

  it('writes instants, money, booleans, codes, lists and objects as a person reads them', () => {
    const at = Date.UTC(2026, 0, 2, 9);
    expect(valueText('invoiceDate', at, fr)).toBe(`t${at}`);
    expect(valueText('startTimestamp', at, fr)).toBe(`t${at}`);
    // A small number in a time field is not an instant (a table number, an hour).
    expect(valueText('startHour', 9, fr)).toBe('9');
    expect(valueText('priceVatInclIn', '12.50', fr)).toBe('1250c');
    expect(valueText('totalAmount', 12.5, fr)).toBe('1250c');
    expect(valueText('unitPriceCents', 250, fr)).toBe('250c');
    expect(valueText('countedCash', '0.10', fr)).toBe('10c');
    // Counts that only sound like money stay numbers.
    expect(valueText('mAmount', 2, fr)).toBe('2');
    expect(valueText('usedCount', 3, fr)).toBe('3');
    expect(valueText('discountAmount', 10, fr)).toBe('10');
    expect(valueText('doublePrint', true, fr)).toBe('Oui');
    expect(valueText('webHidden', false, fr)).toBe('Non');
    expect(valueText('dataSource', 'CONSOLE', fr)).toBe('Back-office');
    expect(valueText('dataSource', 'KIOSK', fr)).toBe('KIOSK');
    expect(valueText('tags', ['vegan', 'new'], fr)).toBe('vegan, new');
    expect(valueText('zone', { id: 1, invoiceDate: at, paid: false }, fr)).toBe(
      `Id: 1, Date de facture: t${at}, Paid: Non`,
    );
    expect(valueText('refunds', [{ paymentType: 'CASH', amount: '5.20' }], fr)).toBe(
      '(Payment type: Espèces, Amount: 520c)',
    );
    expect(valueText('name', null, fr)).toBe('');
  });

  it('writes field: from -> to, or what a reversal recorded', () => {
    expect(changeLines(entry)).toEqual([
      'Name: Bar → =Cuisine',
      'Password: *** → ***',
      'Zone: ∅ → Id: 1, Table number: 12',
    ]);
    const changes = {
      invoiceDate: { from: null, to: Date.UTC(2026, 0, 2, 9) },
      dataSource: { from: 'CONSOLE', to: 'POS' },
    };
    expect(changeLines({ changes, details: {} }, fr)).toEqual([
      `Date de facture: ∅ → t${Date.UTC(2026, 0, 2, 9)}`,
      'Saisi sur: Back-office → POS',
    ]);
    expect(changeLines({ changes: {}, details: { accountId: 8, amount: '5.20' } }, fr)).toEqual([
      'Account id: 8',
      'Amount: 520c',
    ]);
    // A reversal that names the field it changed reads as that field's change.
    expect(
      changeLines({ changes: {}, details: { accountId: 8, field: 'customComment', from: null, to: 'sans sel' } }, fr),
    ).toEqual(['Custom comment: ∅ → sans sel', 'Account id: 8']);
  });

  it('names the record by its label, or by its id when it has none', () => {
    expect(recordText(entry)).toBe('Cuisine');
    expect(recordText({ ...entry, label: null })).toBe('#4');
  });

  it('gives one CSV row per entry, with the texts of the page', () => {
    const rows = csvRows([entry], {
      ...fr,
      dateTime: () => 'le 2',
      action: (a) => `a:${a}`,
      resource: (r) => `r:${r}`,
    });
    expect(rows).toEqual([
      [
        'le 2',
        'admin',
        'a:UPDATE',
        'r:printer',
        'Cuisine',
        '4',
        'Name: Bar → =Cuisine; Password: *** → ***; Zone: ∅ → Id: 1, Table number: 12',
      ],
    ]);
  });
});
