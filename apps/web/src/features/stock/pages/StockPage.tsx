import type { Product } from '@comptoir/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../../../app/session';
import { ListCard, useSearchParam } from '../../../components/ListCard';
import { ListTable, PAGE_SIZES } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { productKeys } from '../../products';
import { useProductStock } from '../api';
import '../stock.css';

/** /stock/{productId} (document 3 section 2): every stock change of one product, newest first, searchable. */
// Not a DataPage: the header holds the back link to the products; a bad product id is its own error.
export function StockPage() {
  const { t } = useTranslation('stock');
  const lng = currentLanguage();
  const productId = Number(useParams().productId);
  const history = useProductStock(productId);
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParam();
  const timeZone = user?.organization.timeZone;

  const cachedName = queryClient
    .getQueryData<Product[]>(productKeys.list())
    ?.find((p) => p.productId === productId)?.name;
  const name = history.data?.[0]?.product.name ?? cachedName;

  const rows = useMemo(() => {
    return (history.data ?? []).map((m) => ({
      ...m,
      when: formatDateTime(m.timestamp, lng, timeZone),
      productName: m.product.name,
      newStockText: formatNumber(m.newStock, lng),
      variationText: formatNumber(m.stockVariation, lng, { signed: true }),
      username: m.user?.username ?? '',
    }));
  }, [history.data, lng, timeZone]);
  type Row = (typeof rows)[number];

  let content: React.ReactNode;
  if (!Number.isInteger(productId) || productId <= 0) {
    content = <PageLoadError error={new Error(t('badId'))} ability="ANALYTICS_STOCK" onRetry={() => undefined} />;
  } else if (history.isError) {
    content = <PageLoadError error={history.error} ability="ANALYTICS_STOCK" onRetry={() => void history.refetch()} />;
  } else if (!history.data) {
    content = <PageLoading />;
  } else {
    const current = history.data[0];
    content = (
      <ListCard
        id="stock-card"
        title={t('count', { count: history.data.length })}
        subtitle={
          current && (
            <span data-testid="current-stock">{t('current', { stock: formatNumber(current.newStock, lng) })}</span>
          )
        }
        search={{ value: search, onChange: setSearch, placeholder: t('searchPlaceholder'), label: t('search') }}
      >
        <ListTable
          value={rows}
          dataKey="stockMovementId"
          searchFields={['when', 'productName', 'newStockText', 'variationText', 'username']}
          emptyMessage={t('empty')}
          label={t('title')}
          pageSizes={PAGE_SIZES.stock}
        >
          <Column field="timestamp" header={t('columns.when')} sortable body={(r: Row) => r.when} />
          <Column field="productName" header={t('columns.product')} sortable />
          <Column
            field="newStock"
            header={t('columns.newStock')}
            sortable
            align="right"
            body={(r: Row) => <span className="stock-number">{r.newStockText}</span>}
          />
          <Column
            field="stockVariation"
            header={t('columns.variation')}
            sortable
            align="right"
            body={(r: Row) => (
              <span className={`stock-number variation variation--${r.stockVariation < 0 ? 'down' : 'up'}`}>
                {r.variationText}
              </span>
            )}
          />
          <Column field="username" header={t('columns.user')} sortable body={(r: Row) => r.username || '—'} />
        </ListTable>
      </ListCard>
    );
  }

  return (
    <div className="page stock-page">
      <PageHeader
        title={t('title')}
        subtitle={name ? t('subtitle', { name }) : undefined}
        actions={
          <Link to="/products" className="p-button p-button-outlined p-button-secondary stock-back">
            <i className="pi pi-arrow-left" aria-hidden="true" />
            <span>{t('back')}</span>
          </Link>
        }
      />
      {content}
    </div>
  );
}
