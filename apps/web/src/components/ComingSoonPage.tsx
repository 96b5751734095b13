import { useTranslation } from 'react-i18next';
import type { NavItemId } from '../app/layout/navItems';
import { PlaceholderPage } from './PlaceholderPage';

/** The stand-in for pages that arrive with later issues. `titleKey` is a full i18n key, e.g. 'nav:items.users'. */
export function ComingSoonPage({ titleKey }: { titleKey: `nav:items.${NavItemId}` }) {
  const { t } = useTranslation(['common', 'nav']);
  const title = t(titleKey);
  return (
    <PlaceholderPage
      id="coming-soon"
      title={title}
      icon="pi pi-hourglass"
      heading={t('comingSoon.title')}
      text={t('comingSoon.text', { page: title })}
    />
  );
}
