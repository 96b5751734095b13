import { settledCents, type TotalData } from '@comptoir/shared';
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

/**
 * A period's totals card (account history, ordered products, payments): the lines of `totalItems`, then, when open
 * accounts still owe something, the total paid and what is still to pay, so the lines add up to the total as on the
 * dashboard and the shift pages (issue 22 point 3; shifts' totalLines).
 */
export function periodTotalItems(totals: TotalData): TotalItem[] {
  const t = i18n.t;
  const c = (euros: number) => Math.round(euros * 100);
  const paid = settledCents({
    totalCash: c(totals.totalCash),
    totalCard: c(totals.totalCard),
    totalBankTransfer: c(totals.totalBankTransfer),
    totalOffered: c(totals.totalOffered),
    totalCredit: c(totals.totalCredit),
    totalError: c(totals.totalError),
    total: c(totals.total),
    totalTips: c(totals.totalTips),
    totalCashTips: c(totals.totalCashTips),
  });
  const items = totalItems(totals);
  const open = c(totals.total) - paid;
  if (open === 0) return items;
  const total = items.pop()!;
  return [
    ...items,
    { id: 'paid', label: t('analytics:totals.paid'), amount: paid / 100, kind: 'subtotal' },
    { id: 'stillToPay', label: t('analytics:totals.stillToPay'), amount: open / 100, kind: 'owed' },
    total,
  ];
}
