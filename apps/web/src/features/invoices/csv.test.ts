import type { Invoice } from '@comptoir/shared';
import { toCsv } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { invoicesCsv } from './csv';

describe('the invoices CSV (decision 78)', () => {
  it('invoices: a base and a VAT column per rate, formula cells neutralised by the shared writer', async () => {
    await i18n.changeLanguage('fr');
    const t = i18n.getFixedT('fr', 'invoices');
    const invoice = (over: Partial<Invoice>): Invoice => ({
      invoiceId: 1,
      invoiceNumber: '2026-000001',
      totalAmount: 12.1,
      invoiceDate: Date.UTC(2026, 10, 18, 10),
      clientAccountId: 5,
      clientDataId: null,
      clientData: {
        name: '=HYPERLINK("x")',
        email: '',
        phoneNumber: '',
        zipCode: '',
        city: '',
        street: '',
        number: '',
        vat: '',
      },
      paid: true,
      lastReminderDate: null,
      language: 'fr',
      dueDate: Date.UTC(2026, 11, 18, 10),
      vatTotals: [{ vatBp: 2100, baseCents: 1000, vatCents: 210, totalCents: 1210 }],
      creditedAmount: 0,
      creditNotes: [],
      ...over,
    });
    const { header, rows } = invoicesCsv(
      [
        invoice({}),
        invoice({
          invoiceNumber: '2026-000002',
          totalAmount: 6.36,
          paid: false,
          vatTotals: [{ vatBp: 600, baseCents: 600, vatCents: 36, totalCents: 636 }],
        }),
      ],
      t,
      'fr',
      'Europe/Brussels',
    );
    expect(header.slice(6, 10)).toEqual(['Base 6 %', 'TVA 6 %', 'Base 21 %', 'TVA 21 %']);
    expect(rows[0]!.slice(6)).toEqual(['', '', '10,00', '2,10', '12,10', 'Payée', '0,00', '']);
    expect(header.slice(-2)).toEqual(['Crédité', 'Notes de crédit']);
    expect(rows[1]!.slice(6, 8)).toEqual(['6,00', '0,36']);
    expect(toCsv(header, rows, ';').split('\r\n')[1]).toContain(`;"'=HYPERLINK(""x"")";`);
    await i18n.changeLanguage('en');
  });
});
