import { describe, expect, it } from 'vitest';
import { computeTotalData, computeVatSummaries, lineAmountCents, roundDiv, vatBpOf, vatExclOf } from '../src/totals';

describe('totals', () => {
  it('rounds half away from zero', () => {
    expect(roundDiv(5, 10)).toBe(1);
    expect(roundDiv(4, 10)).toBe(0);
    expect(roundDiv(-5, 10)).toBe(-1);
    expect(roundDiv(15, 10)).toBe(2);
  });
  it('computes line amounts from thousandths of units', () => {
    expect(lineAmountCents(350, 2000)).toBe(700);
    // 0.347 kg at 24.99/kg = 8.67153 -> 8.67
    expect(lineAmountCents(2499, 347)).toBe(867);
    expect(lineAmountCents(1999, 1500)).toBe(2999); // 29.985 -> 29.99
  });
  it('splits VAT per rate on the sum so the parts add up', () => {
    const lines = [
      { amountCents: 350, vatBp: 2100 },
      { amountCents: 350, vatBp: 2100 },
      { amountCents: 1250, vatBp: 1200 },
      { amountCents: 199, vatBp: 600 },
    ];
    const vat = computeVatSummaries(lines);
    expect(vat.map((v) => v.vatBp)).toEqual([600, 1200, 2100]);
    const at21 = vat.find((v) => v.vatBp === 2100)!;
    expect(at21).toEqual({ vatBp: 2100, totalVatIncl: 700, totalVatExcl: 579, totalVat: 121 });
    expect(vat.reduce((s, v) => s + v.totalVatIncl, 0)).toBe(350 + 350 + 1250 + 199);
    for (const v of vat) expect(v.totalVatExcl + v.totalVat).toBe(v.totalVatIncl);
    expect(vatExclOf(1000, 0)).toBe(1000);
  });
  it('sorts payments into buckets and keeps tips apart from the sales', () => {
    const t = computeTotalData(
      [{ amountCents: 2000, vatBp: 2100 }],
      [
        { paymentType: 'CASH', transactionType: 'PAYMENT', netCents: 1500 },
        { paymentType: 'CARD', transactionType: 'PAYMENT', netCents: 300 },
        { paymentType: 'FREE', transactionType: 'PAYMENT', netCents: 200 },
        { paymentType: 'CARD', transactionType: 'TIP', netCents: 100 },
        { paymentType: 'CASH', transactionType: 'TIP', netCents: 250 },
      ],
    );
    // Tips are in neither the total nor the payment buckets: totals of their own, the cash part apart.
    expect(t).toEqual({
      total: 2000,
      totalCash: 1500,
      totalCard: 300,
      totalBankTransfer: 0,
      totalOffered: 200,
      totalCredit: 0,
      totalError: 0,
      totalTips: 350,
      totalCashTips: 250,
    });
  });
  it('reads VAT percents with up to 2 decimals', () => {
    expect(vatBpOf(21)).toBe(2100);
    expect(vatBpOf(5.5)).toBe(550);
    expect(vatBpOf(5.555)).toBeNull();
  });
});
