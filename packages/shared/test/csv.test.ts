import { describe, expect, it } from 'vitest';
import { csvCell, neutralizeCsvCell, toCsv } from '../src/csv';

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const v of ['=1+2', '+SUM(A1)', '-2+3', '@cmd', '\t=1', '\r=1', '=HYPERLINK("http://x")']) {
      expect(neutralizeCsvCell(v)).toBe(`'${v}`);
    }
  });
  it('keeps numbers, negative ones included', () => {
    expect(neutralizeCsvCell(-12.5)).toBe('-12.5');
    expect(neutralizeCsvCell('-12.50')).toBe('-12.50');
    expect(neutralizeCsvCell('-0,5')).toBe('-0,5');
    expect(neutralizeCsvCell('+3')).toBe("'+3");
    expect(neutralizeCsvCell('12')).toBe('12');
    expect(neutralizeCsvCell(null)).toBe('');
    expect(neutralizeCsvCell(true)).toBe('true');
  });
  it('quotes the separator, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
    expect(
      toCsv(
        ['name', 'price'],
        [
          ['Café', -1.5],
          ['=evil', '2.00'],
        ],
      ),
    ).toBe("name,price\r\nCafé,-1.5\r\n'=evil,2.00");
  });
});
