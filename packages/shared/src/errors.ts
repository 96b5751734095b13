/**
 * Error codes and refusal reasons. No zod here: the console's sign-in page uses these before zod is loaded
 * (issue 26); the error body's schema is envelope.ts.
 */

/** Stable error codes of the error body `{ message, code, fieldErrors? }` (ARCHITECTURE.md section 1). */
export const ERROR_CODES = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PRINTER_UNREACHABLE: 502,
  /** The SMTP server did not take a message (refused it, or could not be reached). */
  MAIL_FAILED: 502,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Stable reasons of specific refusals a client reacts to (a zone in use, a group with products, a duplicate
 * username...). The error body carries `reason` and its `params` beside `code`; clients switch on the reason and
 * never parse the English `message`. Add a reason here, with the params it carries, before throwing it.
 */
export const ERROR_REASONS = {
  /** params: { tables: number } */
  ZONE_IN_USE: 'ZONE_IN_USE',
  /** params: { tables: number } */
  TABLE_TYPE_IN_USE: 'TABLE_TYPE_IN_USE',
  /** params: { tableNumber: number } */
  TABLE_NUMBER_TAKEN: 'TABLE_NUMBER_TAKEN',
  /** params: { tableNumber: number } */
  TABLE_HAS_OPEN_ACCOUNT: 'TABLE_HAS_OPEN_ACCOUNT',
  /** Opening a second account at a table. params: { accountId?: number } (the open one, when known) */
  TABLE_OCCUPIED: 'TABLE_OCCUPIED',
  /** Changing a closed or voided account. params: { status: 'CLOSED' | 'VOIDED' } */
  ACCOUNT_NOT_OPEN: 'ACCOUNT_NOT_OPEN',
  /** params: { products: number, children?: number } (children: live sub-groups, when products is 0) */
  GROUP_HAS_PRODUCTS: 'GROUP_HAS_PRODUCTS',
  /** params: { username: string } */
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  PINCODE_TAKEN: 'PINCODE_TAKEN',
  CANNOT_DELETE_SELF: 'CANNOT_DELETE_SELF',
  /** Giving a user type above one's own rank. params: { type: string } (the type refused) */
  USER_TYPE_NOT_ALLOWED: 'USER_TYPE_NOT_ALLOWED',
  /** Editing or deleting an account of a higher rank. params: { type: string } (that account's type) */
  USER_OUTRANKS_YOU: 'USER_OUTRANKS_YOU',
  /** Granting abilities one does not hold. params: { abilities: string } (the codes, comma-separated) */
  ABILITIES_NOT_HELD: 'ABILITIES_NOT_HELD',
  CANNOT_CHANGE_OWN_TYPE_OR_ABILITIES: 'CANNOT_CHANGE_OWN_TYPE_OR_ABILITIES',
  /** params: { shiftNumber: number } (the shift already open) */
  SHIFT_ALREADY_OPEN: 'SHIFT_ALREADY_OPEN',
  /** Closing a shift that is no longer the open one. params: { openShiftNumber: number } */
  SHIFT_ALREADY_CLOSED: 'SHIFT_ALREADY_CLOSED',
  NO_OPEN_SHIFT: 'NO_OPEN_SHIFT',
  /** params: { accounts: number } */
  SHIFT_HAS_OPEN_ACCOUNTS: 'SHIFT_HAS_OPEN_ACCOUNTS',
  /** A Z report of a shift still open. params: { shiftNumber: number } */
  SHIFT_STILL_OPEN: 'SHIFT_STILL_OPEN',
  /** A Z report of a period without a closed shift. */
  NO_CLOSED_SHIFT: 'NO_CLOSED_SHIFT',
  WORKER_ALREADY_CLOCKED_IN: 'WORKER_ALREADY_CLOCKED_IN',
  WORKER_NOT_CLOCKED_IN: 'WORKER_NOT_CLOCKED_IN',
  /** The session lacks the ability the call needs. params: { abilities: string } (codes, comma-separated: any one) */
  MISSING_ABILITY: 'MISSING_ABILITY',
  /** The call is for super users only. */
  SUPER_USER_ONLY: 'SUPER_USER_ONLY',
  /** params: { barcode: string, product: string } (the product that has it) */
  BARCODE_TAKEN: 'BARCODE_TAKEN',
  /** params: { promoCode: string } (another live code of the organisation has it) */
  PROMO_CODE_TAKEN: 'PROMO_CODE_TAKEN',
  /** The till typed a code the organisation does not have. params: { promoCode: string } */
  PROMO_CODE_UNKNOWN: 'PROMO_CODE_UNKNOWN',
  /** Outside the code's dates. params: { promoCode: string, startDate: number, endDate: number } (epoch ms) */
  PROMO_CODE_NOT_VALID_NOW: 'PROMO_CODE_NOT_VALID_NOW',
  /** Every use of the code is taken (also when closing a ticket loses the race for the last use). params: { promoCode: string, maxUses: number } */
  PROMO_CODE_USED_UP: 'PROMO_CODE_USED_UP',
  /** No line of the ticket is eligible (the code's group, or same-price units for M+N). params: { promoCode: string } */
  PROMO_CODE_NOT_APPLICABLE: 'PROMO_CODE_NOT_APPLICABLE',
  /** Changing one's own password with a wrong current password. */
  WRONG_CURRENT_PASSWORD: 'WRONG_CURRENT_PASSWORD',
  /**
   * A test print that did not reach the printer. params: { failure: PrinterFailure | 'other', detail: string }
   * (detail: the network error in English words, shown as is when failure is 'other')
   */
  PRINTER_UNREACHABLE: 'PRINTER_UNREACHABLE',
  /** A ticket has one invoice. params: { invoiceNumber: string, invoiceId: number } (the existing one) */
  INVOICE_EXISTS: 'INVOICE_EXISTS',
  /** Invoices are made for closed tickets only. params: { status: string } (the ticket's) */
  INVOICE_ACCOUNT_NOT_CLOSED: 'INVOICE_ACCOUNT_NOT_CLOSED',
  /** Mark as paid, or a reminder, for an invoice already paid. */
  INVOICE_ALREADY_PAID: 'INVOICE_ALREADY_PAID',
  /** Back to unpaid for an invoice that is not paid. */
  INVOICE_NOT_PAID: 'INVOICE_NOT_PAID',
  /** A second reminder. params: { lastReminderDate: number } (epoch ms) */
  INVOICE_REMINDER_SENT: 'INVOICE_REMINDER_SENT',
  /** Sending an e-mail (an invoice reminder) while the server has no SMTP_URL. */
  MAIL_NOT_CONFIGURED: 'MAIL_NOT_CONFIGURED',
  /** The SMTP server refused the message or could not be reached. params: { response: string } (its answer) */
  MAIL_REJECTED: 'MAIL_REJECTED',
  /**
   * An e-invoice (UBL) lacks what Peppol requires. params: { field: 'sellerVatNumber' | 'buyerVatNumber' } (a client
   * without VAT number, a consumer, has no Peppol address: decision 73)
   */
  EINVOICE_MISSING_DATA: 'EINVOICE_MISSING_DATA',
  /**
   * A correction of an invoiced ticket would credit more than what remains un-credited on its invoice.
   * params: { invoiceNumber: string, remainingAmount: number, requestedAmount: number } (euros)
   */
  CREDIT_EXCEEDS_INVOICE: 'CREDIT_EXCEEDS_INVOICE',
  /** A correction of an invoiced ticket that raises its total: a credit note only takes back. params: { invoiceNumber } */
  CREDIT_NOT_POSITIVE: 'CREDIT_NOT_POSITIVE',
  /**
   * A printer address whose port is not a printer port (the server sends test prints to PRINTER_PORTS only, default
   * 9100-9109). params: { port: number, ports: string } (ports: the allowed list as "9100-9109")
   */
  PRINTER_PORT_NOT_ALLOWED: 'PRINTER_PORT_NOT_ALLOWED',
  /** A correction of a closed ticket without its reason (or OTHER without a text). */
  CORRECTION_REASON_REQUIRED: 'CORRECTION_REASON_REQUIRED',
  /** A correction of a closed ticket while no shift is open: it belongs to the shift open when it is made. */
  CORRECTION_NEEDS_OPEN_SHIFT: 'CORRECTION_NEEDS_OPEN_SHIFT',
  /** A correction ticket corrected: correct the original. params: { accountId: number } (the original) */
  CORRECTION_OF_CORRECTION: 'CORRECTION_OF_CORRECTION',
  /** A discount line of a closed ticket deleted by itself: it follows the products it discounts. */
  CORRECTION_OF_DISCOUNT_LINE: 'CORRECTION_OF_DISCOUNT_LINE',
  /** A line (or a whole ticket) already cancelled by an earlier correction. */
  LINE_ALREADY_CORRECTED: 'LINE_ALREADY_CORRECTED',
  /** A change of a closed ticket's registered rows (its lines' comment...). */
  TICKET_REGISTERED: 'TICKET_REGISTERED',
  /**
   * The outbound policy (decision 75) refuses the address a connection would go to (a test print): loopback,
   * link-local, outside OUTBOUND_NETWORKS... params: { refusal: OutboundRefusal }
   */
  OUTBOUND_NOT_ALLOWED: 'OUTBOUND_NOT_ALLOWED',
  /** A recipe that would contain itself, directly or through sub-recipes. params: { product: string } (the name) */
  RECIPE_CYCLE: 'RECIPE_CYCLE',
  /** Deleting an ingredient a recipe uses. params: { products: number } */
  INGREDIENT_IN_USE: 'INGREDIENT_IN_USE',
} as const;
export type ErrorReason = keyof typeof ERROR_REASONS;

