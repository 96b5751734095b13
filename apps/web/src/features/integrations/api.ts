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
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { deleteAt, listQueryOptions, resourceKeys, saveAt, useChange } from '../../lib/resource';

export type { Integration };

export const integrationKeys = resourceKeys('integrations', 'users');

export const integrationsQueryOptions = () =>
  listQueryOptions(integrationKeys.list(), '/integrations', integrationSchema);
export const useIntegrations = () => useQuery(integrationsQueryOptions());

/** The users an integration may be assigned to (ADMIN_INTEGRATION is enough, unlike GET /user). */
export const useIntegrationUsers = () =>
  useQuery({
    ...listQueryOptions(integrationKeys.users(), '/integrations/users', integrationUserChoiceSchema),
    meta: undefined,
  });

/** POST (no id) or PATCH (an id). Errors: in the dialog. */
export const useSaveIntegration = (id: number | null) =>
  useChange((body: IntegrationBodyInput) => saveAt('/integrations', id, body, integrationSchema), integrationKeys.all, {
    quiet: true,
  });

export const useDeleteIntegration = () =>
  useChange((id: number) => deleteAt(`/integrations/${id}`, integrationDeletedSchema), integrationKeys.all);

/** Tries the saved address; the card shows the answer. */
export function useTestIntegration() {
  return useMutation({
    mutationFn: (id: number) => api(`/integrations/${id}/test`, { method: 'POST', schema: connectionTestSchema }),
  });
}
