import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api';
import i18n from './i18n';

describe('refusals by reason', () => {
  it('reads reason and params from the error body', async () => {
    const error = await ApiError.fromBody(409, {
      message: 'Zone still used',
      code: 'CONFLICT',
      reason: 'ZONE_IN_USE',
      params: { tables: 3 },
    });
    expect(error.reason).toBe('ZONE_IN_USE');
    expect(error.params).toEqual({ tables: 3 });
    expect(
      (await ApiError.fromBody(409, { message: 'x', code: 'CONFLICT', reason: 'NOT_A_REASON' })).reason,
    ).toBeUndefined();
    expect((await ApiError.fromBody(502, 'gateway down')).code).toBe('HTTP_ERROR');
  });

  it('shows the translated refusal with its params, whatever the English message says', async () => {
    await i18n.changeLanguage('fr');
    const zone = new ApiError(409, 'CONFLICT', 'anything', undefined, { reason: 'ZONE_IN_USE', params: { tables: 2 } });
    expect(errorMessage(zone)).toContain('2 tables');
    const group = new ApiError(409, 'CONFLICT', 'x', undefined, {
      reason: 'GROUP_HAS_PRODUCTS',
      params: { products: 0, children: 1 },
    });
    expect(errorMessage(group)).toBe(i18n.t('groups:refusal.children', { count: 1 }));
    await i18n.changeLanguage('en');
    const table = new ApiError(409, 'CONFLICT', 'x', undefined, {
      reason: 'TABLE_NUMBER_TAKEN',
      params: { tableNumber: 12 },
    });
    expect(errorMessage(table)).toBe('Table 12 already exists.');
    // Invoice documents: e-mail not set up, e-mail refused, e-invoice data missing (one text per missing field).
    expect(errorMessage(new ApiError(409, 'CONFLICT', 'x', undefined, { reason: 'MAIL_NOT_CONFIGURED' }))).toBe(
      i18n.t('common:reasons.mailNotConfigured'),
    );
    const rejected = new ApiError(502, 'MAIL_FAILED', 'x', undefined, {
      reason: 'MAIL_REJECTED',
      params: { response: '550 Mailbox unavailable' },
    });
    expect(errorMessage(rejected)).toBe('The mail server did not accept the message: 550 Mailbox unavailable');
    const einvoice = (field: string) =>
      errorMessage(
        new ApiError(409, 'CONFLICT', 'x', undefined, { reason: 'EINVOICE_MISSING_DATA', params: { field } }),
      );
    expect(einvoice('sellerVatNumber')).toBe(i18n.t('common:reasons.einvoiceSellerVat'));
    expect(einvoice('buyerVatNumber')).toBe(i18n.t('common:reasons.einvoiceBuyerId'));
    // No reason: the server's message.
    expect(errorMessage(new ApiError(409, 'CONFLICT', 'Something else'))).toBe('Something else');
  });
});
