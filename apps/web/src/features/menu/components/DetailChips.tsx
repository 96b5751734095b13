import { useTranslation } from 'react-i18next';
import { allDetails, DETAILS, type Detail, toggleDetail } from '../model';

/** The chips choosing what the cards show (document 2 section 2): all, VAT, printer, sub-options, stock, barcode. */
export function DetailChips({
  shown,
  onChange,
}: {
  shown: ReadonlySet<Detail>;
  onChange: (next: Set<Detail>) => void;
}) {
  const { t } = useTranslation('menu');
  const chip = (id: Detail | 'all', on: boolean) => (
    <button
      key={id}
      type="button"
      className={`menu-chip${on ? ' menu-chip--on' : ''}`}
      aria-pressed={on}
      onClick={() => onChange(toggleDetail(shown, id))}
      data-testid={`menu-chip-${id}`}
    >
      {on && <i className="pi pi-check" aria-hidden="true" />}
      {t(`details.${id}`)}
    </button>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form field set
    <div className="menu-chips" role="group" aria-label={t('details.label')}>
      {chip('all', allDetails(shown))}
      {DETAILS.map((d) => chip(d, shown.has(d)))}
    </div>
  );
}
