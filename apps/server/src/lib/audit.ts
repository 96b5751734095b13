import type { Executor } from './tx';

export interface AuditEntry {
  orgId: number;
  userId: number | null;
  at: number;
  action: 'VOID' | 'CLOSE' | 'FORCE_CLOSE' | 'AUTO_CLOSE' | 'CHANGE';
  entity: 'client_account' | 'ordered_product' | 'payment_transaction' | 'shift' | 'worker_shift' | 'user';
  entityId: number | string;
  details?: Record<string, unknown>;
}

/** Writes one audit-log row, in the caller's transaction. Reversals are recorded here, never as deletes. */
export async function audit(db: Executor, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      org_id: e.orgId,
      user_id: e.userId,
      at: e.at,
      action: e.action,
      entity: e.entity,
      entity_id: String(e.entityId),
      details: JSON.stringify(e.details ?? {}),
    })
    .execute();
}
