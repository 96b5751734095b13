import type { ShiftStatistics } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { csvAmount, exportCsv } from '../../../lib/csv';
import { chargedName } from '../components/StatsTables';

/** CSV exports of the statistics' group, product and user tables. */
export function useStatsExports(stats: ShiftStatistics | undefined) {
  const { t } = useTranslation('shifts');
  /** The statistics' amounts are euros with decimals: as cents in the language's decimal mark. */
  const amount = (euros: number) => csvAmount(Math.round(euros * 100));
  const charged = (name: string, rows: ShiftStatistics['orderedProductTotalPerGroup']) =>
    exportCsv(
      name,
      [t('stats.columns.name'), t('stats.columns.count'), t('stats.columns.total')],
      rows.map((r) => [chargedName(r.name, t), r.totalCount, amount(r.totalCharged)]),
    );
  return {
    groups: () => stats && charged('shift_groups', stats.orderedProductTotalPerGroup),
    products: () => stats && charged('shift_products', stats.orderedProductTotalPerProduct),
    users: () =>
      stats &&
      exportCsv(
        'shift_users',
        [
          t('stats.columns.name'),
          t('stats.columns.count'),
          t('totals.offered'),
          t('totals.cash'),
          t('totals.card'),
          t('totals.bankTransfer'),
          t('totals.credit'),
          t('totals.error'),
          t('stats.columns.total'),
        ],
        stats.orderedProductTotalPerUser.map((r) => [
          r.name || t('stats.noUser'),
          r.totalCount,
          amount(r.totalData.totalOffered),
          amount(r.totalData.totalCash),
          amount(r.totalData.totalCard),
          amount(r.totalData.totalBankTransfer),
          amount(r.totalData.totalCredit),
          amount(r.totalData.totalError),
          amount(r.totalData.total),
        ]),
      ),
  };
}
