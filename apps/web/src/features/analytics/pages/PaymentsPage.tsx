import type { PaymentTransaction } from '@comptoir/shared';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../app/session';
import { ListCard } from '../../../components/ListCard';
import { ListTable } from '../../../components/ListTable';
import { TotalsCard } from '../../../components/TotalsCard';
import { VatSummaryCard } from '../../../components/VatSummaryCard';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { usePayments } from '../api';
import { HistoryPage } from '../components/HistoryLayout';
import { PayTypeTag } from '../components/PayTypeTag';
import { useHistoryParams } from '../hooks/useHistoryParams';
import '../../../components/history.css';

/** /analytics/payments (document 3 section 2): the payments of a period, with totals per type and VAT. */
// Not a DataPage: a date-range history (HistoryLayout) keeping its figures while the next range loads.
export function PaymentsPage() {
  const { t, i18n } = useTranslation('analytics');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const timeZone = useCurrentUser().data?.organization.timeZone;
  const history = useHistoryParams();
  const { query } = history;
  const payments = usePayments(query);
  const data = payments.data;

  return (
    <HistoryPage
      title={t('payments.title')}
      history={history}
      result={payments}
      ability="ANALYTICS_PAYMENTS"
      main={
        data && (
          <ListCard id="payments-card" title={t('payments.count', { count: data.totalRecords })}>
            <ListTable
              value={data.paymentTransactions}
              dataKey="paymentTransactionId"
              server={history.paging(data.totalRecords)}
              loading={payments.isFetching}
              label={t('payments.title')}
              emptyMessage={t('table.empty')}
              className="history-table"
            >
              <Column
                header={t('columns.time')}
                body={(p: PaymentTransaction) => formatDateTime(p.timestamp, lng, timeZone)}
              />
              <Column
                header={t('columns.accountId')}
                body={(p: PaymentTransaction) => (
                  <Link to={`/account-summary/${p.clientAccountId}`} className="history-link">
                    #{p.clientAccountId}
                  </Link>
                )}
              />
              <Column
                header={t('columns.paymentType')}
                body={(p: PaymentTransaction) => (
                  <span className="history-paytype">
                    <PayTypeTag type={p.paymentType} />
                    {p.transactionType !== 'PAYMENT' && (
                      <span className="history-muted">{t(`transactionTypes.${p.transactionType}`)}</span>
                    )}
                  </span>
                )}
              />
              <Column
                header={t('columns.amount')}
                align="right"
                body={(p: PaymentTransaction) => (
                  <span className={p.amountPaid < 0 ? 'history-negative' : undefined}>
                    {formatAmount(p.amountPaid, lng)}
                  </span>
                )}
              />
              <Column
                header={t('columns.returned')}
                align="right"
                body={(p: PaymentTransaction) => (p.amountReturned ? formatAmount(p.amountReturned, lng) : '–')}
              />
            </ListTable>
          </ListCard>
        )
      }
      side={
        data && (
          <>
            <TotalsCard
              title={t('totals.title')}
              subtitle={t('totals.periodHint')}
              testId="payments-totals"
              items={[
                { id: 'cash', label: t('totals.cash'), amount: data.totalCash },
                { id: 'card', label: t('totals.card'), amount: data.totalCard },
                { id: 'offered', label: t('totals.offered'), amount: data.totalOffered },
                { id: 'error', label: t('totals.error'), amount: data.totalError },
                { id: 'total', label: t('totals.totalPaid'), amount: data.total, strong: true },
                // Tips are outside the total (decision 69): their own lines under it, with their cash part.
                ...(data.totalTips !== 0 || data.totalCashTips !== 0
                  ? [
                      { id: 'tips', label: t('totals.tips'), amount: data.totalTips },
                      { id: 'cash-tips', label: t('totals.cashTips'), amount: data.totalCashTips },
                    ]
                  : []),
              ]}
            />
            <VatSummaryCard vatSummaries={data.vatSummaries} />
          </>
        )
      }
    />
  );
}
