/** Organisation creation (document 1 section 7): POST /org/create, then the switch to the new organisation. */
import {
  type CreateOrganizationInput,
  createOrganizationResponseSchema,
  switchOrgResponseSchema,
} from '@comptoir/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { setToken } from '../../lib/session';

export function useCreateOrganization() {
  return useMutation({
    mutationFn: (body: CreateOrganizationInput) =>
      api('/org/create', { method: 'POST', body, schema: createOrganizationResponseSchema }),
    // The page logs the failure and shows its own toast.
    meta: { errorToast: false },
  });
}

/**
 * Switches the session to the new organisation and opens its settings with a full reload, so the whole shell
 * (navigation, organisation name, cached data) belongs to the new organisation.
 */
export async function switchToOrganization(orgId: number): Promise<void> {
  const { token } = await api(`/user/multiorg/switch/${orgId}`, { method: 'POST', schema: switchOrgResponseSchema });
  setToken(token);
  window.location.assign('/settings');
}
