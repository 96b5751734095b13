import type { Client, ClientAccount } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const Row = ({ label, value, testId }: { label: string; value: string | null | undefined; testId?: string }) => (
  <div className="side-card__row" data-testid={testId}>
    <dt>{label}</dt>
    <dd>{value || '–'}</dd>
  </div>
);

/**
 * The customer's data and the pickup location of an account ('–' when missing); the client's name links to its
 * client record when there is one.
 */
export function ClientCards({ account, linked }: { account: ClientAccount; linked: Client | null }) {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation('clients');
  const c = account.clientData;
  const street = c ? [c.street, c.number, c.box].filter(Boolean).join(' ') : '';
  const city = c ? [c.zipCode, c.city].filter(Boolean).join(' ') : '';
  const pickup = account.pickupLocation;
  return (
    <>
      <section className="card side-card" aria-labelledby="client-title" data-testid="client-card">
        <h2 id="client-title" className="side-card__title">
          {t('summary.client.title')}
        </h2>
        {c ? (
          <dl className="side-card__list">
            {linked ? (
              <div className="side-card__row" data-testid="client-name">
                <dt>{t('summary.client.name')}</dt>
                <dd>
                  <Link
                    to={`/clients?client=${linked.clientDataId}`}
                    aria-label={tc('link.open', { name: linked.name })}
                    data-testid="client-record-link"
                  >
                    {c.name || linked.name}
                  </Link>
                </dd>
              </div>
            ) : (
              <Row label={t('summary.client.name')} value={c.name} testId="client-name" />
            )}
            <Row label={t('summary.client.phone')} value={c.phoneNumber} />
            <Row label={t('summary.client.email')} value={c.email} />
            <Row label={t('summary.client.address')} value={[street, city].filter(Boolean).join(', ')} />
            <Row label={t('summary.client.vat')} value={c.vat} />
          </dl>
        ) : (
          <p className="side-card__empty">{t('summary.client.none')}</p>
        )}
      </section>
      <section className="card side-card" aria-labelledby="pickup-title" data-testid="pickup-card">
        <h2 id="pickup-title" className="side-card__title">
          {t('summary.pickup.title')}
        </h2>
        {pickup ? (
          <dl className="side-card__list">
            <Row label={t('summary.pickup.name')} value={pickup.name} />
            <Row label={t('summary.pickup.address')} value={pickup.address} />
            <Row label={t('summary.pickup.phone')} value={pickup.phoneNumber} />
          </dl>
        ) : (
          <p className="side-card__empty">{t('summary.pickup.none')}</p>
        )}
      </section>
    </>
  );
}
