/**
 * The ids of a ticket's rows as types of their own (issue 25, decision 166), where a swap is likely: a ticket
 * (client account), its lines (ordered products) and its payments are named side by side in the ledger's calls
 * (`voidLine(ctx, actor, accountId, lineId)`, `deletePayment(..., accountId, paymentId)`), and each is a plain
 * positive number on the wire. Typed here, an account id where a line id goes does not compile.
 *
 * The schema types the columns (db/schema.tickets.ts), so a row read gives them typed. A number becomes one at a
 * boundary: a route's validated path parameter (`accountIdParam()` and the like, below), a body's field (`asAccountId`), the demo and the tests.
 * The organisation check is elsewhere: the id names a row only inside the scoped executor's organisation.
 */
import { positiveId } from '@comptoir/shared';
import type { z } from 'zod';

/** A ticket's id (`client_account.id`). */
export type AccountId = number & z.$brand<'AccountId'>;
/** A ticket line's id (`ordered_product.id`). */
export type LineId = number & z.$brand<'LineId'>;
/** A payment's id (`payment_transaction.id`). */
export type PaymentId = number & z.$brand<'PaymentId'>;

/**
 * A route's path parameter holding one of them: the same validation and JSON schema as any id (`positiveId`), the
 * value typed (zod's brand is a type only).
 */
export const accountIdParam = () => positiveId().brand<'AccountId'>();
export const lineIdParam = () => positiveId().brand<'LineId'>();
export const paymentIdParam = () => positiveId().brand<'PaymentId'>();

export const asAccountId = (n: number): AccountId => n as AccountId;
export const asLineId = (n: number): LineId => n as LineId;
export const asPaymentId = (n: number): PaymentId => n as PaymentId;
