/** The image library (document 2 section 7): GET /image, DELETE /image/{id}, uploads through upload.ts. */
import { type Image, imageDeletedSchema, imageSchema } from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

export type { Image };

export const imageKeys = {
  all: ['images'] as const,
  list: () => [...imageKeys.all, 'list'] as const,
};

export const imagesQueryOptions = () =>
  queryOptions({
    queryKey: imageKeys.list(),
    queryFn: ({ signal }) => api('/image', { schema: z.array(imageSchema), signal }),
    // The page shows load errors itself (including "not allowed").
    meta: { errorToast: false },
  });

export const useImages = () => useQuery(imagesQueryOptions());

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => api(`/image/${imageId}`, { method: 'DELETE', schema: imageDeletedSchema }),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imageKeys.all }),
  });
}
