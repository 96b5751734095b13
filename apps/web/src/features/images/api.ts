/** The image library (document 2 section 7): GET /image, DELETE /image/{id}, uploads through upload.ts. */
import { type Image, imageDeletedSchema, imageSchema } from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, orNull } from '../../lib/api';

export type { Image };

export const imageKeys = {
  all: ['images'] as const,
  list: () => [...imageKeys.all, 'list'] as const,
  /** The library as the product screens pick from it; null when this user may not read it. */
  library: () => [...imageKeys.all, 'library'] as const,
};

export const imagesQueryOptions = () =>
  queryOptions({
    queryKey: imageKeys.list(),
    queryFn: ({ signal }) => api('/image', { schema: z.array(imageSchema), signal }),
    // The page shows load errors itself (including "not allowed").
    meta: { errorToast: false },
  });

export const useImages = () => useQuery(imagesQueryOptions());

export const imageLibraryQueryOptions = () =>
  queryOptions({
    queryKey: imageKeys.library(),
    queryFn: ({ signal }): Promise<Image[] | null> =>
      orNull(() => api('/image', { schema: z.array(imageSchema), signal })),
    meta: { errorToast: false },
  });

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => api(`/image/${imageId}`, { method: 'DELETE', schema: imageDeletedSchema }),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imageKeys.all }),
  });
}
