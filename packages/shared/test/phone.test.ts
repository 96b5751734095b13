import { describe, expect, it } from 'vitest';
import { clientFieldsSchema, csvPhone, isPhoneNumber, neutralizeCsvCell, normalizePhoneNumber, toCsv } from '../src';
import { spreadsheetPhoneText } from '../src/phone';
import { pickupFieldsSchema } from '../src/pickup';

describe('phone numbers (issue 22 point 6, decision 79)', () => {
  it('takes out spaces, dots, dashes, slashes and brackets before the rule checks the number', () => {
    expect(normalizePhoneNumber(' +32 9 234 56 78 ')).toBe('+3292345678');
    expect(normalizePhoneNumber('0471/23.45.67')).toBe('0471234567');
    expect(normalizePhoneNumber('+33 (1) 23-45-67-89')).toBe('+33123456789');
    expect(isPhoneNumber(normalizePhoneNumber('+32 9 234 56 78'))).toBe(true);
    expect(isPhoneNumber(normalizePhoneNumber('+32 9 234 56'))).toBe(false);
    expect(isPhoneNumber(normalizePhoneNumber('+32 9 234 56 78 x1'))).toBe(false);
    expect(isPhoneNumber(normalizePhoneNumber('=1+2+3+4+5+6+7+8+9+0'))).toBe(false);
  });

  it('a client and a pickup location store the compact form', () => {
    const client = clientFieldsSchema.parse({ name: 'Bistro', phoneNumber: '+32 9 234 56 78', email: 'a@b.be' });
    expect(client.phoneNumber).toBe('+3292345678');
    const refused = clientFieldsSchema.safeParse({ name: 'Bistro', phoneNumber: '+32 9 23', email: 'a@b.be' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['phoneNumber']);
    const pickup = pickupFieldsSchema.safeParse({
      name: 'Gare',
      address: 'Place 1',
      phoneNumber: '09 234.56.78-90',
      orderOpeningHours: { order: { monday: [{ start: '10:00', end: '12:00' }] } },
    });
    expect(pickup.success && pickup.data.phoneNumber).toBe('09234567890');
  });

  it('a spreadsheet reads a phone cell as text: "00" for "+", a space after the country code, no apostrophe', () => {
    expect(spreadsheetPhoneText('+3292345678')).toBe('0032 92345678');
    expect(spreadsheetPhoneText('+33123456789')).toBe('0033 123456789');
    expect(spreadsheetPhoneText('+14155550100')).toBe('001 4155550100');
    expect(spreadsheetPhoneText('+352621123456')).toBe('00352 621123456');
    expect(spreadsheetPhoneText('0471234567')).toBe('0471 234567');
    expect(neutralizeCsvCell(csvPhone('+32 9 234 56 78'))).toBe('0032 92345678');
    // Not a phone number: neutralised like any text, so a formula never runs.
    expect(neutralizeCsvCell(csvPhone('+HYPERLINK("x")'))).toBe(`'+HYPERLINK("x")`);
    expect(neutralizeCsvCell(csvPhone('=1+2'))).toBe("'=1+2");
    expect(neutralizeCsvCell(csvPhone(''))).toBe('');
    expect(toCsv(['name', 'phone'], [['Bistro', csvPhone('+3292345678')]], ';')).toBe(
      'name;phone\r\nBistro;0032 92345678',
    );
  });
});
