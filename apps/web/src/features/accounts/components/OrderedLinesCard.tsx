import type { OrderedProduct } from '@comptoir/shared';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { ListCard, RowActions } from '../../../components/ListCard';
import { ListTable } from '../../../components/ListTable';
import { formatAmount, formatPercent, formatQuantity } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { PayTypeTag } from '../../analytics';

export interface LineRules {
  /** Why no line can be corrected here (no ability, a deleted ticket, a correction ticket); null when they can. */
  refusal: string | null;
  /** Pay types change only on a closed account (its lines are stamped with how it was paid). */
  closed: boolean;
  /** The lines a correction ticket already cancelled (the original keeps them as registered). */
  corrected: ReadonlySet<number>;
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
  const actions = (line: OrderedProduct) => {
    const linked = line.linkedToOrderedProductId !== null;
    const deleteReason = linked
      ? t('analytics:orders.linkedCannotDelete')
      : (rules.refusal ??
        (rules.corrected.has(line.orderedProductId) ? t('corrections.refusal.alreadyCorrected') : null));
    const payReason = rules.refusal ? rules.refusal : !rules.closed ? t('summary.lines.payTypeWhenClosed') : null;
    const payLabel = t('summary.lines.changePayType', { name: line.product.name });
    return (
      <RowActions
        actions={[
          {
            icon: 'pi pi-credit-card',
            label: payLabel,
            disabledReason: payReason,
            tooltip: payLabel,
            onClick: () => onChangePayType(line),
          },
          {
            icon: 'pi pi-trash',
            label: t('summary.lines.delete', { name: line.product.name }),
            danger: true,
            disabledReason: deleteReason,
            onClick: () => onDelete(line),
          },
        ]}
      />
    );
  };

  return (
    <ListCard id="account-lines" className="account-lines" title={t('summary.lines.title', { count: lines.length })}>
      <ListTable
        // The table's cells keep their rows (the same objects after a refresh): a new correction redraws them.
        key={`${rules.corrected.size}-${rules.refusal ?? ''}`}
        value={lines}
        dataKey="orderedProductId"
        emptyMessage={t('summary.lines.empty')}
        label={t('summary.lines.title', { count: lines.length })}
      >
        <Column header={t('analytics:columns.id')} body={(l: OrderedProduct) => <code>{l.orderedProductId}</code>} />
        <Column
          header={t('analytics:columns.name')}
          body={(l: OrderedProduct) => (
            <span className={l.linkedToOrderedProductId !== null ? 'history-option' : undefined}>
              {l.product.name}
              {rules.corrected.has(l.orderedProductId) && (
                <span className="account-line__corrected" data-testid={`corrected-${l.orderedProductId}`}>
                  {t('corrections.card.cancelled')}
                </span>
              )}
            </span>
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
      </ListTable>
    </ListCard>
  );
}
