import type { ShiftStatistics } from '@comptoir/shared';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/ListTable';
import { formatAmount, formatNumber } from '../../../lib/format';
import type { Language } from '../../../lib/i18n';

type UserTotal = ShiftStatistics['orderedProductTotalPerUser'][number];
type Charged = ShiftStatistics['orderedProductTotalPerGroup'][number];

/** Per user: name, count, offered, cash, card, bank transfer, credit, error, total. */
export function UserStatsTable({ rows, lng }: { rows: UserTotal[]; lng: Language }) {
  const { t } = useTranslation('shifts');
  const money = (key: keyof UserTotal['totalData']) => (r: UserTotal) => formatAmount(r.totalData[key], lng);
  return (
    <DataTable
      value={rows}
      dataKey="name"
      size="small"
      emptyMessage={t('stats.empty')}
      aria-label={t('stats.perUser')}
      scrollable
    >
      <Column field="name" header={t('stats.columns.name')} body={(r: UserTotal) => r.name || t('stats.noUser')} />
      <Column
        field="totalCount"
        header={t('stats.columns.count')}
        className="num"
        body={(r: UserTotal) => formatNumber(r.totalCount, lng)}
      />
      <Column header={t('totals.offered')} className="num" body={money('totalOffered')} />
      <Column header={t('totals.cash')} className="num" body={money('totalCash')} />
      <Column header={t('totals.card')} className="num" body={money('totalCard')} />
      <Column header={t('totals.bankTransfer')} className="num" body={money('totalBankTransfer')} />
      <Column header={t('totals.credit')} className="num" body={money('totalCredit')} />
      <Column header={t('totals.error')} className="num" body={money('totalError')} />
      <Column
        header={t('stats.columns.total')}
        className="num"
        body={(r: UserTotal) => <strong>{formatAmount(r.totalData.total, lng)}</strong>}
      />
    </DataTable>
  );
}

/** Per group or per product: name, count, total; the product table pages by 10. */
export function ChargedTable({
  rows,
  lng,
  label,
  pageSizes,
}: {
  rows: Charged[];
  lng: Language;
  label: string;
  pageSizes?: readonly number[];
}) {
  const { t } = useTranslation('shifts');
  return (
    <ListTable
      value={rows}
      dataKey="name"
      emptyMessage={t('stats.empty')}
      label={label}
      sortField="totalCharged"
      sortOrder={-1}
      pageSizes={pageSizes}
    >
      <Column
        field="name"
        header={t('stats.columns.name')}
        sortable
        body={(r: Charged) => r.name || t('stats.noGroup')}
      />
      <Column
        field="totalCount"
        header={t('stats.columns.count')}
        sortable
        className="num"
        body={(r: Charged) => formatNumber(r.totalCount, lng)}
      />
      <Column
        field="totalCharged"
        header={t('stats.columns.total')}
        sortable
        className="num"
        body={(r: Charged) => formatAmount(r.totalCharged, lng)}
      />
    </ListTable>
  );
}
