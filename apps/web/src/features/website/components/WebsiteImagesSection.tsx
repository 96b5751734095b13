import type { OrganizationSettings } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { DialogErrorLine, fieldError } from '../../../components/DialogErrorLine';
import { Field } from '../../../components/FormField';
import { ImageField } from '../../../components/ImageField';
import { errorMessage } from '../../../lib/api';
import { imageDraftOf, useUploadInProgress } from '../../images/upload';
import { Section } from '../../settings/components/fields';
import { useSaveWebsiteImages, type WebsiteImages } from '../api';

const draftsOf = (org: OrganizationSettings): WebsiteImages => ({
  logo: imageDraftOf(org.logoImageUrl),
  banner: imageDraftOf(org.bannerImageUrl),
});

/** Section 3: the website's logo and banner, each an address or an attached file, with their own Save. */
export function WebsiteImagesSection({ org }: { org: OrganizationSettings }) {
  const { t } = useTranslation('website');
  const save = useSaveWebsiteImages();
  const uploading = useUploadInProgress();
  const [images, setImages] = useState(() => draftsOf(org));
  const dirty =
    images.logo.file !== null ||
    images.banner.file !== null ||
    images.logo.url.trim() !== (org.logoImageUrl ?? '') ||
    images.banner.url.trim() !== (org.bannerImageUrl ?? '');

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
  const logoError = fieldError(save.error, 'logoImageUrl');
  const bannerError = fieldError(save.error, 'bannerImageUrl');

  return (
    <Section id="website-images" icon="pi pi-image" title={t('images.title')} description={t('images.description')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        <div className="settings-grid">
          <Field id="website-logo" label={t('images.logo')} error={logoError} className="settings-grid__wide">
            <ImageField
              id="website-logo"
              value={images.logo}
              onChange={(logo) => setImages((c) => ({ ...c, logo }))}
              error={logoError}
            />
          </Field>
          <Field id="website-banner" label={t('images.banner')} error={bannerError} className="settings-grid__wide">
            <ImageField
              id="website-banner"
              value={images.banner}
              onChange={(banner) => setImages((c) => ({ ...c, banner }))}
              error={bannerError}
            />
          </Field>
        </div>
        <DialogErrorLine error={save.error} />
        <div className="website-savebar">
          <span className="settings-savebar__state" aria-live="polite">
            {uploading ? t('images.uploading') : dirty ? t('unsaved') : t('upToDate')}
          </span>
          <Button
            type="submit"
            icon="pi pi-save"
            label={t('save')}
            aria-label={t('images.save')}
            loading={save.isPending || uploading}
            disabled={save.isPending || uploading}
            data-testid="website-images-save"
          />
        </div>
      </form>
    </Section>
  );
}
