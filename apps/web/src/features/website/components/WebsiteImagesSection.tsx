import type { OrganizationSettings } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { FormSection } from '../../../components/form/FormSection';
import { useSaveForm } from '../../../components/form/useDialogForm';
import { ImageField } from '../../../components/ImageField';
import { imageDraftOf, imageDraftSchema } from '../../../components/image/draft';
import { useUploadInProgress } from '../../../components/image/upload';
import { errorMessage } from '../../../lib/api';
import { useSaveWebsiteImages } from '../api';
import { WebsiteSaveForm } from './WebsiteSaveForm';

const imagesFormSchema = z.object({ logo: imageDraftSchema, banner: imageDraftSchema });

const draftsOf = (org: OrganizationSettings) => ({
  logo: imageDraftOf(org.logoImageUrl),
  banner: imageDraftOf(org.bannerImageUrl),
});

const IMAGES = [
  { key: 'logo', field: 'logoImageUrl' },
  { key: 'banner', field: 'bannerImageUrl' },
] as const;

/** Section 3: the website's logo and banner, each an address, an attached file or a library picture, with their own Save. */
export function WebsiteImagesSection({ org }: { org: OrganizationSettings }) {
  const { t } = useTranslation('website');
  const uploading = useUploadInProgress();
  const { values, set, errorOf, save } = useSaveForm(imagesFormSchema, draftsOf(org), {
    mutation: useSaveWebsiteImages(),
    success: () => t('toast.imagesSuccess'),
    onError: (error) => toast.error(t('toast.updateError', { message: errorMessage(error) })),
    reset: draftsOf,
  });

  return (
    <FormSection id="website-images" icon="pi pi-image" title={t('images.title')} description={t('images.description')}>
      <WebsiteSaveForm
        part="images"
        {...save}
        saving={save.saving || uploading}
        state={uploading ? t('images.uploading') : undefined}
      >
        <div className="field-grid">
          {IMAGES.map(({ key, field }) => (
            <ImageField
              key={key}
              id={`website-${key}`}
              label={t(`images.${key}`)}
              value={values[key]}
              onChange={(image) => set(key, image)}
              error={errorOf(key, field)}
              className="field-grid__wide"
            />
          ))}
        </div>
      </WebsiteSaveForm>
    </FormSection>
  );
}
