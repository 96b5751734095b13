import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { imagesQueryOptions } from '../api';
import '../images.css';

/** Choose a picture of the image library; pictures that fail to load are hidden. */
export function ImageLibraryPicker({
  visible,
  onPick,
  onHide,
}: {
  visible: boolean;
  onPick: (imageUrl: string) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation('images');
  // Loaded when the picker opens, not with every form that offers it.
  const images = useQuery({ ...imagesQueryOptions(), enabled: visible });
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const shown = (images.data ?? []).filter((i) => i.imageUrl && !broken.has(i.imageId));

  let body: React.ReactNode;
  if (images.isError) {
    body = <PageLoadError error={images.error} ability="ACCOUNT_IMAGE" onRetry={() => void images.refetch()} />;
  } else if (!images.data) {
    body = <PageLoading />;
  } else if (shown.length === 0) {
    body = <p className="images-card__empty">{t('empty')}</p>;
  } else {
    body = (
      <ul className="image-grid" aria-label={t('picker.title')}>
        {shown.map((image) => (
          <li key={image.imageId} className="image-tile">
            <button
              type="button"
              className="image-tile__picture"
              aria-label={t('picker.choose', { name: image.originalName })}
              onClick={() => onPick(image.imageUrl ?? '')}
            >
              <img
                src={image.imageUrl ?? ''}
                alt=""
                loading="lazy"
                onError={() => setBroken((current) => new Set(current).add(image.imageId))}
              />
            </button>
            <div className="image-tile__footer">
              <span className="image-tile__name" title={image.originalName}>
                {image.originalName}
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={t('picker.title')}
      modal
      dismissableMask
      draggable={false}
      resizable={false}
      style={{ width: '48rem', maxWidth: 'calc(100vw - 2rem)' }}
      className="image-library-picker"
    >
      {body}
    </Dialog>
  );
}
