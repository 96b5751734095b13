import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { errorMessage } from '../../../lib/api';
import { type Image, useDeleteImage, useImages } from '../api';
import { ImageDropZone } from '../components/ImageDropZone';
import { ImageGrid } from '../components/ImageGrid';
import { ImagePreviewDialog } from '../components/ImagePreviewDialog';
import { useAddImages } from '../hooks';
import '../images.css';

/** /images (document 2 section 2): the image library, with search, add (drop or pick), preview and delete. */
export function ImagesPage() {
  const { t } = useTranslation('images');
  const images = useImages();
  const remove = useDeleteImage();
  const { add, progress, busy } = useAddImages();
  // The search is part of the address, so a filtered library can be bookmarked or shared.
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [preview, setPreview] = useState<Image | null>(null);
  const [deleting, setDeleting] = useState<Image | null>(null);
  // Pictures that failed to load are hidden (document 2 section 8).
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const fileInput = useRef<HTMLInputElement>(null);

  const setSearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return (images.data ?? []).filter(
      (image) =>
        Boolean(image.imageUrl) &&
        !broken.has(image.imageId) &&
        (!needle || image.originalName.toLocaleLowerCase().includes(needle)),
    );
  }, [images.data, broken, search]);
  const total = (images.data ?? []).filter((i) => i.imageUrl && !broken.has(i.imageId)).length;

  const confirmDelete = () => {
    if (!deleting) return;
    const image = deleting;
    setDeleting(null);
    remove.mutate(image.imageId, {
      onSuccess: () => toast.success(t('toast.deleteSuccess', { name: image.originalName })),
      onError: (error) => toast.error(t('toast.deleteError', { reason: errorMessage(error) })),
    });
  };

  let content: React.ReactNode;
  if (images.isError) {
    content = <PageLoadError error={images.error} ability="ACCOUNT_IMAGE" onRetry={() => void images.refetch()} />;
  } else if (!images.data) {
    content = <PageLoading />;
  } else {
    content = (
      <section className="card images-card" aria-labelledby="images-card-title" data-testid="images-card">
        <header className="images-card__header">
          <h2 id="images-card-title" className="images-card__title">
            {t('count', { count: total })}
          </h2>
          <IconField iconPosition="left" className="images-card__search">
            <InputIcon className="pi pi-search" />
            <InputText
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('searchPlaceholder')}
              aria-label={t('search')}
            />
          </IconField>
        </header>
        <ImageDropZone progress={progress} onFiles={(files) => void add(files)} inputRef={fileInput}>
          {shown.length > 0 ? (
            <ImageGrid
              images={shown}
              onPreview={setPreview}
              onDelete={setDeleting}
              onBroken={(image) => setBroken((current) => new Set(current).add(image.imageId))}
            />
          ) : (
            <p className="images-card__empty">{search ? t('noMatch', { search }) : t('empty')}</p>
          )}
        </ImageDropZone>
      </section>
    );
  }

  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          images.data ? (
            <Button label={t('add')} icon="pi pi-plus" loading={busy} onClick={() => fileInput.current?.click()} />
          ) : null
        }
      />
      {content}
      <ImagePreviewDialog image={preview} onHide={() => setPreview(null)} />
      <ConfirmDeleteDialog
        message={deleting ? t('confirmDelete', { name: deleting.originalName }) : null}
        onConfirm={confirmDelete}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
