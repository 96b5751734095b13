import type { ClientAccount } from '@comptoir/shared';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { AccountSource, AccountStatusTag } from '../../../components/AccountCodes';
import { deleteAction, openAction } from '../../../components/ListCard';
import { actionsColumn, ListTable, type ServerPaging } from '../../../components/ListTable';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useHistoryRows } from '../hooks/useHistoryRows';
import { PayTypeTag } from './PayTypeTag';

/** Account history: id, date, table (or takeaway), name, status, pay types, source, total, user, actions. */
export function AccountsTable({
  accounts,
  paging,
  loading,
  onDelete,
}: {
  accounts: ClientAccount[];
  paging: ServerPaging;
  loading: boolean;
  onDelete: (account: ClientAccount) => void;
}) {
  const { t, i18n } = useTranslation('analytics');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const { timeZone, canDelete, openAccount } = useHistoryRows();
  const actions = (a: ClientAccount) => [
    {
      ...deleteAction(t('accounts.delete', { id: a.clientAccountId }), () => onDelete(a)),
      disabledReason: canDelete ? null : t('orders.noCorrectAbility'),
    },
    openAction(t('accounts.open', { id: a.clientAccountId }), () => openAccount(a.clientAccountId)),
  ];

  return (
    <ListTable
      value={accounts}
      dataKey="clientAccountId"
      server={paging}
      loading={loading}
      label={t('accounts.title')}
      emptyMessage={t('table.empty')}
      className="history-table"
    >
      <Column header={t('columns.id')} body={(a: ClientAccount) => <code>{a.clientAccountId}</code>} />
      <Column
        header={t('columns.date')}
        body={(a: ClientAccount) => formatDateTime(a.openedTimestamp, lng, timeZone)}
      />
      <Column
        header={t('columns.table')}
        body={(a: ClientAccount) =>
          a.table ? a.table.tableNumber : <span className="history-muted">{t(`kinds.${a.kind}`)}</span>
        }
      />
      <Column header={t('columns.name')} body={(a: ClientAccount) => a.customName ?? '–'} />
      <Column header={t('columns.status')} body={(a: ClientAccount) => <AccountStatusTag status={a.status} />} />
      <Column
        header={t('columns.payTypes')}
        body={(a: ClientAccount) =>
          a.payTypes.length ? (
            <span className="history-tags">
              {a.payTypes.map((type) => (
                <PayTypeTag key={type} type={type} />
              ))}
            </span>
          ) : (
            '–'
          )
        }
      />
      <Column header={t('columns.source')} body={(a: ClientAccount) => <AccountSource source={a.source} />} />
      <Column
        header={t('columns.total')}
        align="right"
        body={(a: ClientAccount) => formatAmount(a.totalData.total, lng)}
      />
      <Column header={t('columns.username')} body={(a: ClientAccount) => a.user?.username ?? '–'} />
      {actionsColumn(t('columns.actions'), actions, '6rem')}
    </ListTable>
  );
}
