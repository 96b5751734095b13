import type { Config } from './config';
import type { Db, Dialect } from './db/database';
import type { OrgId } from './db/org-id';
import type { LoginLimiter } from './lib/login-limiter';
import type { OrgDb } from './lib/org-db';
import type { PushBus } from './lib/push-bus';
import type { Tokens } from './lib/tokens';
import type { Executor } from './lib/tx';
import type { CreditCorrectionInput } from './modules/invoices';

/** What services need from the running server. Built once in app.ts and passed down; tests build their own. */
export interface ServerContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  tokens: Tokens;
  loginLimiter: LoginLimiter;
  push: PushBus;
  /** The clock (epoch ms). Tests move it; everything that reads "now" reads it here. */
  now: () => number;
  /** What a module asks of a module above it in the graph of modules (`modules/index.ts` `upcalls`). */
  upcalls: Upcalls;
}

/**
 * The calls that go up the graph of modules. A module imports only modules below it (through their index.ts):
 * test/module-shape.test.ts refuses a circle of modules. Where a lower module needs one step of an upper one, it
 * calls it through here; `modules/index.ts` wires each to its owner's service (decision 147).
 */
export interface Upcalls {
  /**
   * The shifts module: the id of the organisation's open shift, read in the caller's transaction, or null. The
   * tickets (accounts) and the worker shifts (workers) are attached to it; closing a shift settles them.
   */
  openShiftId(org: OrgDb): Promise<number | null>;
  /**
   * The invoices module: the credit note of a correction of an invoiced ticket, in the ticket ledger's transaction;
   * null when the ticket has no invoice. An invoice is made from a ticket; the ledger corrects tickets.
   */
  creditCorrection(
    trx: Executor,
    server: ServerContext,
    actor: { orgId: OrgId; userId: number },
    input: CreditCorrectionInput,
  ): Promise<{ creditNoteId: number; creditNoteNumber: string } | null>;
  /**
   * The rollups module: the organisation's time zone changed, in the settings transaction (the rollups are bucketed
   * by its calendar days, and read the zone from the organisation).
   */
  timeZoneChanged(org: OrgDb): Promise<void>;
  /**
   * The products module: whether the organisation's product is sold on its own (not an option); undefined when the
   * organisation has no such product (the settings name one; the catalogue reads the settings).
   */
  productSoldAlone(org: OrgDb, productId: number): Promise<boolean | undefined>;
}
