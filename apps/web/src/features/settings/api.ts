/** Organisation settings calls (document 1 section 7): GET /org and PATCH /org (the ticket logo uploaded first). */
import { type OrganizationSettings, organizationSettingsSchema } from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { resolveImageDraft } from '../../components/image/upload';
import { api, orNull } from '../../lib/api';
import { invalidateDependents } from '../../lib/invalidation';

export const orgKeys = {
  all: ['org'] as const,
  detail: () => [...orgKeys.all, 'detail'] as const,
  onlineOrderOpen: () => [...orgKeys.all, 'online-order-open'] as const,
};

export const organizationQueryOptions = () =>
  queryOptions({
    queryKey: orgKeys.detail(),
    queryFn: ({ signal }) => api('/org', { schema: organizationSettingsSchema, signal }),
    // The page shows load errors itself (including "not allowed").
    meta: { errorToast: false },
    // Loaded afresh on every visit of the page (document 1 section 2: "loads the organisation on entry").
    staleTime: 0,
  });

export function useOrganization() {
  return useQuery(organizationQueryOptions());
}

export interface SaveSettings {
  changes: Partial<OrganizationSettings>;
  /** An attached ticket logo, uploaded (into the image library) before the changes are sent. */
  logo: File | null;
}

/** Saves the settings: the logo first (if attached; a failed upload stops the save), then the changed fields. */
export function useSaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ changes, logo }: SaveSettings) => {
      const body = logo
        ? { ...changes, ticketLogoImageUrl: await resolveImageDraft({ url: '', file: logo }) }
        : changes;
      return api('/org', { method: 'PATCH', body, schema: organizationSettingsSchema });
    },
    // The page shows its own toast with the field errors.
    meta: { errorToast: false },
    onSuccess: (saved) => {
      queryClient.setQueryData(orgKeys.detail(), saved);
      void queryClient.invalidateQueries({ queryKey: orgKeys.onlineOrderOpen() });
      // The navigation shows the organisation name (lib/invalidation.ts).
      void invalidateDependents(queryClient, 'org');
    },
  });
}

/** Whether online ordering is open (GET /org, ACCOUNTS_SETTINGS): the groups' web-visibility column needs it. */
export const onlineOrderOpenQueryOptions = () =>
  queryOptions({
    queryKey: orgKeys.onlineOrderOpen(),
    queryFn: async ({ signal }) =>
      (await orNull(() => api('/org', { schema: z.object({ onlineOrderOpen: z.boolean() }), signal })))
        ?.onlineOrderOpen ?? false,
    meta: { errorToast: false },
    staleTime: 60_000,
  });

export const useOnlineOrderOpen = () => useQuery(onlineOrderOpenQueryOptions());
