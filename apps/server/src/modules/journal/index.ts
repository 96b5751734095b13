import type { Module } from '../types';
import { journalRoutes } from './journal.routes';

export const journalModule: Module = { name: 'journal', routes: journalRoutes };

/** What other modules use of the fiscal journal: appending their registered events, in their transaction. */
export type { JournalEvent, JournalSecret } from './journal.append';
export { type JournalArchive, verifyArchive } from './journal.archive';
export { journalService } from './journal.service';
export type { TicketEvent } from './journal.totals';
