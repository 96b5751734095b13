import { isPreviewableImageUrl } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageLibraryPicker } from './image/ImageLibraryPicker';
import './image/images.css';
import { describedBy, Field } from './FormField';
import { acceptedImageFiles, IMAGE_ACCEPT, type ImageDraft } from './image/upload';

/**
 * The hidden file input of every image upload (open it with `inputRef.current?.click()`): image types only; a refused
 * file (not an image, over 2 MB) is skipped with its toast, `onFiles` gets the others.
 */
export function ImageFileInput({
  inputRef,
  testId,
  label,
  multiple = false,
  onFiles,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  testId: string;
  /** Its accessible name; without one it is hidden from screen readers (a visible button opens it). */
  label?: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={IMAGE_ACCEPT}
      multiple={multiple}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid={testId}
      onChange={(e) => {
        const files = acceptedImageFiles(e.target.files ?? []);
        e.target.value = '';
        if (files.length) onFiles(files);
      }}
    />
  );
}

/**
 * Where an image comes from, for every place that takes one: Upload (the file picker; files are checked at once, PNG,
 * JPEG, GIF or WebP, no SVG, 2 MB at most, a refused one is skipped with its toast) and Library (the picker). The
 * files go through components/image/upload (the one upload path) when the form is saved. Test id of the file input:
 * `<id>-file`.
 */
export function ImageSources({
  id,
  onFiles,
  onPick,
  multiple = false,
  library = true,
  disabled,
}: {
  id: string;
  onFiles: (files: File[]) => void;
  onPick: (url: string) => void;
  multiple?: boolean;
  /** Offer the library (false when this user may not read it). */
  library?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('images');
  const input = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const button = { type: 'button', size: 'small', outlined: true, disabled } as const;
  return (
    <>
      <Button {...button} icon="pi pi-upload" label={t('field.upload')} onClick={() => input.current?.click()} />
      {library && (
        <Button {...button} icon="pi pi-images" label={t('field.library')} onClick={() => setPicking(true)} />
      )}
      <ImageFileInput
        inputRef={input}
        testId={`${id}-file`}
        label={t('field.upload')}
        multiple={multiple}
        onFiles={onFiles}
      />
      {picking && (
        <ImageLibraryPicker
          onHide={() => setPicking(false)}
          onPick={(url) => {
            onPick(url);
            setPicking(false);
          }}
        />
      )}
    </>
  );
}

/**
 * The image field of every form (a labelled Field): an address typed in, a file attached (uploaded when the form is
 * saved) or a picture of the library, with its preview. The form holds an ImageDraft (`imageDraftSchema`).
 */
export function ImageField({
  id,
  label,
  hint,
  error,
  className,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  hint?: string;
  /** The field's error line; it also marks the address invalid. */
  error?: string;
  className?: string;
  value: ImageDraft;
  onChange: (value: ImageDraft) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('images');
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const fileUrl = useMemo(() => (value.file ? URL.createObjectURL(value.file) : null), [value.file]);
  useEffect(() => () => (fileUrl ? URL.revokeObjectURL(fileUrl) : undefined), [fileUrl]);
  // An address is previewed only when it names a picture (document 2 section 2).
  const preview = fileUrl ?? (isPreviewableImageUrl(value.url) ? value.url.trim() : null);

  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
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
              aria-describedby={describedBy(id, error, hint)}
              onChange={(e) => onChange({ url: e.target.value, file: null })}
            />
          )}
          <div className="image-picker-field__actions">
            <ImageSources
              id={id}
              disabled={disabled}
              onFiles={([file]) => onChange({ url: value.url, file: file ?? null })}
              onPick={(url) => onChange({ url, file: null })}
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
      </div>
    </Field>
  );
}
