import type { Module } from '../types';
import { accountsRoutes } from './accounts.routes';

export const accountsModule: Module = { name: 'accounts', routes: accountsRoutes };

/** What other modules use of the tickets (the accounts module owns the ticket tables and is their only writer). */
export { accountCorrections } from './accounts.corrections';
export {
  type AccountRow,
  accountDto,
  type LineAmount,
  type LineRow,
  lineDto,
  type PaymentRow,
  paymentDto,
  type TicketVatSum,
} from './accounts.repository';
export { accountsService } from './accounts.service';
