import type { TotalData, VatSummary } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { TotalsCard } from '../../../components/TotalsCard';
import { VatSummaryCard } from '../../../components/VatSummaryCard';
import { totalLines } from '../model';

/** Totals card: the same lines as the X and Z reports (totalLines), so they add up to the total of the sales. */
export function ShiftTotalsCard({ totalData, title }: { totalData: TotalData; title?: string }) {
  const { t } = useTranslation('shifts');
  const items = totalLines(totalData).map(({ id, cents }) => ({
    id,
    label: t(`totals.${id}`),
    amount: cents / 100,
    strong: id === 'grand',
    kind: id === 'paid' ? ('subtotal' as const) : id === 'stillToPay' ? ('owed' as const) : undefined,
  }));
  return <TotalsCard title={title ?? t('totals.title')} items={items} testId="totals-card" />;
}

/** VAT card: one block per VAT percent, in the shift pages' words. */
export const ShiftVatCard = ({ vatSummaries }: { vatSummaries: VatSummary[] }) => (
  <VatSummaryCard vatSummaries={vatSummaries} ns="shifts" />
);
