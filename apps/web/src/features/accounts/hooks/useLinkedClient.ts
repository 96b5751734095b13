import { type ClientAccount, hasAbility } from '@comptoir/shared';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../../app/session';
import { clientsQueryOptions, matchClient } from '../../clients';
import { useAccountInvoice } from '../../invoices';

/** The client record of a ticket's client, for users who may see the directory (ADMIN_CLIENT_DATA). */
export function useLinkedClient(account: ClientAccount) {
  const user = useCurrentUser().data;
  const allowed = user ? hasAbility(user, 'ADMIN_CLIENT_DATA') : false;
  const clients = useQuery({ ...clientsQueryOptions(), enabled: allowed });
  const invoice = useAccountInvoice(account.clientAccountId);
  if (!clients.data) return null;
  return matchClient(clients.data, account.clientData, invoice.data?.clientDataId ?? null);
}

/** The client data frozen on the ticket's invoice, if it has one (what the client card shows without till data). */
export function useInvoicedClientData(account: ClientAccount) {
  return useAccountInvoice(account.clientAccountId).data?.clientData ?? null;
}
