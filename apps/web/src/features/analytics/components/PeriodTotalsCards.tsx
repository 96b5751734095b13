import type { TotalData, VatSummary } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { TotalsCard } from '../../../components/TotalsCard';
import { VatSummaryCard } from '../../../components/VatSummaryCard';
import { periodTotalItems } from '../totalItems';

/** The side cards of a history page over a period: the totals by payment type, then the VAT per rate. */
export function PeriodTotalsCards({
  testId,
  totalData,
  vatSummaries,
}: {
  testId: string;
  totalData: TotalData;
  vatSummaries: VatSummary[];
}) {
  const { t } = useTranslation('analytics');
  return (
    <>
      <TotalsCard
        title={t('totals.title')}
        subtitle={t('totals.periodHint')}
        testId={testId}
        items={periodTotalItems(totalData)}
      />
      <VatSummaryCard vatSummaries={vatSummaries} />
    </>
  );
}
