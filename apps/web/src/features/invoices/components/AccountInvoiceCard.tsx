import '../invoices.css';
import { type ClientAccount, hasAbility } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../app/session';
import { SideCard, SideEmpty, SideRow, SideRows } from '../../../components/SideCard';
import { useAccountInvoice } from '../api';
import { invoiceState, STATE_COLOUR } from '../model';
import { MakeInvoiceDialog } from './MakeInvoiceDialog';

/**
 * The invoice of a ticket on its summary: its number and state, or "make an invoice" for a closed ticket without one
 * (ADMIN_INVOICE or INVOICE_GET).
 */
export function AccountInvoiceCard({
  account,
  suggestedClientId,
}: {
  account: ClientAccount;
  suggestedClientId: number | null;
}) {
  const { t } = useTranslation('invoices');
  const user = useCurrentUser().data;
  const invoice = useAccountInvoice(account.clientAccountId);
  const [making, setMaking] = useState(false);
  const canMake = user ? hasAbility(user, 'ADMIN_INVOICE') || hasAbility(user, 'INVOICE_GET') : false;
  if (!canMake && !invoice.data) return null;
  const closed = account.status === 'CLOSED';
  return (
    <SideCard id="invoice-title" title={t('account.title')} testId="invoice-card">
      {invoice.data ? (
        <SideRows>
          <SideRow label={t('account.number')} valueTestId="account-invoice-number">
            <Link to={`/invoice?q=${encodeURIComponent(invoice.data.invoiceNumber ?? '')}`}>
              {invoice.data.invoiceNumber ?? 'N/A'}
            </Link>
          </SideRow>
          <SideRow label={t('account.status')}>
            <span className={`invoice-status invoice-status--${STATE_COLOUR[invoiceState(invoice.data)]}`}>
              {t(`state.${invoiceState(invoice.data)}`)}
            </span>
          </SideRow>
        </SideRows>
      ) : (
        <>
          <SideEmpty>{closed ? t('account.none') : t('account.openOnly')}</SideEmpty>
          {closed && canMake && invoice.isSuccess && (
            <Button
              label={t('account.make')}
              icon="pi pi-file"
              size="small"
              onClick={() => setMaking(true)}
              data-testid="make-invoice"
            />
          )}
        </>
      )}
      {making && (
        <MakeInvoiceDialog account={account} suggestedClientId={suggestedClientId} onClose={() => setMaking(false)} />
      )}
    </SideCard>
  );
}
