import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { Image } from '../api';

/** The picture at a readable size, with its address (to paste into a product, for instance). */
export function ImagePreviewDialog({ image, onHide }: { image: Image | null; onHide: () => void }) {
  const { t } = useTranslation('images');
  const copy = async () => {
    if (!image?.imageUrl) return;
    try {
      await navigator.clipboard.writeText(image.imageUrl);
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  return (
    <Dialog
      visible={image !== null}
      onHide={onHide}
      header={image?.originalName}
      modal
      dismissableMask
      draggable={false}
      resizable={false}
      style={{ width: '52rem', maxWidth: 'calc(100vw - 2rem)' }}
      className="library-preview"
    >
      {image && (
        <div className="library-preview__body">
          <div className="library-preview__frame">
            <img src={image.imageUrl ?? ''} alt={image.originalName} />
          </div>
          <div className="library-preview__address">
            <label htmlFor="library-preview-url">{t('address')}</label>
            <div className="library-preview__address-row">
              <InputText
                id="library-preview-url"
                value={image.imageUrl ?? ''}
                readOnly
                onFocus={(e) => e.target.select()}
              />
              <Button type="button" icon="pi pi-copy" label={t('copy')} outlined onClick={() => void copy()} />
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}