/** The params each reason carries (empty object: none). */
export interface ErrorReasonParams {
  ZONE_IN_USE: { tables: number };
  TABLE_TYPE_IN_USE: { tables: number };
  TABLE_NUMBER_TAKEN: { tableNumber: number };
  TABLE_HAS_OPEN_ACCOUNT: { tableNumber: number };
  TABLE_OCCUPIED: { accountId?: number };
  ACCOUNT_NOT_OPEN: { status: string };
  GROUP_HAS_PRODUCTS: { products: number; children?: number };
  USERNAME_TAKEN: { username: string };
  PINCODE_TAKEN: Record<string, never>;
  CANNOT_DELETE_SELF: Record<string, never>;
  USER_TYPE_NOT_ALLOWED: { type: string };
  USER_OUTRANKS_YOU: { type: string };
  ABILITIES_NOT_HELD: { abilities: string };
  CANNOT_CHANGE_OWN_TYPE_OR_ABILITIES: Record<string, never>;
  SHIFT_ALREADY_OPEN: { shiftNumber: number };
  SHIFT_ALREADY_CLOSED: { openShiftNumber: number };
  NO_OPEN_SHIFT: Record<string, never>;
  SHIFT_HAS_OPEN_ACCOUNTS: { accounts: number };
  SHIFT_STILL_OPEN: { shiftNumber: number };
  NO_CLOSED_SHIFT: Record<string, never>;
  WORKER_ALREADY_CLOCKED_IN: Record<string, never>;
  WORKER_NOT_CLOCKED_IN: Record<string, never>;
  MISSING_ABILITY: { abilities: string };
  SUPER_USER_ONLY: Record<string, never>;
  BARCODE_TAKEN: { barcode: string; product: string };
  PROMO_CODE_TAKEN: { promoCode: string };
  PROMO_CODE_UNKNOWN: { promoCode: string };
  PROMO_CODE_NOT_VALID_NOW: { promoCode: string; startDate: number; endDate: number };
  PROMO_CODE_USED_UP: { promoCode: string; maxUses: number };
  PROMO_CODE_NOT_APPLICABLE: { promoCode: string };
  WRONG_CURRENT_PASSWORD: Record<string, never>;
  PRINTER_UNREACHABLE: { failure: string };
  INVOICE_EXISTS: { invoiceNumber: string; invoiceId: number };
  INVOICE_ACCOUNT_NOT_CLOSED: { status: string };
  INVOICE_ALREADY_PAID: Record<string, never>;
  INVOICE_NOT_PAID: Record<string, never>;
  INVOICE_REMINDER_SENT: { lastReminderDate: number };
  MAIL_NOT_CONFIGURED: Record<string, never>;
  MAIL_REJECTED: { response: string };
  EINVOICE_MISSING_DATA: { field: 'sellerVatNumber' | 'buyerVatNumber' };
  CREDIT_EXCEEDS_INVOICE: { invoiceNumber: string; remainingAmount: number; requestedAmount: number };
  CREDIT_NOT_POSITIVE: { invoiceNumber: string };
  PRINTER_PORT_NOT_ALLOWED: { port: number; ports: string };
  CORRECTION_REASON_REQUIRED: Record<string, never>;
  CORRECTION_NEEDS_OPEN_SHIFT: Record<string, never>;
  CORRECTION_OF_CORRECTION: { accountId: number };
  CORRECTION_OF_DISCOUNT_LINE: Record<string, never>;
  LINE_ALREADY_CORRECTED: Record<string, never>;
  TICKET_REGISTERED: Record<string, never>;
  OUTBOUND_NOT_ALLOWED: { refusal: string };
  RECIPE_CYCLE: { product: string };
  INGREDIENT_IN_USE: { products: number };
}

/**
 * Why a test print failed, as the end of the PRINTER_UNREACHABLE message ("... could not be reached: timed out"): a
 * fixed set (issue 23), never the system's own error text. The console translates these. A target the outbound
 * policy refuses is a 400 OUTBOUND_NOT_ALLOWED instead, before any connection.
 */
export const PRINTER_FAILURES = {
  refused: 'connection refused',
  timeout: 'timed out',
} as const;
export type PrinterFailure = keyof typeof PRINTER_FAILURES;
