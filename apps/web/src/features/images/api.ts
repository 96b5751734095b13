/** The images page's calls (document 2 section 7): the library (components/image/library.ts) and DELETE /image/{id}. */
import { imageDeletedSchema } from '@comptoir/shared';
import { useQuery } from '@tanstack/react-query';
import { imageKeys, imagesQueryOptions } from '../../components/image/library';
import { deleteAt, useChange } from '../../lib/resource';

export type { Image } from '../../components/image/library';

export const useImages = () => useQuery(imagesQueryOptions());

export const useDeleteImage = () =>
  useChange((imageId: number) => deleteAt(`/image/${imageId}`, imageDeletedSchema), imageKeys.all, { quiet: true });
