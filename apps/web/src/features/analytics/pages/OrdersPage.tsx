import { hasAbility, type OrderedProduct } from '@comptoir/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { ListCard, SEARCH_DEBOUNCE_MS } from '../../../components/ListCard';
import { errorMessage } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { useDeleteOrderedProduct } from '../../accounts/api';
import { useCurrentUser } from '../../auth/api';
import { useOrders } from '../api';
import { HistoryPage } from '../components/HistoryLayout';
import { OrdersTable } from '../components/OrdersTable';
import { PeriodTotalsCards } from '../components/PeriodTotalsCards';
import { useHistoryParams } from '../hooks/useHistoryParams';
import '../analytics.css';

/** /analytics/orders (document 3 section 2): ordered products of a period, with delete and open-the-account. */
export function OrdersPage() {
  const { t, i18n } = useTranslation('analytics');
  const _lng = currentLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const timeZone = user?.organization.timeZone;
  const history = useHistoryParams();
  const { query } = history;
  const orders = useOrders(query);
  const remove = useDeleteOrderedProduct();
  const [deleting, setDeleting] = useState<OrderedProduct | null>(null);
  const data = orders.data;

  const confirmDelete = () => {
    if (!deleting) return;
    const line = deleting;
    setDeleting(null);
    remove.mutate(line.orderedProductId, {
      onSuccess: () => toast.success(t('orders.deleteSuccess', { name: line.product.name })),
      onError: (error) => toast.error(t('orders.deleteError', { reason: errorMessage(error) })),
    });
  };

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
            search={{
              id: 'orders-search',
              value: history.filters.q,
              onChange: (value) => history.setFilter('q', value),
              placeholder: t('orders.searchPlaceholder'),
              label: t('filters.keyword'),
              debounceMs: SEARCH_DEBOUNCE_MS,
            }}
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
              onDelete={setDeleting}
              onOpen={(line) => void navigate(`/account-summary/${line.clientAccountId}`)}
            />
          </ListCard>
        )
      }
      side={
        data && <PeriodTotalsCards testId="orders-totals" totalData={data.totalData} vatSummaries={data.vatSummaries} />
      }
    >
      <ConfirmDeleteDialog
        message={
          deleting
            ? [
                t('orders.confirmDelete', { name: deleting.product.name, id: deleting.orderedProductId }),
                deleting.payType !== 'NONE' ? t('orders.confirmRefund') : '',
              ]
                .filter(Boolean)
                .join(' ')
            : null
        }
        onConfirm={confirmDelete}
        onHide={() => setDeleting(null)}
      />
    </HistoryPage>
  );
}
