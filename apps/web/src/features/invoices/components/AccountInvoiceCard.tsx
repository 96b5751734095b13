import '../invoices.css';
import { type ClientAccount, hasAbility } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth/api';
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
    <section className="card side-card" aria-labelledby="invoice-title" data-testid="invoice-card">
      <h2 id="invoice-title" className="side-card__title">
        {t('account.title')}
      </h2>
      {invoice.data ? (
        <dl className="side-card__list">
          <div className="side-card__row">
            <dt>{t('account.number')}</dt>
            <dd data-testid="account-invoice-number">
              <Link to={`/invoice?q=${encodeURIComponent(invoice.data.invoiceNumber ?? '')}`}>
                {invoice.data.invoiceNumber ?? 'N/A'}
              </Link>
            </dd>
          </div>
          <div className="side-card__row">
            <dt>{t('account.status')}</dt>
            <dd>
              <span className={`invoice-status invoice-status--${STATE_COLOUR[invoiceState(invoice.data)]}`}>
                {t(`state.${invoiceState(invoice.data)}`)}
              </span>
            </dd>
          </div>
        </dl>
      ) : (
        <>
          <p className="side-card__empty">{closed ? t('account.none') : t('account.openOnly')}</p>
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
    </section>
  );
}
