import type { Image } from '@comptoir/shared';
import { Dialog } from 'primereact/dialog';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fold } from '../model';
import '../image-library.css';

/** Choose a picture of the organisation's image library; images without an address or failing to load are hidden. */
export function ImageLibraryDialog({
  images,
  onPick,
  onHide,
}: {
  images: Image[];
  onPick: (url: string) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation('products');
  const [search, setSearch] = useState('');
  const [broken, setBroken] = useState<Set<number>>(new Set());
  const q = fold(search.trim());
  const shown = images.filter((i) => i.imageUrl && !broken.has(i.imageId) && (!q || fold(i.originalName).includes(q)));
  return (
    <Dialog
      visible
      onHide={onHide}
      header={t('library.title')}
      modal
      draggable={false}
      style={{ width: '44rem', maxWidth: 'calc(100vw - 2rem)' }}
    >
      <IconField iconPosition="left" className="library__search">
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={search}
          autoFocus
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('library.search')}
          aria-label={t('library.search')}
        />
      </IconField>
      {shown.length === 0 ? (
        <p className="library__empty">{t('library.empty')}</p>
      ) : (
        <ul className="library__grid">
          {shown.map((image) => (
            <li key={image.imageId}>
              <button
                type="button"
                className="library__item"
                onClick={() => onPick(image.imageUrl ?? '')}
                aria-label={t('library.choose', { name: image.originalName })}
              >
                <img
                  src={image.imageUrl ?? ''}
                  alt=""
                  loading="lazy"
                  onError={() => setBroken((b) => new Set(b).add(image.imageId))}
                />
                <span className="library__name">{image.originalName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
