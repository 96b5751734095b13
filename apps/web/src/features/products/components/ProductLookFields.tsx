import type { Image } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../../components/ColorPicker';
import { Field } from '../../../components/FormField';
import { ImageField } from '../../../components/ImageField';
import { checkImageFile, IMAGE_ACCEPT, type ImageFileProblem } from '../../images/upload';
import type { ProductForm } from '../productForm';
import { Section } from './FormParts';
import { ImageLibraryDialog } from './ImageLibraryDialog';

export interface AttachedFiles {
  main: File | null;
  extra: File[];
}

/** Colour, main image (the shared image field) and extra images (addresses, files or library) of the product dialog. */
export function ProductLookFields({
  form,
  setForm,
  errors,
  files,
  setFiles,
  library,
  onRefused,
}: {
  form: ProductForm;
  setForm: (update: (f: ProductForm) => ProductForm) => void;
  errors: Record<string, string | undefined>;
  files: AttachedFiles;
  setFiles: (update: (f: AttachedFiles) => AttachedFiles) => void;
  library: Image[] | null;
  /** A chosen file that cannot be sent (not an image, over 2 MB): it is skipped. */
  onRefused: (problem: ImageFileProblem, fileName: string) => void;
}) {
  const { t } = useTranslation('products');
  const extraInput = useRef<HTMLInputElement>(null);
  const [extraUrl, setExtraUrl] = useState('');
  const [picking, setPicking] = useState(false);
  const accepted = (list: FileList | null) =>
    [...(list ?? [])].filter((file) => {
      const problem = checkImageFile(file);
      if (problem) onRefused(problem, file.name);
      return !problem;
    });
  const addExtraUrl = () => {
    const url = extraUrl.trim();
    if (url && !form.extraImages.includes(url)) setForm((f) => ({ ...f, extraImages: [...f.extraImages, url] }));
    setExtraUrl('');
  };

  return (
    <Section title={t('form.sections.look')}>
      <ColorPicker
        name="product-color"
        label={t('form.color')}
        palette="product"
        value={form.color}
        onChange={(color) => setForm((f) => ({ ...f, color }))}
      />
      <div className="form-grid">
        <Field id="product-image" label={t('form.imageUrl')} error={errors.imageUrl} className="form-grid__wide">
          <ImageField
            id="product-image"
            value={{ url: form.imageUrl, file: files.main }}
            onChange={(image) => {
              setFiles((f) => ({ ...f, main: image.file }));
              setForm((f) => ({ ...f, imageUrl: image.url }));
            }}
            error={errors.imageUrl}
          />
        </Field>
        <Field
          id="product-extra-image"
          label={t('form.extraImages')}
          error={errors.extraImageUrls}
          className="form-grid__wide"
        >
          <div className="image-field">
            <InputText
              id="product-extra-image"
              value={extraUrl}
              placeholder="https://…"
              onChange={(e) => setExtraUrl(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addExtraUrl();
                }
              }}
            />
            <Button type="button" icon="pi pi-plus" outlined aria-label={t('form.addExtra')} onClick={addExtraUrl} />
            <Button
              type="button"
              icon="pi pi-upload"
              outlined
              label={t('form.upload')}
              onClick={() => extraInput.current?.click()}
            />
            {library && (
              <Button
                type="button"
                icon="pi pi-images"
                outlined
                label={t('form.library')}
                onClick={() => setPicking(true)}
              />
            )}
          </div>
          {(form.extraImages.length > 0 || files.extra.length > 0) && (
            <ul className="extra-images">
              {form.extraImages.map((url) => (
                <li key={url} className="file-chip">
                  <span className="file-chip__text" title={url}>
                    {url}
                  </span>
                  <button
                    type="button"
                    aria-label={t('form.removeFile', { name: url })}
                    onClick={() => setForm((f) => ({ ...f, extraImages: f.extraImages.filter((u) => u !== url) }))}
                  >
                    <i className="pi pi-times" aria-hidden="true" />
                  </button>
                </li>
              ))}
              {files.extra.map((file) => (
                <li key={`${file.name}-${file.size}`} className="file-chip">
                  <i className="pi pi-paperclip" aria-hidden="true" />
                  <span className="file-chip__text">{t('form.attached', { name: file.name })}</span>
                  <button
                    type="button"
                    aria-label={t('form.removeFile', { name: file.name })}
                    onClick={() => setFiles((f) => ({ ...f, extra: f.extra.filter((x) => x !== file) }))}
                  >
                    <i className="pi pi-times" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Field>
      </div>
      <input
        ref={extraInput}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        className="sr-only"
        tabIndex={-1}
        data-testid="product-extra-files"
        onChange={(e) => {
          const chosen = accepted(e.target.files);
          if (chosen.length) setFiles((f) => ({ ...f, extra: [...f.extra, ...chosen] }));
          e.target.value = '';
        }}
      />
      {picking && library && (
        <ImageLibraryDialog
          images={library}
          onHide={() => setPicking(false)}
          onPick={(url) => {
            setForm((f) => (f.extraImages.includes(url) ? f : { ...f, extraImages: [...f.extraImages, url] }));
            setPicking(false);
          }}
        />
      )}
    </Section>
  );
}
