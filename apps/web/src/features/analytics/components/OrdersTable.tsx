import type { OrderedProduct } from '@comptoir/shared';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { deleteAction, openAction } from '../../../components/ListCard';
import { actionsColumn, ListTable, type ServerPaging } from '../../../components/ListTable';
import { formatAmount, formatDateTime, formatPercent, formatQuantity } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useHistoryRows } from '../hooks/useHistoryRows';

/** Ordered products of a period: id (super users), date, name, user, table, price, VAT, linked-to, actions. */
export function OrdersTable({
  rows: lines,
  paging,
  loading,
  onDelete,
}: {
  rows: OrderedProduct[];
  paging: ServerPaging;
  loading: boolean;
  onDelete: (line: OrderedProduct) => void;
}) {
  const { t, i18n } = useTranslation(['analytics', 'accounts']);
  const lng = currentLanguage(i18n.resolvedLanguage);
  const { timeZone, canDelete, showId, openAccount } = useHistoryRows();
  const actions = (line: OrderedProduct) => [
    {
      ...deleteAction(t('orders.delete', { name: line.product.name }), () => onDelete(line)),
      disabledReason:
        line.linkedToOrderedProductId !== null
          ? t('orders.linkedCannotDelete')
          : !canDelete
            ? t('orders.noCorrectAbility')
            : // A correction ticket's line is never corrected itself (CORRECTION_OF_CORRECTION, decision 67).
              line.correctsOrderedProductId !== null
              ? t('accounts:summary.lines.correctionTicket')
              : null,
    },
    openAction(t('orders.openAccount', { id: line.clientAccountId }), () => openAccount(line.clientAccountId)),
  ];

  return (
    <ListTable
      value={lines}
      dataKey="orderedProductId"
      server={paging}
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
      {actionsColumn(t('columns.actions'), actions, '6rem')}
    </ListTable>
  );
}
