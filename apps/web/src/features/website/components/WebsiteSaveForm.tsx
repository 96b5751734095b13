import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveForm } from '../../../components/form/FormSection';

/** One part of the website page with its own Save (org, flags, images): the shared SaveForm with the page's texts. */
export function WebsiteSaveForm({
  part,
  ...props
}: { part: 'org' | 'flags' | 'images' } & Omit<ComponentProps<typeof SaveForm>, 'id' | 'labels'>) {
  const { t } = useTranslation('website');
  const labels = { save: t('save'), saveLabel: t(`${part}.save`), unsaved: t('unsaved'), upToDate: t('upToDate') };
  return <SaveForm id={`website-${part}`} labels={labels} {...props} />;
}
