import type { User } from '@comptoir/shared';
import { Dropdown } from 'primereact/dropdown';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwitchOrganization } from '../session';

export const ORG_PANEL_CLASS = 'org-switcher-panel';

interface OrgOption {
  orgId: number;
  label: string;
}

/** The organisations a user can switch to, current one included, each reading "name - orgId". */
export function organisationOptions(user: Pick<User, 'organization' | 'managedOrganizations'>): OrgOption[] {
  const orgs = [...user.managedOrganizations];
  if (!orgs.some((org) => org.orgId === user.organization.orgId)) {
    orgs.unshift({ orgId: user.organization.orgId, name: user.organization.name });
  }
  return orgs.map((org) => ({ orgId: org.orgId, label: `${org.name} - ${org.orgId}` }));
}

export function OrgSwitcher({ user }: { user: User }) {
  const { t } = useTranslation('nav');
  const switchOrg = useSwitchOrganization();
  const options = useMemo(() => organisationOptions(user), [user]);

  return (
    <Dropdown
      inputId="org-switcher"
      className="org-switcher"
      panelClassName={ORG_PANEL_CLASS}
      aria-label={t('switchOrg.label')}
      value={user.organization.orgId}
      options={options}
      optionLabel="label"
      optionValue="orgId"
      filter
      filterPlaceholder={t('switchOrg.filter')}
      emptyFilterMessage={t('switchOrg.empty')}
      disabled={switchOrg.isPending}
      dropdownIcon={switchOrg.isPending ? 'pi pi-spin pi-spinner' : 'pi pi-chevron-down'}
      onChange={(event) => {
        const orgId = Number(event.value);
        if (Number.isInteger(orgId) && orgId !== user.organization.orgId) switchOrg.mutate(orgId);
      }}
    />
  );
}
