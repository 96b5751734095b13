import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataPage } from '../../../components/DataPage';
import { ImageGrid } from '../../../components/image/ImageGrid';
import { useShownImages } from '../../../components/image/useShownImages';
import { ListCard, useSearchParam } from '../../../components/ListCard';
import { pageTexts } from '../../../components/PageHeader';
import { useConfirmedDelete } from '../../../components/useConfirmedDelete';
import { deleteTexts } from '../../../components/useListDialogs';
import { type Image, useDeleteImage, useImages } from '../api';
import { ImageDropZone } from '../components/ImageDropZone';
import { ImagePreviewDialog } from '../components/ImagePreviewDialog';
import { useAddImages } from '../hooks/useAddImages';
import '../../../components/image/images.css';

/** /images (document 2 section 2): the image library, with search, add (drop or pick), preview and delete. */
export function ImagesPage() {
  const { t } = useTranslation('images');
  const images = useImages();
  const remove = useDeleteImage();
  const { add, progress, busy } = useAddImages();
  const [search, setSearch] = useSearchParam();
  const [preview, setPreview] = useState<Image | null>(null);
  const { shown, total, hide } = useShownImages(images.data, search);
  const fileInput = useRef<HTMLInputElement>(null);

  const deleting = useConfirmedDelete({
    mutation: remove,
    id: (image: Image) => image.imageId,
    ...deleteTexts(t, (image: Image) => ({ name: image.originalName })),
  });

  return (
    <DataPage
      {...pageTexts(t)}
      add={{ label: t('add'), loading: busy, onClick: () => fileInput.current?.click() }}
      query={images}
      ability="ACCOUNT_IMAGE"
      dialogs={
        <>
          <ImagePreviewDialog image={preview} onHide={() => setPreview(null)} />
          {deleting.dialog}
        </>
      }
    >
      {() => (
        <ListCard
          id="images-card"
          className="images-card"
          title={t('count', { count: total })}
          search={{ value: search, onChange: setSearch, placeholder: t('searchPlaceholder'), label: t('search') }}
        >
          <ImageDropZone progress={progress} onFiles={(files) => void add(files)} inputRef={fileInput}>
            {shown.length > 0 ? (
              <ImageGrid
                images={shown}
                openLabel={(image) => t('preview', { name: image.originalName })}
                onOpen={setPreview}
                onDelete={deleting.ask}
                onBroken={hide}
              />
            ) : (
              <p className="images-card__empty">{search ? t('noMatch', { search }) : t('empty')}</p>
            )}
          </ImageDropZone>
        </ListCard>
      )}
    </DataPage>
  );
}
