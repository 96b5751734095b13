import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../../components/ColorPicker';
import { AddOnEnterInput, Field } from '../../../components/FormField';
import { ImageField, ImageSources } from '../../../components/ImageField';
import { type ImageDraft, imageDraftOf } from '../../../components/image/draft';
import { type ProductFormParts, Section } from './FormParts';

/** Colour, main image (the shared image field) and extra images (addresses, files or library) of the product dialog. */
export function ProductLookFields({
  form,
  setForm,
  errors,
  library,
}: ProductFormParts & {
  /** The library may be read: its pictures are offered. */
  library: boolean;
}) {
  const { t } = useTranslation('products');
  const [extraUrl, setExtraUrl] = useState('');
  const addExtra = (drafts: ImageDraft[]) =>
    setForm((f) => {
      const fresh = drafts.filter((d) => d.file || (d.url && !f.extraImages.some((e) => e.url === d.url)));
      return fresh.length ? { ...f, extraImages: [...f.extraImages, ...fresh] } : f;
    });
  const addExtraUrl = () => {
    addExtra([imageDraftOf(extraUrl.trim())]);
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
      <div className="field-grid field-grid--three">
        <ImageField
          id="product-image"
          label={t('form.imageUrl')}
          value={form.image}
          onChange={(image) => setForm((f) => ({ ...f, image }))}
          error={errors.imageUrl}
          className="field-grid__wide"
        />
        <Field
          id="product-extra-image"
          label={t('form.extraImages')}
          error={errors.extraImageUrls}
          className="field-grid__wide"
        >
          <div className="image-field">
            <AddOnEnterInput
              id="product-extra-image"
              value={extraUrl}
              placeholder="https://…"
              onChange={(e) => setExtraUrl(e.target.value)}
              onEnter={addExtraUrl}
            />
            <Button type="button" icon="pi pi-plus" outlined aria-label={t('form.addExtra')} onClick={addExtraUrl} />
            <ImageSources
              id="product-extra-image"
              multiple
              library={library}
              onFiles={(files) => addExtra(files.map((file) => ({ url: '', file })))}
              onPick={(url) => addExtra([imageDraftOf(url)])}
            />
          </div>
          {form.extraImages.length > 0 && (
            <ul className="extra-images">
              {form.extraImages.map((draft) => {
                const name = draft.file?.name ?? draft.url;
                return (
                  <li key={draft.file ? `${name}-${draft.file.size}` : name} className="file-chip">
                    {draft.file && <i className="pi pi-paperclip" aria-hidden="true" />}
                    <span className="file-chip__text" title={name}>
                      {draft.file ? t('form.attached', { name }) : name}
                    </span>
                    <button
                      type="button"
                      aria-label={t('form.removeFile', { name })}
                      onClick={() => setForm((f) => ({ ...f, extraImages: f.extraImages.filter((d) => d !== draft) }))}
                    >
                      <i className="pi pi-times" aria-hidden="true" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </Field>
      </div>
    </Section>
  );
}
