import type { AuditEntry, AuditPage, auditQuerySchema } from '@comptoir/shared';
import type { z } from 'zod';
import { parseJson } from '../../db/database';
import type { OrgDb } from '../../lib/org-db';
import { recordLabels } from './audit.labels';
import { auditRepository as repo } from './audit.repository';

type ParsedQuery = z.output<typeof auditQuerySchema>;

/** Splits a stored `details` into the field changes of an edit and whatever else a reversal recorded. */
function splitDetails(text: string): Pick<AuditEntry, 'changes' | 'details'> {
  const parsed = parseJson<Record<string, unknown>>(text, {});
  const { changes, ...details } = parsed;
  const isChanges = changes !== null && typeof changes === 'object' && !Array.isArray(changes);
  return {
    changes: isChanges ? (changes as AuditEntry['changes']) : {},
    details: isChanges ? details : parsed,
  };
}

export const auditService = {
  async page(org: OrgDb, query: ParsedQuery): Promise<AuditPage> {
    const { page, size, ...filter } = query;
    const { rows, total } = await repo.page(org, filter, page * size, size);
    const labels = await recordLabels(
      org,
      rows.map((r) => ({ resource: r.entity, resourceId: r.entity_id })),
    );
    return {
      entries: rows.map((r) => ({
        id: r.id,
        at: Number(r.at),
        user: r.user_id === null ? null : { userId: r.user_id, username: r.username ?? `#${r.user_id}` },
        action: r.action,
        resource: r.entity,
        resourceId: r.entity_id,
        label: labels.get(`${r.entity}:${r.entity_id}`) ?? null,
        ...splitDetails(r.details),
      })),
      totalRecords: total,
      page,
      size,
    };
  },
};
