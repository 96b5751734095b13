import type { OrganizationSettings } from '@comptoir/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { fieldError } from '../../../components/DialogErrorLine';
import { Field } from '../../../components/FormField';
import { FormSection } from '../../../components/form/FormSection';
import { ImageField } from '../../../components/ImageField';
import { errorMessage } from '../../../lib/api';
import { imageDraftOf, useUploadInProgress } from '../../images/upload';
import { useSaveWebsiteImages, type WebsiteImages } from '../api';
import { WebsiteSaveForm } from './WebsiteSaveForm';

const draftsOf = (org: OrganizationSettings): WebsiteImages => ({
  logo: imageDraftOf(org.logoImageUrl),
  banner: imageDraftOf(org.bannerImageUrl),
});

const IMAGES = [
  { key: 'logo', field: 'logoImageUrl' },
  { key: 'banner', field: 'bannerImageUrl' },
] as const;

/** Section 3: the website's logo and banner, each an address or an attached file, with their own Save. */
export function WebsiteImagesSection({ org }: { org: OrganizationSettings }) {
  const { t } = useTranslation('website');
  const save = useSaveWebsiteImages();
  const uploading = useUploadInProgress();
  const [images, setImages] = useState(() => draftsOf(org));
  const dirty = IMAGES.some(
    ({ key, field }) => images[key].file !== null || images[key].url.trim() !== (org[field] ?? ''),
  );

  const onSave = () => {
    if (uploading || save.isPending) return;
    save.mutate(images, {
      onSuccess: (saved) => {
        setImages(draftsOf(saved));
        toast.success(t('toast.imagesSuccess'));
      },
      onError: (error) => toast.error(t('toast.updateError', { message: errorMessage(error) })),
    });
  };

  return (
    <FormSection id="website-images" icon="pi pi-image" title={t('images.title')} description={t('images.description')}>
      <WebsiteSaveForm
        part="images"
        dirty={dirty}
        saving={save.isPending || uploading}
        onSave={onSave}
        error={save.error}
        state={uploading ? t('images.uploading') : undefined}
      >
        <div className="settings-grid">
          {IMAGES.map(({ key, field }) => {
            const id = `website-${key}`;
            const error = fieldError(save.error, field);
            return (
              <Field key={key} id={id} label={t(`images.${key}`)} error={error} className="settings-grid__wide">
                <ImageField
                  id={id}
                  value={images[key]}
                  onChange={(image) => setImages((c) => ({ ...c, [key]: image }))}
                  error={error}
                />
              </Field>
            );
          })}
        </div>
      </WebsiteSaveForm>
    </FormSection>
  );
}
