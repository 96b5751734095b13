import { auditRepository } from './audit.repository';
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
  await auditRepository.insert(db, e.orgId, {
    user_id: e.userId,
    at: e.at,
    action: e.action,
    entity: e.entity,
    entity_id: String(e.entityId),
    details: JSON.stringify(e.details ?? {}),
  });
}

/** Field names whose values never reach the audit log (only that they changed). */
const SECRET_FIELDS = new Set(['password', 'pin', 'pinHash', 'password_hash', 'pin_hash', 'secret', 'token']);

export interface EditEntry {
  orgId: number;
  userId: number | null;
  at: number;
  action: 'CREATE' | 'UPDATE' | 'DELETE';
  /** The API resource, as in the spec's paths: 'printer', 'product', 'client_data', 'promo', ... */
  resource: string;
  resourceId: number | string;
  /** The resource as it was (undefined for CREATE) and as it is now (undefined for DELETE), in API shape. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** Extra field names to mask, besides the usual secrets (passwords, PINs). */
  secret?: readonly string[];
}

/** The fields that differ between two API-shaped objects: `{ field: { from, to } }`, secrets masked as '***'. */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  secret: readonly string[] = [],
): Record<string, { from: unknown; to: unknown }> {
  const hidden = (k: string) => SECRET_FIELDS.has(k) || secret.includes(k);
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const k of keys) {
    const from = before?.[k];
    const to = after?.[k];
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[k] = hidden(k) ? { from: '***', to: '***' } : { from: from ?? null, to: to ?? null };
  }
  return changes;
}

/**
 * Records one console edit (who, when, which organisation, which resource and id, which fields changed), in the
 * caller's transaction so an edit and its audit entry land together or not at all. An UPDATE that changed nothing
 * records nothing.
 */
export async function auditEdit(db: Executor, e: EditEntry): Promise<void> {
  const changes = changedFields(e.before, e.after, e.secret);
  if (e.action === 'UPDATE' && Object.keys(changes).length === 0) return;
  await auditRepository.insert(db, e.orgId, {
    user_id: e.userId,
    at: e.at,
    action: e.action,
    entity: e.resource,
    entity_id: String(e.resourceId),
    details: JSON.stringify({ changes }),
  });
}
