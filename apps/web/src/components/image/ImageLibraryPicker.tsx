import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../ListCard';
import { QueryState } from '../PageState';
import { ImageGrid } from './ImageGrid';
import { imagesQueryOptions } from './library';
import { useShownImages } from './useShownImages';
import './images.css';

/**
 * Choose a picture of the image library, searched by name (every image field, the product's extra images). Mounted
 * while open: the library is loaded then, not with every form that offers it.
 */
export function ImageLibraryPicker({ onPick, onHide }: { onPick: (imageUrl: string) => void; onHide: () => void }) {
  const { t } = useTranslation('images');
  const images = useQuery(imagesQueryOptions());
  const [search, setSearch] = useState('');
  const { shown, hide } = useShownImages(images.data, search);

  return (
    <Dialog
      visible
      onHide={onHide}
      header={t('picker.title')}
      modal
      dismissableMask
      draggable={false}
      resizable={false}
      style={{ width: '48rem', maxWidth: 'calc(100vw - 2rem)' }}
      className="image-library-picker"
    >
      <SearchBox
        value={search}
        onChange={setSearch}
        placeholder={t('searchPlaceholder')}
        label={t('search')}
        className="image-library-picker__search"
      />
      <QueryState query={images} ability="ACCOUNT_IMAGE">
        {() =>
          shown.length > 0 ? (
            <ImageGrid
              images={shown}
              openLabel={(image) => t('picker.choose', { name: image.originalName })}
              onOpen={(image) => onPick(image.imageUrl ?? '')}
              onBroken={hide}
            />
          ) : (
            <p className="images-card__empty">{search ? t('noMatch', { search }) : t('empty')}</p>
          )
        }
      </QueryState>
    </Dialog>
  );
}
