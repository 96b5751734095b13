import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { type DragEvent, type ReactNode, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageFileInput } from '../../../components/ImageField';
import type { AddProgress } from '../hooks/useAddImages';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Where images are added: drop files anywhere on it, or choose them with the file picker (several at once). The band
 * at the top says how; while files upload it shows the progress.
 */
export function ImageDropZone({
  progress,
  onFiles,
  inputRef,
  children,
}: {
  progress: AddProgress | null;
  onFiles: (files: File[]) => void;
  /** The hidden file input, for a button elsewhere on the page that opens the picker. */
  inputRef?: RefObject<HTMLInputElement | null>;
  children: ReactNode;
}) {
  const { t } = useTranslation('images');
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child: count them so the highlight does not flicker.
  const depth = useRef(0);

  const take = (files: ArrayLike<File> | null) => {
    if (files && files.length > 0 && !progress) onFiles(Array.from(files));
  };

  return (
    <div
      className={`image-drop${dragging ? ' image-drop--active' : ''}`}
      data-testid="image-drop-zone"
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current++;
        setDragging(true);
      }}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = progress ? 'none' : 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        depth.current = 0;
        setDragging(false);
        take(e.dataTransfer.files);
      }}
    >
      <div className="image-drop__band">
        {progress ? (
          <div className="image-drop__progress" role="status" aria-live="polite">
            <ProgressSpinner style={{ width: 28, height: 28 }} strokeWidth="5" />
            <span>{t('uploading', { done: progress.done, total: progress.total })}</span>
          </div>
        ) : (
          <>
            <i className="pi pi-cloud-upload image-drop__icon" aria-hidden="true" />
            <div className="image-drop__text">
              <strong>{t('drop.title')}</strong>
              <span className="image-drop__hint">{t('drop.hint')}</span>
            </div>
            <Button
              type="button"
              label={t('drop.choose')}
              icon="pi pi-folder-open"
              outlined
              size="small"
              onClick={() => input.current?.click()}
            />
          </>
        )}
        <ImageFileInput
          inputRef={input}
          testId="image-file-input"
          label={t('drop.choose')}
          multiple
          onFiles={(files) => take(files)}
        />
      </div>
      {children}
      {dragging && (
        <div className="image-drop__overlay" aria-hidden="true">
          <i className="pi pi-images" />
          <span>{t('drop.release')}</span>
        </div>
      )}
    </div>
  );
}
