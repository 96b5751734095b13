import type { AccountDetail, PaymentTransaction } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { TotalsCard } from '../../../components/TotalsCard';
import { VatSummaryCard } from '../../../components/VatSummaryCard';
import { totalItems } from '../../analytics';
import { AccountInvoiceCard } from '../../invoices';
import { useInvoicedClientData, useLinkedClient } from '../hooks/useLinkedClient';
import { ClientCards } from './ClientCards';
import { TransactionsCard } from './TransactionsCard';

/** The side of the account summary: totals, payment breakdown, transactions, VAT, client and pickup location. */
export function SummarySide({
  detail,
  refusal,
  timeZone,
  onEditPayment,
  onDeletePayment,
}: {
  detail: AccountDetail;
  /** Why no payment can be corrected here; null when they can. */
  refusal: string | null;
  timeZone?: string;
  onEditPayment: (p: PaymentTransaction) => void;
  onDeletePayment: (p: PaymentTransaction) => void;
}) {
  const { t } = useTranslation('accounts');
  const account = detail.clientAccount;
  const total = detail.totalData.total;
  const due = account.dueAmount;
  const paid = Math.round((total - due) * 100) / 100;
  const linked = useLinkedClient(account);
  const invoiced = useInvoicedClientData(account);
  const breakdown = totalItems(detail.totalData).filter((item) => item.id !== 'total' && item.amount !== 0);
  return (
    <>
      <TotalsCard
        title={t('summary.totals.title')}
        testId="account-totals"
        items={[
          { id: 'account', label: t('summary.totals.total'), amount: total, strong: true },
          { id: 'paid', label: t('summary.totals.paid'), amount: paid },
          ...(due !== 0 ? [{ id: 'due', label: t('summary.totals.due'), amount: due }] : []),
          // The ticket stays as registered; its corrections are tickets of their own (decision 67).
          ...(detail.corrections.length > 0
            ? [{ id: 'corrected', label: t('summary.totals.corrected'), amount: detail.correctedTotal, strong: true }]
            : []),
        ]}
      />
      <TotalsCard
        title={t('summary.breakdown.title')}
        subtitle={breakdown.length ? undefined : t('summary.breakdown.none')}
        testId="account-breakdown"
        items={breakdown}
      />
      <TransactionsCard
        transactions={account.paymentTransactions}
        refusal={refusal}
        closed={account.status === 'CLOSED'}
        timeZone={timeZone}
        onEdit={onEditPayment}
        onDelete={onDeletePayment}
      />
      <VatSummaryCard vatSummaries={detail.vatSummaries} />
      <AccountInvoiceCard account={account} suggestedClientId={linked?.clientDataId ?? null} />
      <ClientCards account={account} linked={linked} invoiced={invoiced} />
    </>
  );
}
