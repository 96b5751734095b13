import { imageThumbnailUrl } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../ListCard';
import type { Image } from './library';

/**
 * The library as a grid of pictures with their original names: a click on a picture opens it (the library page's
 * preview) or picks it (the picker); `onDelete` adds a bin to each tile. A picture that fails to load is hidden.
 */
export function ImageGrid({
  images,
  openLabel,
  onOpen,
  onDelete,
  onBroken,
}: {
  images: Image[];
  /** The picture button's accessible name. */
  openLabel: (image: Image) => string;
  onOpen: (image: Image) => void;
  onDelete?: (image: Image) => void;
  onBroken: (image: Image) => void;
}) {
  const { t } = useTranslation('images');
  return (
    <ul className="image-grid" aria-label={t('title')}>
      {images.map((image) => (
        <li key={image.imageId} className="image-tile" data-testid="image-tile">
          <button
            type="button"
            className="image-tile__picture"
            onClick={() => onOpen(image)}
            aria-label={openLabel(image)}
          >
            <img src={imageThumbnailUrl(image.imageUrl ?? '')} alt="" loading="lazy" onError={() => onBroken(image)} />
          </button>
          <div className="image-tile__footer">
            <span className="image-tile__name" title={image.originalName}>
              {image.originalName}
            </span>
            {onDelete && (
              <RowActions
                actions={[
                  {
                    icon: 'pi pi-trash',
                    label: t('delete', { name: image.originalName }),
                    danger: true,
                    onClick: () => onDelete(image),
                  },
                ]}
              />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
