import type { Transaction } from 'kysely';
import type { OrgId } from '../db/org-id';
import type { Database } from '../db/schema';
import { type Executor, inTransaction } from './tx';

/**
 * The scoped executor (issue 25, decision 165): the database, or the transaction under way, together with the
 * organisation every statement is about. A request's is built once from the verified token (`scopeOf(request)`,
 * plugins/auth.ts); a repository takes it and applies the filter itself (`.where('org_id', '=', org.orgId)`), so
 * it never receives a database and an organisation id apart, which could be swapped or mismatched.
 */
export interface OrgDb {
  readonly db: Executor;
  readonly orgId: OrgId;
}

/** The scoped executor of a transaction under way. */
export interface OrgTransaction extends OrgDb {
  readonly db: Transaction<Database>;
}

/** Pairs an executor with an organisation; `orgId` is already an `OrgId`, made at a trust boundary (db/org-id.ts). */
export const orgDb = (db: Executor, orgId: OrgId): OrgDb => ({ db, orgId });

/** `inTransaction` (lib/tx.ts) for one organisation: `fn` gets the transaction's scoped executor. */
export function inOrgTransaction<T>(org: OrgDb, fn: (org: OrgTransaction) => Promise<T>): Promise<T> {
  return inTransaction(org.db, (trx) => fn({ db: trx, orgId: org.orgId }));
}
