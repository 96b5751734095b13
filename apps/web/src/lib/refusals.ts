/**
 * The server's specific refusals (packages/shared ERROR_REASONS) in the interface language, with their params. The one
 * place the console reacts to a refusal: a switch on the stable `reason`, never a regex on the English `message`.
 * A new reason: add it to ERROR_REASONS (with its params), its text to a locale file, and a case here.
 */
import {
  type ErrorReason,
  OUTBOUND_REFUSALS,
  type OutboundRefusal,
  PRINTER_FAILURES,
  type PrinterFailure,
} from '@comptoir/shared';
import i18n from './i18n';

const isPrinterFailure = (value: unknown): value is PrinterFailure =>
  typeof value === 'string' && Object.hasOwn(PRINTER_FAILURES, value);

const isOutboundRefusal = (value: unknown): value is OutboundRefusal =>
  typeof value === 'string' && (OUTBOUND_REFUSALS as readonly string[]).includes(value);

const count = (value: string | number | undefined) => Number(value ?? 0);

/** The translated text of a refusal, or null when the error carries no reason the console knows. */
export function refusalMessage(error: {
  reason?: ErrorReason;
  params: Record<string, string | number>;
}): string | null {
  const p = error.params;
  const reason: ErrorReason | undefined = error.reason;
  switch (reason) {
    case 'ZONE_IN_USE':
      return i18n.t('tables:zones.inUse', { count: count(p.tables) });
    case 'TABLE_TYPE_IN_USE':
      return i18n.t('tables:types.inUse', { count: count(p.tables) });
    case 'TABLE_NUMBER_TAKEN':
      return i18n.t('tables:tables.numberTaken', { number: p.tableNumber });
    case 'TABLE_HAS_OPEN_ACCOUNT':
      return i18n.t('tables:tables.deleteOpen', { number: p.tableNumber });
    case 'GROUP_HAS_PRODUCTS':
      return count(p.products) > 0 || !p.children
        ? i18n.t('groups:refusal.products', { count: count(p.products) })
        : i18n.t('groups:refusal.children', { count: count(p.children) });
    case 'USERNAME_TAKEN':
      return i18n.t('users:errors.usernameTaken');
    case 'PINCODE_TAKEN':
      return i18n.t('users:errors.pincodeTaken');
    case 'CANNOT_DELETE_SELF':
      return i18n.t('users:errors.cannotDeleteSelf');
    case 'CANNOT_CHANGE_OWN_TYPE_OR_ABILITIES':
      return i18n.t('users:errors.ownTypeOrAbilities');
    case 'SHIFT_ALREADY_OPEN':
      return i18n.t('common:reasons.shiftAlreadyOpen', { number: p.shiftNumber });
    case 'NO_OPEN_SHIFT':
      return i18n.t('common:reasons.noOpenShift');
    case 'SHIFT_HAS_OPEN_ACCOUNTS':
      return i18n.t('common:reasons.shiftHasOpenAccounts', { count: count(p.accounts) });
    case 'BARCODE_TAKEN':
      return i18n.t('common:reasons.barcodeTaken', { barcode: p.barcode });
    case 'TABLE_OCCUPIED':
      return i18n.t('common:reasons.tableOccupied');
    case 'ACCOUNT_NOT_OPEN':
      return i18n.t('common:reasons.accountNotOpen');
    case 'USER_TYPE_NOT_ALLOWED':
      return i18n.t('users:errors.typeNotAllowed');
    case 'USER_OUTRANKS_YOU':
      return i18n.t('common:reasons.userOutranksYou');
    case 'ABILITIES_NOT_HELD':
      return i18n.t('users:errors.abilitiesNotAllowed');
    case 'SHIFT_ALREADY_CLOSED':
      return i18n.t('common:reasons.shiftAlreadyClosed', { number: p.openShiftNumber });
    case 'SHIFT_STILL_OPEN':
      return i18n.t('common:reasons.shiftStillOpen', { number: p.shiftNumber });
    case 'NO_CLOSED_SHIFT':
      return i18n.t('common:reasons.noClosedShift');
    case 'WORKER_ALREADY_CLOCKED_IN':
      return i18n.t('common:reasons.workerAlreadyClockedIn');
    case 'WORKER_NOT_CLOCKED_IN':
      return i18n.t('common:reasons.workerNotClockedIn');
    case 'MISSING_ABILITY':
      return i18n.t('common:reasons.missingAbility', { abilities: String(p.abilities ?? '') });
    case 'SUPER_USER_ONLY':
      return i18n.t('common:reasons.superUserOnly');
    case 'PROMO_CODE_TAKEN':
      return i18n.t('promo:refusal.taken', { code: p.promoCode });
    case 'PROMO_CODE_UNKNOWN':
      return i18n.t('promo:refusal.unknown', { code: p.promoCode });
    case 'PROMO_CODE_NOT_VALID_NOW':
      return i18n.t('promo:refusal.notValidNow', { code: p.promoCode });
    case 'PROMO_CODE_USED_UP':
      return i18n.t('promo:refusal.usedUp', { code: p.promoCode, count: count(p.maxUses) });
    case 'PROMO_CODE_NOT_APPLICABLE':
      return i18n.t('promo:refusal.notApplicable', { code: p.promoCode });
    case 'WRONG_CURRENT_PASSWORD':
      return i18n.t('auth:me.password.wrong');
    case 'PRINTER_PORT_NOT_ALLOWED':
      return i18n.t('common:reasons.printerPortNotAllowed', { port: p.port, ports: p.ports });
    case 'PRINTER_UNREACHABLE':
      return i18n.t(`printers:reasons.${isPrinterFailure(p.failure) ? p.failure : 'refused'}`);
    case 'OUTBOUND_NOT_ALLOWED':
      return i18n.t('common:reasons.outboundNotAllowed', {
        why: i18n.t(`common:outbound.${isOutboundRefusal(p.refusal) ? p.refusal : 'NETWORK_NOT_ALLOWED'}`),
      });
    case 'INVOICE_EXISTS':
      return i18n.t('invoices:refusal.exists', { number: p.invoiceNumber });
    case 'INVOICE_ACCOUNT_NOT_CLOSED':
      return i18n.t('invoices:refusal.notClosed');
    case 'INVOICE_ALREADY_PAID':
      return i18n.t('invoices:refusal.alreadyPaid');
    case 'INVOICE_NOT_PAID':
      return i18n.t('invoices:refusal.notPaid');
    case 'INVOICE_REMINDER_SENT':
      return i18n.t('invoices:refusal.reminderSent');
    case 'MAIL_NOT_CONFIGURED':
      return i18n.t('common:reasons.mailNotConfigured');
    case 'MAIL_REJECTED':
      return i18n.t('common:reasons.mailRejected', { response: String(p.response ?? '') });
    case 'EINVOICE_MISSING_DATA':
      return p.field === 'sellerVatNumber'
        ? i18n.t('common:reasons.einvoiceSellerVat')
        : i18n.t('common:reasons.einvoiceBuyerId');
    case 'CORRECTION_REASON_REQUIRED':
      return i18n.t('accounts:corrections.refusal.reasonRequired');
    case 'CORRECTION_NEEDS_OPEN_SHIFT':
      return i18n.t('accounts:corrections.refusal.needsOpenShift');
    case 'CORRECTION_OF_CORRECTION':
      return i18n.t('accounts:corrections.refusal.ofCorrection', { id: p.accountId });
    case 'CORRECTION_OF_DISCOUNT_LINE':
      return i18n.t('accounts:corrections.refusal.ofDiscountLine');
    case 'LINE_ALREADY_CORRECTED':
      return i18n.t('accounts:corrections.refusal.alreadyCorrected');
    case 'TICKET_REGISTERED':
      return i18n.t('accounts:corrections.refusal.registered');
    case 'CREDIT_EXCEEDS_INVOICE':
      return i18n.t('invoices:refusal.creditExceeds', {
        number: String(p.invoiceNumber ?? ''),
        remaining: Number(p.remainingAmount ?? 0),
      });
    case 'CREDIT_NOT_POSITIVE':
      return i18n.t('invoices:refusal.creditNotPositive', { number: String(p.invoiceNumber ?? '') });
    case 'RECIPE_CYCLE':
      return i18n.t('recipes:recipe.cycle', { product: String(p.product ?? '') });
    case 'INGREDIENT_IN_USE':
      return i18n.t('recipes:ingredients.inUse', { count: count(p.products) });
    case undefined:
      return null;
    default: {
      // A reason added to ERROR_REASONS without its text here fails the type check.
      const missing: never = reason;
      return missing;
    }
  }
}
