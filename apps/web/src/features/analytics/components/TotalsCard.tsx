import { useTranslation } from 'react-i18next';
import { SideCard, SideRow, SideRows } from '../../../components/SideCard';
import { formatAmount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

export interface TotalItem {
  id: string;
  label: string;
  amount: number;
  /** The grand total line, set apart. */
  strong?: boolean;
}

/** A side card of money figures: one line per item (cash, card, ... total). */
export function TotalsCard({
  title,
  subtitle,
  items,
  testId,
}: {
  title: string;
  subtitle?: string;
  items: TotalItem[];
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const lng = currentLanguage(i18n.resolvedLanguage);
  return (
    <SideCard id={`${testId ?? 'totals'}-title`} title={title} subtitle={subtitle} testId={testId}>
      <SideRows>
        {items.map((item) => (
          <SideRow key={item.id} label={item.label} strong={item.strong} testId={`total-${item.id}`}>
            {formatAmount(item.amount, lng)}
          </SideRow>
        ))}
      </SideRows>
    </SideCard>
  );
}
