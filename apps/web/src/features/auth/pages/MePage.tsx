import { ABILITY_GROUPS, type AbilityGroup } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/session';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/format';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { ChangePincodeDialog } from '../components/ChangePincodeDialog';
import '../me.css';

/**
 * /me: the signed-in user's own page: who they are, their permissions in words, the organisations they may work in,
 * and changing their own password and PIN.
 */
// Not a DataPage: the signed-in user, already loaded by the console layout; its dialogs change it.
export function MePage() {
  const { t } = useTranslation(['auth', 'nav', 'users']);
  const { data: user } = useCurrentUser();
  const [dialog, setDialog] = useState<'password' | 'pin' | null>(null);
  if (!user) return null;

  const rows: Array<[string, string]> = [
    [t('me.username'), user.username],
    [t('me.type'), t(`nav:userTypes.${user.type}`)],
    [t('me.organisation'), `${user.organization.name} - ${user.organization.orgId}`],
    [t('me.since'), formatDate(user.creationTimestamp)],
    [t('me.pin.row'), user.hasPincode ? t('me.pin.set') : t('me.pin.notSet')],
  ];
  const holdsAll = user.type === 'ADMIN' || user.type === 'SUPER_USER';
  const held = new Set<string>(user.abilities);
  const groups = (Object.keys(ABILITY_GROUPS) as AbilityGroup[])
    .map((group) => ({ group, codes: ABILITY_GROUPS[group].filter((code) => held.has(code)) }))
    .filter((g) => g.codes.length > 0);

  return (
    <div className="page">
      <PageHeader title={t('nav:pages.me')} subtitle={t('me.subtitle')} />
      <div className="me">
        <MeCard id="me-profile" testId="me-profile" title={t('me.profile')}>
          <dl className="details">
            {rows.map(([label, value]) => (
              <div key={label} className="details__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="me__actions">
            <Button
              type="button"
              label={t('me.password.open')}
              icon="pi pi-key"
              outlined
              onClick={() => setDialog('password')}
            />
            <Button
              type="button"
              label={user.hasPincode ? t('me.pin.changeTitle') : t('me.pin.setTitle')}
              icon="pi pi-th-large"
              outlined
              onClick={() => setDialog('pin')}
            />
          </div>
        </MeCard>

        <MeCard id="me-abilities" testId="me-abilities" title={t('me.abilities')}>
          {holdsAll ? (
            <p className="me__text">
              <Tag value={t('me.allAbilities')} severity="success" /> {t('me.allAbilitiesText')}
            </p>
          ) : groups.length === 0 ? (
            <p className="me__text">{t('me.noAbilities')}</p>
          ) : (
            <dl className="details">
              {groups.map(({ group, codes }) => (
                <div key={group} className="details__row">
                  <dt>{t(`users:abilities.groups.${group}`)}</dt>
                  <dd className="details__tags">
                    {codes.map((code) => (
                      <Tag key={code} value={t(`users:abilities.codes.${code}`)} severity="info" />
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </MeCard>

        <MeCard id="me-orgs" testId="me-organisations" title={t('me.organisations')}>
          <p className="me__text me__muted">{t('me.organisationsText')}</p>
          <ul className="me__orgs">
            {user.managedOrganizations.map((org) => (
              <li key={org.orgId} className="me__org">
                <span>
                  {org.name} <span className="me__muted">- {org.orgId}</span>
                </span>
                {org.orgId === user.organization.orgId && <Tag value={t('me.current')} severity="secondary" />}
              </li>
            ))}
          </ul>
        </MeCard>
      </div>
      {dialog === 'password' && <ChangePasswordDialog onClose={() => setDialog(null)} />}
      {dialog === 'pin' && <ChangePincodeDialog hasPincode={user.hasPincode} onClose={() => setDialog(null)} />}
    </div>
  );
}

/** One card of the page: a section named by its title (`<id>-title`). */
function MeCard({ id, testId, title, children }: { id: string; testId: string; title: string; children: ReactNode }) {
  return (
    <section className="card me__card" aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 id={`${id}-title`} className="me__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
