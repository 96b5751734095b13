import type { OrderedProduct } from '@comptoir/shared';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/ListCard';
import { ListTable } from '../../../components/ListTable';
import { formatAmount, formatDateTime, formatPercent, formatQuantity } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** Ordered products of a period: id (super users), date, name, user, table, price, VAT, linked-to, actions. */
export function OrdersTable({
  rows: lines,
  totalRecords,
  page,
  loading,
  showId,
  canDelete,
  timeZone,
  onPage,
  onDelete,
  onOpen,
}: {
  rows: OrderedProduct[];
  totalRecords: number;
  page: { first: number; rows: number };
  loading: boolean;
  showId: boolean;
  canDelete: boolean;
  timeZone?: string;
  onPage: (first: number, rows: number) => void;
  onDelete: (line: OrderedProduct) => void;
  onOpen: (line: OrderedProduct) => void;
}) {
  const { t, i18n } = useTranslation(['analytics', 'accounts']);
  const lng = currentLanguage(i18n.resolvedLanguage);
  const actions = (line: OrderedProduct) => {
    const linked = line.linkedToOrderedProductId !== null;
    const open = t('orders.openAccount', { id: line.clientAccountId });
    return (
      <RowActions
        actions={[
          {
            icon: 'pi pi-trash',
            label: t('orders.delete', { name: line.product.name }),
            danger: true,
            disabledReason: linked
              ? t('orders.linkedCannotDelete')
              : !canDelete
                ? t('orders.noCorrectAbility')
                : // A correction ticket's line is never corrected itself (CORRECTION_OF_CORRECTION, decision 67).
                  line.correctsOrderedProductId !== null
                  ? t('accounts:summary.lines.correctionTicket')
                  : null,
            onClick: () => onDelete(line),
          },
          { icon: 'pi pi-external-link', label: open, tooltip: open, onClick: () => onOpen(line) },
        ]}
      />
    );
  };

  return (
    <ListTable
      value={lines}
      dataKey="orderedProductId"
      server={{ first: page.first, rows: page.rows, totalRecords, onPage }}
      loading={loading}
      label={t('orders.title')}
      emptyMessage={t('table.empty')}
      className="history-table"
    >
      {showId && <Column header={t('columns.id')} body={(l: OrderedProduct) => <code>{l.orderedProductId}</code>} />}
      <Column
        header={t('columns.date')}
        body={(l: OrderedProduct) => formatDateTime(l.orderedTimestamp, lng, timeZone)}
      />
      <Column
        header={t('columns.name')}
        body={(l: OrderedProduct) => (
          <span className={l.linkedToOrderedProductId !== null ? 'history-option' : undefined}>
            {l.product.name}
            {l.units !== 1 && (
              <span className="history-muted">
                {' '}
                × {formatQuantity(l.units, lng)}
                {l.product.weightPrice ? ` ${t('units.kg')}` : ''}
              </span>
            )}
          </span>
        )}
      />
      <Column header={t('columns.username')} body={(l: OrderedProduct) => l.username ?? '–'} />
      <Column header={t('columns.table')} body={(l: OrderedProduct) => l.tableNumber ?? t('takeaway')} />
      <Column
        header={t('columns.price')}
        align="right"
        body={(l: OrderedProduct) => formatAmount(l.chargedPriceVatIncl, lng)}
      />
      <Column header={t('columns.vat')} align="right" body={(l: OrderedProduct) => formatPercent(l.chargedVat, lng)} />
      <Column header={t('columns.linkedTo')} body={(l: OrderedProduct) => l.linkedToProductName ?? '–'} />
      <Column
        header={<span className="sr-only">{t('columns.actions')}</span>}
        body={actions}
        style={{ width: '6rem' }}
      />
    </ListTable>
  );
}
