import type { ShiftStatistics } from '@comptoir/shared';
import { toCsv } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../../lib/download';
import { plainAmount } from '../model';

/** CSV exports of the statistics' group, product and user tables. */
export function useStatsExports(stats: ShiftStatistics | undefined) {
  const { t } = useTranslation('shifts');
  const charged = (name: string, rows: ShiftStatistics['orderedProductTotalPerGroup']) =>
    downloadCsv(
      name,
      toCsv(
        [t('stats.columns.name'), t('stats.columns.count'), t('stats.columns.total')],
        rows.map((r) => [r.name, r.totalCount, plainAmount(r.totalCharged)]),
      ),
    );
  return {
    groups: () => stats && charged('shift_groups', stats.orderedProductTotalPerGroup),
    products: () => stats && charged('shift_products', stats.orderedProductTotalPerProduct),
    users: () =>
      stats &&
      downloadCsv(
        'shift_users',
        toCsv(
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
            plainAmount(r.totalData.totalOffered),
            plainAmount(r.totalData.totalCash),
            plainAmount(r.totalData.totalCard),
            plainAmount(r.totalData.totalBankTransfer),
            plainAmount(r.totalData.totalCredit),
            plainAmount(r.totalData.totalError),
            plainAmount(r.totalData.total),
          ]),
        ),
      ),
  };
}
