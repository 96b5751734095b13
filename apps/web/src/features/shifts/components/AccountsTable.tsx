import type { ShiftAccount } from '@comptoir/shared';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountStatusTag } from '../../../components/AccountCodes';
import { RowActions } from '../../../components/ListCard';
import { ListTable } from '../../../components/ListTable';
import { formatAmount } from '../../../lib/format';
import type { Language } from '../../../lib/i18n';

/** A ticket with the texts the table shows, searches and exports. */
export type AccountRow = ShiftAccount & {
  openedText: string;
  tableText: string;
  statusText: string;
  payTypesText: string;
  userText: string;
};

/**
 * The tickets of a shift: opened, id, custom name, table (or takeaway), status, payment types, total, user, with
 * delete (confirmed) and open. Large pages scroll virtually.
 */
export function AccountsTable({
  rows,
  canDelete,
  onDelete,
  lng,
}: {
  rows: AccountRow[];
  canDelete: boolean;
  onDelete: (row: AccountRow) => void;
  lng: Language;
}) {
  const { t } = useTranslation('shifts');
  const navigate = useNavigate();
  return (
    <ListTable
      value={rows}
      dataKey="clientAccountId"
      className="shift-nowrap"
      searchFields={[
        'openedText',
        'clientAccountId',
        'customName',
        'tableText',
        'statusText',
        'payTypesText',
        'userText',
      ]}
      emptyMessage={t('detail.empty')}
      label={t('detail.accounts')}
      tall
    >
      <Column
        field="openedTimestamp"
        header={t('detail.columns.opened')}
        sortable
        body={(r: AccountRow) => r.openedText}
      />
      <Column field="clientAccountId" header={t('detail.columns.id')} sortable />
      <Column field="customName" header={t('detail.columns.name')} body={(r: AccountRow) => r.customName || '-'} />
      <Column field="tableText" header={t('detail.columns.table')} sortable />
      <Column
        field="statusText"
        header={t('detail.columns.status')}
        sortable
        body={(r: AccountRow) => <AccountStatusTag status={r.status} />}
      />
      <Column
        field="payTypesText"
        header={t('detail.columns.payTypes')}
        body={(r: AccountRow) => r.payTypesText || '-'}
      />
      <Column
        field="totalData.total"
        header={t('detail.columns.total')}
        sortable
        className="num"
        body={(r: AccountRow) => formatAmount(r.totalData.total, lng)}
      />
      <Column field="userText" header={t('detail.columns.user')} sortable body={(r: AccountRow) => r.userText || '-'} />
      <Column
        header={<span className="sr-only">{t('table.actions')}</span>}
        className="shift-actions-col"
        body={(r: AccountRow) => (
          <RowActions
            actions={[
              ...(canDelete
                ? [
                    {
                      icon: 'pi pi-trash',
                      label: t('detail.delete', { id: r.clientAccountId }),
                      danger: true,
                      onClick: () => onDelete(r),
                    },
                  ]
                : []),
              {
                icon: 'pi pi-external-link',
                label: t('detail.open', { id: r.clientAccountId }),
                primary: true,
                onClick: () => void navigate(`/account-summary/${r.clientAccountId}`),
              },
            ]}
          />
        )}
      />
    </ListTable>
  );
}
