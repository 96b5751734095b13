import type { TotalData } from '@comptoir/shared';
import type { TotalItem } from '../../components/TotalsCard';
import i18n from '../../lib/i18n';

/** The totals card of document 3: cash, card, bank transfer, offered, credit, error and the grand total. */
export function totalItems(totals: TotalData): TotalItem[] {
  const t = i18n.t;
  return [
    { id: 'cash', label: t('analytics:totals.cash'), amount: totals.totalCash },
    { id: 'card', label: t('analytics:totals.card'), amount: totals.totalCard },
    { id: 'transfer', label: t('analytics:totals.transfer'), amount: totals.totalBankTransfer },
    { id: 'offered', label: t('analytics:totals.offered'), amount: totals.totalOffered },
    { id: 'credit', label: t('analytics:totals.credit'), amount: totals.totalCredit },
    { id: 'error', label: t('analytics:totals.error'), amount: totals.totalError },
    { id: 'total', label: t('analytics:totals.total'), amount: totals.total, strong: true },
  ];
}
