/**
 * The image library (document 2 section 7) as every image field reads it: GET /image. The images page adds its
 * changes (features/images/api.ts); uploads go through upload.ts.
 */
import { type Image, imageSchema } from '@comptoir/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, orNull } from '../../lib/api';
import { listQueryOptions, QUIET, resourceKeys } from '../../lib/resource';

export type { Image };

/** `library`: the library as the product screens pick from it; null when this user may not read it. */
export const imageKeys = resourceKeys('images', 'library');

export const imagesQueryOptions = () => listQueryOptions(imageKeys.list(), '/image', imageSchema);

export const imageLibraryQueryOptions = () =>
  queryOptions({
    queryKey: imageKeys.library(),
    queryFn: ({ signal }): Promise<Image[] | null> =>
      orNull(() => api('/image', { schema: z.array(imageSchema), signal })),
    meta: QUIET,
  });
