/**
 * External integrations (document 3 section 7): GET/POST /integrations, PATCH/DELETE /integrations/{id}; the users
 * the dialog offers (GET /integrations/users) and the connection test (POST /integrations/{id}/test).
 */
import {
  connectionTestSchema,
  type Integration,
  type IntegrationBodyInput,
  integrationDeletedSchema,
  integrationSchema,
  integrationUserChoiceSchema,
} from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

export type { Integration };

export const integrationKeys = {
  all: ['integrations'] as const,
  list: () => [...integrationKeys.all, 'list'] as const,
  users: () => [...integrationKeys.all, 'users'] as const,
};

export const integrationsQueryOptions = () =>
  queryOptions({
    queryKey: integrationKeys.list(),
    queryFn: ({ signal }) => api('/integrations', { schema: z.array(integrationSchema), signal }),
    // The page shows load errors itself (including "not allowed").
    meta: { errorToast: false },
  });
export const useIntegrations = () => useQuery(integrationsQueryOptions());

/** The users an integration may be assigned to (ADMIN_INTEGRATION is enough, unlike GET /user). */
export const useIntegrationUsers = () =>
  useQuery({
    queryKey: integrationKeys.users(),
    queryFn: ({ signal }) => api('/integrations/users', { schema: z.array(integrationUserChoiceSchema), signal }),
  });

/** POST (no id) or PATCH (an id). Errors: in the dialog. */
export function useSaveIntegration(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntegrationBodyInput) =>
      id === null
        ? api('/integrations', { method: 'POST', body, schema: integrationSchema })
        : api(`/integrations/${id}`, { method: 'PATCH', body, schema: integrationSchema }),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}

export function useDeleteIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/integrations/${id}`, { method: 'DELETE', schema: integrationDeletedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}

/** Tries the saved address; the card shows the answer. */
export function useTestIntegration() {
  return useMutation({
    mutationFn: (id: number) => api(`/integrations/${id}/test`, { method: 'POST', schema: connectionTestSchema }),
  });
}
