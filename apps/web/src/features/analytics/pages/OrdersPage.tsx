import type { OrderedProduct } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ListCard } from '../../../components/ListCard';
import { errorMessage } from '../../../lib/api';
import { formatAmount } from '../../../lib/format';
import { useCorrectedDelete, useDeleteOrderedProduct } from '../../accounts';
import { useOrders } from '../api';
import { HistoryPage, keywordSearch } from '../components/HistoryLayout';
import { OrdersTable } from '../components/OrdersTable';
import { PeriodTotalsCards } from '../components/PeriodTotalsCards';
import { useHistoryParams } from '../hooks/useHistoryParams';
import '../../../components/history.css';

/** /analytics/orders (document 3 section 2): ordered products of a period, with delete and open-the-account. */
// Not a DataPage: a date-range history (HistoryLayout) keeping its figures while the next range loads.
export function OrdersPage() {
  const { t } = useTranslation(['analytics', 'accounts']);
  const history = useHistoryParams();
  const { query } = history;
  const orders = useOrders(query);
  const remove = useDeleteOrderedProduct();
  const data = orders.data;
  const deleting = useCorrectedDelete({
    id: 'line-delete-dialog',
    // A line takes its ticket's pay type when the ticket closes (NONE while open): a closed ticket's line is corrected.
    closed: (line: OrderedProduct) => line.payType !== 'NONE',
    question: (line) => t('orders.confirmDelete', { name: line.product.name, id: line.orderedProductId }),
    correction: (line) => ({
      title: t('accounts:corrections.dialog.deleteLineTitle', { name: line.product.name }),
      message: [
        t('orders.confirmDelete', { name: line.product.name, id: line.orderedProductId }),
        t('accounts:corrections.dialog.ticket'),
        t('accounts:corrections.dialog.lineRefundAny', { amount: formatAmount(line.chargedPriceVatIncl) }),
      ].join(' '),
      submitLabel: t('accounts:corrections.dialog.deleteLineSubmit'),
    }),
    variables: (line, reason) => ({ orderedProductId: line.orderedProductId, reason }),
    success: (line) => t('orders.deleteSuccess', { name: line.product.name }),
    onOpenError: (_line, error) => toast.error(t('orders.deleteError', { reason: errorMessage(error) })),
    mutation: remove,
  });

  return (
    <HistoryPage
      title={t('orders.title')}
      history={history}
      result={orders}
      ability="ANALYTICS_ORDERS"
      main={
        data && (
          <ListCard
            id="orders-card"
            title={t('orders.count', { count: data.totalRecords })}
            search={keywordSearch(history, 'orders-search', t('orders.searchPlaceholder'), t('filters.keyword'))}
          >
            <OrdersTable
              rows={data.orderedProducts}
              paging={history.paging(data.totalRecords)}
              loading={orders.isFetching || remove.isPending}
              onDelete={deleting.ask}
            />
          </ListCard>
        )
      }
      side={
        data && <PeriodTotalsCards testId="orders-totals" totalData={data.totalData} vatSummaries={data.vatSummaries} />
      }
    >
      {deleting.dialog}
    </HistoryPage>
  );
}
