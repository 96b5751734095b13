import type { Product } from '@comptoir/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useCurrentUser } from '../../auth/api';
import { productKeys } from '../../products/api';
import { useProductStock } from '../api';
import '../stock.css';

/** Document 3 section 9: 50 rows a page. */
const PAGE_SIZES = [50, 100, 150, 200, 250, 500, 1000];

/** /stock/{productId} (document 3 section 2): every stock change of one product, newest first, searchable. */
export function StockPage() {
  const { t } = useTranslation('stock');
  const lng = currentLanguage();
  const productId = Number(useParams().productId);
  const history = useProductStock(productId);
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
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

  const setSearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

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
      <section className="card stock-card" aria-labelledby="stock-card-title" data-testid="stock-card">
        <header className="stock-card__header">
          <div>
            <h2 id="stock-card-title" className="stock-card__title">
              {t('count', { count: history.data.length })}
            </h2>
            {current && (
              <p className="stock-card__current" data-testid="current-stock">
                {t('current', { stock: formatNumber(current.newStock, lng) })}
              </p>
            )}
          </div>
          <IconField iconPosition="left" className="stock-card__search">
            <InputIcon className="pi pi-search" />
            <InputText
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('searchPlaceholder')}
              aria-label={t('search')}
            />
          </IconField>
        </header>
        <DataTable
          value={rows}
          dataKey="stockMovementId"
          size="small"
          globalFilter={search}
          globalFilterFields={['when', 'productName', 'newStockText', 'variationText', 'username']}
          emptyMessage={t('empty')}
          aria-label={t('title')}
          paginator
          rows={PAGE_SIZES[0]}
          rowsPerPageOptions={PAGE_SIZES}
          alwaysShowPaginator={false}
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
        </DataTable>
      </section>
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
