import { ABILITIES, USER_TYPES } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { expectCases } from '../../test/cases';
import {
  type AuditFormat,
  auditQuery,
  changeLines,
  codeWords,
  csvRows,
  dayOf,
  dayOfText,
  daysOfPeriod,
  humanField,
  PLAIN_FORMAT,
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
    expectCases(humanField, {
      invoiceDate: 'Invoice date',
      customFlagId: 'Custom flag id',
      ipAddress: 'Ip address',
      vat_number: 'Vat number',
      name: 'Name',
    });
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

  it("names a user's type and abilities as the users page does, other codes from the audit texts", async () => {
    await i18n.loadLanguages(['fr', 'nl']);
    /** The page's lookup in one language: a key's text when the language has it. */
    const formatIn = (lng: string): AuditFormat => {
      const words = (key: string) => (i18n.exists(key, { lng }) ? i18n.t(key, { lng, defaultValue: key }) : undefined);
      return { ...PLAIN_FORMAT, value: (code, field) => codeWords(field, code, words) };
    };
    const fr = formatIn('fr');
    expect(valueText('type', 'SUPER_USER', fr)).toBe('Super utilisateur');
    expect(valueText('abilities', ['ADMIN_PRODUCTS', 'ADMIN_TABLES'], fr)).toBe('Produits, Tables');
    expect(valueText('dataSource', 'CONSOLE', fr)).toBe('Back-office');
    expect(changeLines({ changes: { type: { from: 'SERVER', to: 'ADMIN' } }, details: {} }, formatIn('nl'))).toEqual([
      'Type: Bediening → Beheerder',
    ]);
    // Only a user's type and abilities read as the users page: the same code elsewhere, or an unknown one, stays.
    expect(valueText('name', 'ADMIN_PRODUCTS', fr)).toBe('ADMIN_PRODUCTS');
    expect(valueText('type', 'KIOSK', fr)).toBe('KIOSK');
    // Every type and ability the server may record has its words in every language.
    for (const lng of ['en', 'fr', 'nl']) {
      for (const code of ABILITIES) expect(valueText('abilities', [code], formatIn(lng))).not.toBe(code);
      for (const type of USER_TYPES) expect(valueText('type', type, formatIn(lng))).not.toBe(type);
    }
  });
});
