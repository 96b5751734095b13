import { PROMO_DISCOUNT_GROUP, type ShiftStatistics } from '@comptoir/shared';
import type { TFunction } from 'i18next';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { figureColumn, ListTable } from '../../../components/ListTable';
import { formatAmount, formatNumber } from '../../../lib/format';
import type { Language } from '../../../lib/i18n';

type UserTotal = ShiftStatistics['orderedProductTotalPerUser'][number];
type Charged = ShiftStatistics['orderedProductTotalPerGroup'][number];

/** The money columns per user, in the spec's order: the label (totals.<key>) and the figure of totalData. */
const MONEY_COLUMNS = [
  ['offered', 'totalOffered'],
  ['cash', 'totalCash'],
  ['card', 'totalCard'],
  ['bankTransfer', 'totalBankTransfer'],
  ['credit', 'totalCredit'],
  ['error', 'totalError'],
] as const satisfies ReadonlyArray<readonly [string, keyof UserTotal['totalData']]>;

/** Per user: name, count, offered, cash, card, bank transfer, credit, error, total. */
export function UserStatsTable({ rows, lng }: { rows: UserTotal[]; lng: Language }) {
  const { t } = useTranslation('shifts');
  return (
    <ListTable value={rows} dataKey="name" emptyMessage={t('stats.empty')} label={t('stats.perUser')}>
      <Column field="name" header={t('stats.columns.name')} body={(r: UserTotal) => r.name || t('stats.noUser')} />
      {figureColumn(t('stats.columns.count'), (r: UserTotal) => formatNumber(r.totalCount, lng))}
      {MONEY_COLUMNS.map(([label, field]) =>
        figureColumn(t(`totals.${label}`), (r: UserTotal) => formatAmount(r.totalData[field], lng)),
      )}
      {figureColumn(t('stats.columns.total'), (r: UserTotal) => (
        <strong>{formatAmount(r.totalData.total, lng)}</strong>
      ))}
    </ListTable>
  );
}

/** A group's name as the statistics show it: the promo codes' discount lines in the interface language. */
export const chargedName = (name: string, t: TFunction<'shifts'>) =>
  name === PROMO_DISCOUNT_GROUP ? t('stats.promoGroup') : name || t('stats.noGroup');

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
      <Column field="name" header={t('stats.columns.name')} sortable body={(r: Charged) => chargedName(r.name, t)} />
      {figureColumn(t('stats.columns.count'), (r: Charged) => formatNumber(r.totalCount, lng), 'totalCount')}
      {figureColumn(t('stats.columns.total'), (r: Charged) => formatAmount(r.totalCharged, lng), 'totalCharged')}
    </ListTable>
  );
}
