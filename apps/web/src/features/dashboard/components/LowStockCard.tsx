import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { LowStock } from '../api';
import { LOW_STOCK_SHOWN, stockShare } from '../model';

/** The ingredients page filtered on those under their minimum. */
export const LOW_STOCK_LINK = '/ingredients?below=1';

/**
 * Ingredients under their minimum level (issue 27): name, stock against minimum in its unit, the emptiest first, and
 * the way to the ingredients page showing only those. Shown only when there is something to say.
 */
export function LowStockCard({ items }: { items: LowStock[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = currentLanguage(i18n.language);
  const shown = items.slice(0, LOW_STOCK_SHOWN);
  const unit = (i: LowStock) => t(`lowStock.units.${i.unit}`);
  return (
    <section className="dash-card dash-low" aria-labelledby="low-stock-title" data-testid="low-stock-card">
      <header className="dash-card__header">
        <h2 id="low-stock-title" className="dash-card__title">
          <i className="pi pi-exclamation-triangle dash-low__icon" aria-hidden="true" />
          {t('lowStock.title')}
        </h2>
        <span className="dash-card__subtitle">{t('lowStock.count', { count: items.length })}</span>
      </header>
      <ul className="dash-low__list">
        {shown.map((i) => (
          <li key={i.ingredientId} className="dash-low__item" data-testid="low-stock-item">
            <span className="dash-low__name">{i.name}</span>
            <span className="dash-low__figures">
              {t('lowStock.figures', {
                stock: formatNumber(i.stock, lng),
                minimum: formatNumber(i.minStock, lng),
                unit: unit(i),
              })}
            </span>
            <span className="dash-low__bar" aria-hidden="true">
              <span style={{ width: `${Math.round(stockShare(i.stock, i.minStock) * 100)}%` }} />
            </span>
          </li>
        ))}
      </ul>
      <Link to={LOW_STOCK_LINK} className="dash-low__link" data-testid="low-stock-link">
        {items.length > shown.length ? t('lowStock.seeAll', { count: items.length }) : t('lowStock.see')}
        <i className="pi pi-arrow-right" aria-hidden="true" />
      </Link>
    </section>
  );
}
