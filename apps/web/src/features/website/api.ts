/**
 * Website page calls (document 2 section 7): GET/POST /flags (super users only), and GET/PATCH /org through the
 * settings feature's organisation query (the same cached organisation).
 */
import {
  type CustomFlag,
  customFlagSchema,
  type OrganizationSettings,
  organizationSettingsSchema,
} from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type ImageDraft, resolveImageDraft } from '../../components/image/upload';
import { api } from '../../lib/api';
import { listQueryOptions, QUIET, resourceKeys } from '../../lib/resource';
import { orgKeys } from '../settings';
import type { FlagSaveItem } from './model';

export { useOrganization, useSaveOrganization } from '../settings';

export const flagKeys = resourceKeys('flags');

export const flagsQueryOptions = () =>
  queryOptions({ ...listQueryOptions(flagKeys.list(), '/flags', customFlagSchema), staleTime: 0 });

/** The flags, fetched only for a super user (document 2 section 2: nobody else reads them). */
export const useFlags = (enabled: boolean) => useQuery({ ...flagsQueryOptions(), enabled });

/** POST /flags with the whole list; the answer (stored flags and defaults) replaces the cached one. */
export function useSaveFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: FlagSaveItem[]) =>
      api('/flags', { method: 'POST', body: list, schema: z.array(customFlagSchema) }),
    meta: QUIET,
    onSuccess: (saved: CustomFlag[]) => queryClient.setQueryData(flagKeys.list(), saved),
  });
}

export interface WebsiteImages {
  logo: ImageDraft;
  banner: ImageDraft;
}

/** Section 3: attached files are uploaded first (an upload failure stops the save), then PATCH /org. */
export function useSaveWebsiteImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ logo, banner }: WebsiteImages) => {
      const body = { logoImageUrl: await resolveImageDraft(logo), bannerImageUrl: await resolveImageDraft(banner) };
      return api('/org', { method: 'PATCH', body, schema: organizationSettingsSchema });
    },
    meta: QUIET,
    onSuccess: (saved: OrganizationSettings) => queryClient.setQueryData(orgKeys.detail(), saved),
  });
}
