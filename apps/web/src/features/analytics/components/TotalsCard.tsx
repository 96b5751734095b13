import { useTranslation } from 'react-i18next';
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
  const titleId = `${testId ?? 'totals'}-title`;
  return (
    <section className="card side-card" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="side-card__title">
        {title}
      </h2>
      {subtitle && <p className="side-card__subtitle">{subtitle}</p>}
      <dl className="side-card__list">
        {items.map((item) => (
          <div
            key={item.id}
            className={`side-card__row${item.strong ? ' side-card__row--strong' : ''}`}
            data-testid={`total-${item.id}`}
          >
            <dt>{item.label}</dt>
            <dd>{formatAmount(item.amount, lng)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
