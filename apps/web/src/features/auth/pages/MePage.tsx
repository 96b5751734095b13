import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/format';
import { useCurrentUser } from '../api';

/** /me: the signed-in user's own details. */
export function MePage() {
  const { t } = useTranslation(['auth', 'nav']);
  const { data: user } = useCurrentUser();
  if (!user) return null;

  const rows: Array<[string, string]> = [
    [t('me.username'), user.username],
    [t('me.type'), t(`nav:userTypes.${user.type}`)],
    [t('me.organisation'), `${user.organization.name} - ${user.organization.orgId}`],
    [t('me.since'), formatDate(user.creationTimestamp)],
  ];

  return (
    <div className="page">
      <PageHeader title={t('nav:pages.me')} />
      <section className="card">
        <dl className="details">
          {rows.map(([label, value]) => (
            <div key={label} className="details__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className="details__row">
            <dt>{t('me.abilities')}</dt>
            <dd className="details__tags">
              {user.type === 'ADMIN' || user.type === 'SUPER_USER' ? (
                <Tag value={t('me.allAbilities')} severity="success" />
              ) : user.abilities.length === 0 ? (
                t('me.noAbilities')
              ) : (
                user.abilities.map((code) => <Tag key={code} value={code} severity="info" />)
              )}
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
