import type { Client, ClientAccount } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SideCard, SideEmpty, SideRow, SideRows } from '../../../components/SideCard';

type ClientData = NonNullable<ClientAccount['clientData']>;

const Row = ({ label, value, testId }: { label: string; value: string | null | undefined; testId?: string }) => (
  <SideRow label={label} testId={testId}>
    {value || '–'}
  </SideRow>
);

/**
 * The customer's data and the pickup location of an account ('–' when missing); the client's name links to its
 * client record when there is one.
 */
export function ClientCards({
  account,
  linked,
  invoiced = null,
}: {
  account: ClientAccount;
  linked: Client | null;
  /** The client data frozen on the ticket's invoice: a ticket invoiced without client data shows that client. */
  invoiced?: ClientData | null;
}) {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation('clients');
  // The till's data, else the invoiced client (its record, else the invoice's copy): issue 22 point 2.
  const c: ClientData | null = account.clientData ?? linked ?? invoiced;
  const street = c ? [c.street, c.number, c.box].filter(Boolean).join(' ') : '';
  const city = c ? [c.zipCode, c.city].filter(Boolean).join(' ') : '';
  const pickup = account.pickupLocation;
  return (
    <>
      <SideCard id="client-title" title={t('summary.client.title')} testId="client-card">
        {c ? (
          <SideRows>
            {linked ? (
              <SideRow label={t('summary.client.name')} testId="client-name">
                <Link
                  to={`/clients?client=${linked.clientDataId}`}
                  aria-label={tc('link.open', { name: linked.name })}
                  data-testid="client-record-link"
                >
                  {c.name || linked.name}
                </Link>
              </SideRow>
            ) : (
              <Row label={t('summary.client.name')} value={c.name} testId="client-name" />
            )}
            <Row label={t('summary.client.phone')} value={c.phoneNumber} />
            <Row label={t('summary.client.email')} value={c.email} />
            <Row label={t('summary.client.address')} value={[street, city].filter(Boolean).join(', ')} />
            <Row label={t('summary.client.vat')} value={c.vat} />
          </SideRows>
        ) : (
          <SideEmpty>{t('summary.client.none')}</SideEmpty>
        )}
      </SideCard>
      <SideCard id="pickup-title" title={t('summary.pickup.title')} testId="pickup-card">
        {pickup ? (
          <SideRows>
            <Row label={t('summary.pickup.name')} value={pickup.name} />
            <Row label={t('summary.pickup.address')} value={pickup.address} />
            <Row label={t('summary.pickup.phone')} value={pickup.phoneNumber} />
          </SideRows>
        ) : (
          <SideEmpty>{t('summary.pickup.none')}</SideEmpty>
        )}
      </SideCard>
    </>
  );
}
