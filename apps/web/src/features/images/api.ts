/** The image library (document 2 section 7): GET /image, DELETE /image/{id}, uploads through upload.ts. */
import { type Image, imageDeletedSchema, imageSchema } from '@comptoir/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, orNull } from '../../lib/api';
import { deleteAt, listQueryOptions, QUIET, resourceKeys, useChange } from '../../lib/resource';

export type { Image };

/** `library`: the library as the product screens pick from it; null when this user may not read it. */
export const imageKeys = resourceKeys('images', 'library');

export const imagesQueryOptions = () => listQueryOptions(imageKeys.list(), '/image', imageSchema);

export const useImages = () => useQuery(imagesQueryOptions());

export const imageLibraryQueryOptions = () =>
  queryOptions({
    queryKey: imageKeys.library(),
    queryFn: ({ signal }): Promise<Image[] | null> =>
      orNull(() => api('/image', { schema: z.array(imageSchema), signal })),
    meta: QUIET,
  });

export const useDeleteImage = () =>
  useChange((imageId: number) => deleteAt(`/image/${imageId}`, imageDeletedSchema), imageKeys.all, { quiet: true });
