import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/session';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoading, PageNotAllowed, StateCard } from '../../../components/PageState';
import { useIsPhone, useMediaQuery } from '../../../lib/useMediaQuery';
import { MenuOrganiser } from '../components/MenuOrganiser';
import '../menu.css';

/** Document 2 section 9: the narrow-screen threshold (768 px). */
const NARROW_QUERY = '(max-width: 767.98px)';

/**
 * /menu (document 2 section 2, "Menu page"): the menu organiser, for super users only (section 6), hidden on phones.
 * The navigation hides it on phones; opened there anyway (a link, a bookmark) it says so first, and "open anyway" shows
 * it with the group column collapsed, as the spec wants under 768 px (docs/decisions.md "Menu organiser").
 */
// Not a DataPage: super users only, with a phone notice first; the organiser loads its two lists itself.
export function MenuPage() {
  const { t } = useTranslation('menu');
  const me = useCurrentUser();
  const isPhone = useIsPhone();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [phoneAnyway, setPhoneAnyway] = useState(false);

  if (!me.data) {
    return (
      <div className="page">
        <PageHeader title={t('title')} />
        <PageLoading />
      </div>
    );
  }
  if (!me.data.isSuperUser) {
    return (
      <div className="page">
        <PageHeader title={t('title')} />
        <PageNotAllowed ability="SUPER_USER" />
      </div>
    );
  }
  if (isPhone && !phoneAnyway) {
    return (
      <div className="page">
        <PageHeader title={t('title')} />
        <StateCard icon="pi pi-desktop" tone="muted" data-testid="menu-phone">
          <Message severity="info" text={t('phone.text')} />
          <Button label={t('phone.anyway')} outlined size="small" onClick={() => setPhoneAnyway(true)} />
        </StateCard>
      </div>
    );
  }
  return <MenuOrganiser startCollapsed={narrow} />;
}
