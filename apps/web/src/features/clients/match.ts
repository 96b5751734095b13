import type { Client, ClientAccount } from '@comptoir/shared';

/**
 * The client record a ticket's client data belongs to (decisions: clients): the invoice's client when the ticket has
 * an invoice, else the record with the same e-mail (case-insensitive), else the same name and phone number.
 */
export function matchClient(
  clients: readonly Client[],
  data: ClientAccount['clientData'],
  invoiceClientId: number | null = null,
): Client | null {
  if (invoiceClientId) {
    const byInvoice = clients.find((c) => c.clientDataId === invoiceClientId);
    if (byInvoice) return byInvoice;
  }
  if (!data) return null;
  const email = data.email?.trim().toLowerCase();
  if (email) {
    const byEmail = clients.find((c) => c.email.toLowerCase() === email);
    if (byEmail) return byEmail;
  }
  const name = data.name?.trim().toLowerCase();
  const phone = data.phoneNumber?.replace(/\s/g, '');
  if (name && phone) return clients.find((c) => c.name.toLowerCase() === name && c.phoneNumber === phone) ?? null;
  return null;
}
