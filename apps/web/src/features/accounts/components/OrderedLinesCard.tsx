import type { OrderedProduct } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { PayTypeTag } from '../../analytics/components/PayTypeTag';
import { formatAmount, formatPercent, formatQuantity } from '../../analytics/money';

export interface LineRules {
  canCorrect: boolean;
  /** Pay types change only on a closed account (its lines are stamped with how it was paid). */
  closed: boolean;
}

/** The account's ordered products: id, name, comment, quantity (KG when weight-priced), price, VAT, linked-to. */
export function OrderedLinesCard({
  lines,
  rules,
  onDelete,
  onChangePayType,
}: {
  lines: OrderedProduct[];
  rules: LineRules;
  onDelete: (line: OrderedProduct) => void;
  onChangePayType: (line: OrderedProduct) => void;
}) {
  const { t, i18n } = useTranslation(['accounts', 'analytics']);
  const lng = currentLanguage(i18n.resolvedLanguage);
  const tip = (text: string) => ({
    tooltip: text,
    tooltipOptions: { showOnDisabled: true, position: 'left' as const },
  });

  const actions = (line: OrderedProduct) => {
    const linked = line.linkedToOrderedProductId !== null;
    const deleteReason = linked
      ? t('analytics:orders.linkedCannotDelete')
      : !rules.canCorrect
        ? t('analytics:orders.noCorrectAbility')
        : null;
    const payReason = !rules.canCorrect
      ? t('analytics:orders.noCorrectAbility')
      : !rules.closed
        ? t('summary.lines.payTypeWhenClosed')
        : null;
    return (
      <div className="row-actions">
        <Button
          type="button"
          icon="pi pi-credit-card"
          rounded
          text
          size="small"
          severity="secondary"
          aria-label={t('summary.lines.changePayType', { name: line.product.name })}
          disabled={payReason !== null}
          {...tip(payReason ?? t('summary.lines.changePayType', { name: line.product.name }))}
          onClick={() => onChangePayType(line)}
        />
        <Button
          type="button"
          icon="pi pi-trash"
          rounded
          text
          size="small"
          severity="danger"
          aria-label={t('summary.lines.delete', { name: line.product.name })}
          disabled={deleteReason !== null}
          {...(deleteReason ? tip(deleteReason) : {})}
          onClick={() => onDelete(line)}
        />
      </div>
    );
  };

  return (
    <section className="card account-lines" aria-labelledby="lines-title" data-testid="account-lines">
      <h2 id="lines-title" className="history-card__title">
        {t('summary.lines.title', { count: lines.length })}
      </h2>
      <DataTable value={lines} dataKey="orderedProductId" size="small" emptyMessage={t('summary.lines.empty')}>
        <Column header={t('analytics:columns.id')} body={(l: OrderedProduct) => <code>{l.orderedProductId}</code>} />
        <Column
          header={t('analytics:columns.name')}
          body={(l: OrderedProduct) => (
            <span className={l.linkedToOrderedProductId !== null ? 'history-option' : undefined}>{l.product.name}</span>
          )}
        />
        <Column header={t('summary.lines.comment')} body={(l: OrderedProduct) => l.customComment || '–'} />
        <Column
          header={t('summary.lines.quantity')}
          align="right"
          body={(l: OrderedProduct) =>
            `${formatQuantity(l.units, lng)}${l.product.weightPrice ? ` ${t('analytics:units.kg')}` : ''}`
          }
        />
        <Column
          header={t('analytics:columns.price')}
          align="right"
          body={(l: OrderedProduct) => formatAmount(l.chargedPriceVatIncl, lng)}
        />
        <Column
          header={t('analytics:columns.vat')}
          align="right"
          body={(l: OrderedProduct) => formatPercent(l.chargedVat, lng)}
        />
        <Column header={t('analytics:columns.linkedTo')} body={(l: OrderedProduct) => l.linkedToProductName ?? '–'} />
        <Column
          header={t('summary.lines.payType')}
          body={(l: OrderedProduct) => (l.payType === 'NONE' ? '–' : <PayTypeTag type={l.payType} />)}
        />
        <Column
          header={<span className="sr-only">{t('analytics:columns.actions')}</span>}
          body={actions}
          style={{ width: '6rem' }}
        />
      </DataTable>
    </section>
  );
}
