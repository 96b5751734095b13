import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/session';
import { DataPage } from '../../../components/DataPage';
import { pageTexts } from '../../../components/PageHeader';
import { useOrganization } from '../api';
import { WebsiteFlagsSection } from '../components/WebsiteFlagsSection';
import { WebsiteImagesSection } from '../components/WebsiteImagesSection';
import { WebsiteOrgSection } from '../components/WebsiteOrgSection';
import '../website.css';

/**
 * /website (document 2 section 2): the organisation's website settings, the custom flags (super users only: the
 * section is not rendered and the flags are not fetched for anyone else) and the logo and banner. Each section saves
 * on its own.
 */
export function WebsitePage() {
  const { t } = useTranslation('website');
  const org = useOrganization();
  const me = useCurrentUser();
  return (
    <DataPage {...pageTexts(t)} className="website-page" query={org} ready={!!me.data} ability="ACCOUNT_WEBSITE">
      {(settings) => (
        <div className="form-sections" key={settings.orgId}>
          <WebsiteOrgSection org={settings} />
          {me.data?.isSuperUser && <WebsiteFlagsSection />}
          <WebsiteImagesSection org={settings} />
        </div>
      )}
    </DataPage>
  );
}
