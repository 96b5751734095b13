import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/session';
import { PageHeader } from '../../../components/PageHeader';
import { LoadState } from '../../../components/PageState';
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
    <div className="page website-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <LoadState
        ready={!!org.data && !!me.data}
        error={org.error ?? me.error}
        ability="ACCOUNT_WEBSITE"
        onRetry={() => void org.refetch()}
      >
        {() => (
          <div className="form-sections" key={org.data!.orgId}>
            <WebsiteOrgSection org={org.data!} />
            {me.data!.isSuperUser && <WebsiteFlagsSection />}
            <WebsiteImagesSection org={org.data!} />
          </div>
        )}
      </LoadState>
    </div>
  );
}
