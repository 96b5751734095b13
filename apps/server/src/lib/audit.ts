import type { AuditResource } from '@comptoir/shared';
import type { Insertable } from 'kysely';
import type { OrgId } from '../db/org-id';
import type { AuditLogTable } from '../db/schema';
import { auditRepository } from './audit.repository';
import { type OrgDb, orgDb } from './org-db';
import type { Executor } from './tx';

/**
 * Who acts: the organisation and the user of the verified session, with the scoped executor they act through
 * (lib/org-db.ts). A request's is built once from its token (`scopeOf(request)`, plugins/auth.ts); in a transaction
 * it is `{ ...actor, db: trx }`. An audit entry needs only who (`orgId`, `userId`).
 */
export interface Actor extends OrgDb {
  readonly userId: number;
}

export interface AuditEntry {
  orgId: OrgId;
  userId: number | null;
  at: number;
  action: 'VOID' | 'CLOSE' | 'FORCE_CLOSE' | 'AUTO_CLOSE' | 'CHANGE' | 'CORRECT';
  entity: 'client_account' | 'ordered_product' | 'payment_transaction' | 'shift' | 'worker_shift' | 'user';
  entityId: number | string;
  details?: Record<string, unknown>;
}

/** The audit-log row of an entry (the demo seed's bulk path writes these rows itself, src/demo/demo-bulk-till.ts). */
export function auditRow(e: AuditEntry): Omit<Insertable<AuditLogTable>, 'org_id'> {
  return {
    user_id: e.userId,
    at: e.at,
    action: e.action,
    entity: e.entity,
    entity_id: String(e.entityId),
    details: JSON.stringify(e.details ?? {}),
  };
}

/** Writes one audit-log row, in the caller's transaction. Reversals are recorded here, never as deletes. */
export async function audit(db: Executor, e: AuditEntry): Promise<void> {
  await auditRepository.insert(orgDb(db, e.orgId), auditRow(e));
}

/** Field names whose values never reach the audit log (only that they changed). */
const SECRET_FIELDS = new Set([
  'password',
  'pin',
  'pincode',
  'pinHash',
  'password_hash',
  'pin_hash',
  'pincode_hash',
  'pincode_lookup',
  'secret',
  'token',
]);

export interface EditEntry {
  orgId: OrgId;
  userId: number | null;
  at: number;
  action: 'CREATE' | 'UPDATE' | 'DELETE';
  /** The API resource, as in the spec's paths: 'printer', 'product', 'table_type', ... (AUDIT_RESOURCES). */
  resource: AuditResource;
  resourceId: number | string;
  /** The resource as it was (undefined for CREATE) and as it is now (undefined for DELETE), in API shape. */
  before?: object;
  after?: object;
  /** Extra field names to mask, besides the usual secrets (passwords, PINs). */
  secret?: readonly string[];
}

/** The fields that differ between two API-shaped objects: `{ field: { from, to } }`, secrets masked as '***'. */
export function changedFields(
  beforeObject: object | undefined,
  afterObject: object | undefined,
  secret: readonly string[] = [],
): Record<string, { from: unknown; to: unknown }> {
  const before = beforeObject as Record<string, unknown> | undefined;
  const after = afterObject as Record<string, unknown> | undefined;
  const hidden = (k: string) => SECRET_FIELDS.has(k) || secret.includes(k);
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const k of keys) {
    // Absent and null are the same "no value": a creation lists only the fields it gave a value.
    const from = before?.[k] ?? null;
    const to = after?.[k] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[k] = hidden(k) ? { from: '***', to: '***' } : { from, to };
  }
  return changes;
}

/**
 * Records one console edit (who, when, which organisation, which resource and id, which fields changed), in the
 * caller's transaction so an edit and its audit entry land together or not at all. An UPDATE that changed nothing
 * records nothing.
 */
export async function auditEdit(db: Executor, e: EditEntry): Promise<void> {
  const row = editRow(e);
  if (row) await auditRepository.insert(orgDb(db, e.orgId), row);
}

/** The audit-log row of a console edit, or null for an UPDATE that changed nothing. */
export function editRow(e: EditEntry): Omit<Insertable<AuditLogTable>, 'org_id'> | null {
  const changes = changedFields(e.before, e.after, e.secret);
  if (e.action === 'UPDATE' && Object.keys(changes).length === 0) return null;
  return {
    user_id: e.userId,
    at: e.at,
    action: e.action,
    entity: e.resource,
    entity_id: String(e.resourceId),
    details: JSON.stringify({ changes }),
  };
}

/**
 * The console edits of one actor at one moment, in the caller's transaction:
 * `await editLog(trx, actor, ctx.now()).updated('printer', id, before, after)`.
 */
export function editLog(db: Executor, actor: Pick<EditEntry, 'orgId' | 'userId'>, at: number) {
  const write = (action: EditEntry['action'], resource: AuditResource, resourceId: number | string, edit: Edit) =>
    auditEdit(db, { orgId: actor.orgId, userId: actor.userId, at, action, resource, resourceId, ...edit });
  return {
    created: (resource: AuditResource, id: number | string, after: object, secret?: readonly string[]) =>
      write('CREATE', resource, id, { after, secret }),
    updated: (
      resource: AuditResource,
      id: number | string,
      before: object,
      after: object,
      secret?: readonly string[],
    ) => write('UPDATE', resource, id, { before, after, secret }),
    deleted: (resource: AuditResource, id: number | string, before: object, secret?: readonly string[]) =>
      write('DELETE', resource, id, { before, secret }),
  };
}

type Edit = Pick<EditEntry, 'before' | 'after' | 'secret'>;
