import { useMemo, useState } from 'react';
import type { Image } from './library';

/**
 * The pictures of the library a screen shows (the library page, the picker): those with an address that did not fail
 * to load (document 2 section 8), filtered by name. `total` counts them before the search; `hide` drops a broken one.
 */
export function useShownImages(images: readonly Image[] | undefined, search: string) {
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  return useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    const loadable = (images ?? []).filter((image) => Boolean(image.imageUrl) && !broken.has(image.imageId));
    return {
      shown: needle ? loadable.filter((image) => image.originalName.toLocaleLowerCase().includes(needle)) : loadable,
      total: loadable.length,
      hide: (image: Image) => setBroken((current) => new Set(current).add(image.imageId)),
    };
  }, [images, broken, search]);
}
