import { useTranslation } from 'react-i18next';
import { formatAmount } from '../lib/format';
import { currentLanguage } from '../lib/i18n';
import { SideCard, SideRow, SideRows } from './SideCard';

export interface TotalItem {
  id: string;
  label: string;
  amount: number;
  /** The grand total line, set apart. */
  strong?: boolean;
  /** A sum above the total, or what is still owed (SideRow). */
  kind?: 'subtotal' | 'owed';
}

/** A side card of money figures (euros): one line per item (cash, card, ... total), `total-<id>` for tests. */
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
          <SideRow key={item.id} label={item.label} strong={item.strong} kind={item.kind} testId={`total-${item.id}`}>
            {formatAmount(item.amount, lng)}
          </SideRow>
        ))}
      </SideRows>
    </SideCard>
  );
}
