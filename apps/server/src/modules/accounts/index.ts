import type { Module } from '../types';
import { accountsRoutes } from './accounts.routes';

export const accountsModule: Module = { name: 'accounts', routes: accountsRoutes };

/** What other modules use of the tickets (the accounts module owns the ticket tables and is their only writer). */
export { accountCorrections } from './accounts.corrections';
export { payTypeOf } from './accounts.load';
/** A line priced as the till prices it (the demo's bulk till writes the same rows from memory). */
export { type OrderableProduct, type OrderedItem, orderedLineValues } from './accounts.pricing';
export {
  type AccountRow,
  accountDto,
  accountTotals,
  type LineAmount,
  type LineRow,
  lineDto,
  type PaymentRow,
  paymentDto,
  type TicketVatSum,
} from './accounts.repository';
export { accountsService } from './accounts.service';
