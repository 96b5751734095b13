import { isPreviewableImageUrl } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ImageLibraryPicker } from '../features/images/components/ImageLibraryPicker';
import '../features/images/images.css';
import { checkImageFile, IMAGE_ACCEPT, type ImageDraft, imageFileProblemMessage } from '../features/images/upload';

/**
 * The image field of every form: an address typed in, a file attached (uploaded when the form is saved, through
 * features/images/upload, the one upload path) or a picture of the library. Files are checked at once: PNG, JPEG,
 * GIF or WebP (no SVG), 2 MB at most ('The file exceeds the 2MB size limit').
 */
export function ImageField({
  id,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  value: ImageDraft;
  onChange: (value: ImageDraft) => void;
  /** Marks the address invalid; the message itself is the surrounding Field's error line. */
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('images');
  const input = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const fileUrl = useMemo(() => (value.file ? URL.createObjectURL(value.file) : null), [value.file]);
  useEffect(() => () => (fileUrl ? URL.revokeObjectURL(fileUrl) : undefined), [fileUrl]);
  // An address is previewed only when it names a picture (document 2 section 2).
  const preview = fileUrl ?? (isPreviewableImageUrl(value.url) ? value.url.trim() : null);

  const attach = (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(imageFileProblemMessage(problem, file.name));
      return;
    }
    onChange({ url: value.url, file });
  };

  return (
    <div className="image-picker-field">
      <div className="image-picker-field__thumb" data-testid={`${id}-preview`} data-preview={preview ?? ''}>
        {preview && preview !== brokenUrl ? (
          <img src={preview} alt="" onError={() => setBrokenUrl(preview)} />
        ) : (
          <i className="pi pi-image" aria-hidden="true" />
        )}
      </div>
      <div className="image-picker-field__main">
        {value.file ? (
          <span className="image-picker-field__file" title={value.file.name} data-testid={`${id}-attached`}>
            <i className="pi pi-paperclip" aria-hidden="true" /> {t('field.attached', { name: value.file.name })}
          </span>
        ) : (
          <InputText
            id={id}
            value={value.url}
            placeholder={t('field.urlPlaceholder')}
            maxLength={1000}
            disabled={disabled}
            invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => onChange({ url: e.target.value, file: null })}
          />
        )}
        <div className="image-picker-field__actions">
          <Button
            type="button"
            icon="pi pi-upload"
            label={t('field.upload')}
            size="small"
            outlined
            disabled={disabled}
            onClick={() => input.current?.click()}
          />
          <Button
            type="button"
            icon="pi pi-images"
            label={t('field.library')}
            size="small"
            outlined
            disabled={disabled}
            onClick={() => setPicking(true)}
          />
          {(value.file || value.url) && (
            <Button
              type="button"
              icon="pi pi-times"
              label={t('field.remove')}
              size="small"
              text
              severity="secondary"
              disabled={disabled}
              onClick={() => onChange({ url: '', file: null })}
            />
          )}
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('field.upload')}
        data-testid={`${id}-file`}
        onChange={(e) => {
          attach(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <ImageLibraryPicker
        visible={picking}
        onHide={() => setPicking(false)}
        onPick={(url) => {
          onChange({ url, file: null });
          setPicking(false);
        }}
      />
    </div>
  );
}
