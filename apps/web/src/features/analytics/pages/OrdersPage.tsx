import { hasAbility, type OrderedProduct } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ListCard } from '../../../components/ListCard';
import { useConfirmedDelete } from '../../../components/useConfirmedDelete';
import { errorMessage } from '../../../lib/api';
import { useDeleteOrderedProduct } from '../../accounts/api';
import { useCurrentUser } from '../../auth/api';
import { useOrders } from '../api';
import { HistoryPage, keywordSearch } from '../components/HistoryLayout';
import { OrdersTable } from '../components/OrdersTable';
import { PeriodTotalsCards } from '../components/PeriodTotalsCards';
import { useHistoryParams } from '../hooks/useHistoryParams';
import '../analytics.css';

/** /analytics/orders (document 3 section 2): ordered products of a period, with delete and open-the-account. */
export function OrdersPage() {
  const { t } = useTranslation('analytics');
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const timeZone = user?.organization.timeZone;
  const history = useHistoryParams();
  const { query } = history;
  const orders = useOrders(query);
  const remove = useDeleteOrderedProduct();
  const data = orders.data;
  const deleting = useConfirmedDelete({
    question: (line: OrderedProduct) =>
      [
        t('orders.confirmDelete', { name: line.product.name, id: line.orderedProductId }),
        line.payType !== 'NONE' ? t('orders.confirmRefund') : '',
      ]
        .filter(Boolean)
        .join(' '),
    remove: (line) =>
      remove.mutate(line.orderedProductId, {
        onSuccess: () => toast.success(t('orders.deleteSuccess', { name: line.product.name })),
        onError: (error) => toast.error(t('orders.deleteError', { reason: errorMessage(error) })),
      }),
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
              totalRecords={data.totalRecords}
              page={history}
              loading={orders.isFetching || remove.isPending}
              showId={user?.isSuperUser ?? false}
              canDelete={user ? hasAbility(user, 'APP_CORRECT_PAYMENTS') : false}
              timeZone={timeZone}
              onPage={history.setPage}
              onDelete={deleting.ask}
              onOpen={(line) => void navigate(`/account-summary/${line.clientAccountId}`)}
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
