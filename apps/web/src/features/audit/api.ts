/** The audit trail (GET /audit), read only. */
import { type AuditQuery, auditPageSchema } from '@comptoir/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const auditKeys = {
  all: ['audit'] as const,
  page: (q: AuditQuery) => [...auditKeys.all, q] as const,
};

export const fetchAudit = (q: AuditQuery, signal?: AbortSignal) =>
  api(`/audit?${new URLSearchParams(q as Record<string, string>)}`, { schema: auditPageSchema, signal });

export const auditQueryOptions = (q: AuditQuery) =>
  queryOptions({ queryKey: auditKeys.page(q), queryFn: ({ signal }) => fetchAudit(q, signal) });

/** The page shows load errors itself (including "not allowed"); the previous page stays while the next loads. */
export const useAudit = (q: AuditQuery) =>
  useQuery({ ...auditQueryOptions(q), meta: { errorToast: false }, placeholderData: keepPreviousData });
