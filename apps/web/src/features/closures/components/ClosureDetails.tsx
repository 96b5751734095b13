import type { Closure } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paymentRows, sumOf } from '../model';

/** What a closure holds beyond its sales: payments per type (in and out), tips, rounding, invoices and credit notes. */
export function ClosureDetails({ closure, timeZone }: { closure: Closure; timeZone: string }) {
  const { t, i18n } = useTranslation('closures');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const { totals } = closure;
  const payments = paymentRows(totals);
  const money = (cents: number) => formatMoney(cents, lng);
  return (
    <div className="closure-details" data-testid={`closure-details-${closure.period}`}>
      <table className="closure-details__payments">
        <caption>{t('list.payments')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.paymentType')}</th>
            <th scope="col" className="num">
              {t('list.in')}
            </th>
            <th scope="col" className="num">
              {t('list.out')}
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.length === 0 ? (
            <tr>
              <td colSpan={3}>{t('list.noPayment')}</td>
            </tr>
          ) : (
            payments.map((p) => (
              <tr key={p.type}>
                <th scope="row">{t(`analytics:payTypes.${p.type}`, { defaultValue: p.type })}</th>
                <td className="num">{money(p.in)}</td>
                <td className="num">{p.out ? money(-p.out) : '–'}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <dl className="closure-details__facts">
        <div>
          <dt>{t('list.tips')}</dt>
          <dd>{money(sumOf(totals.tips))}</dd>
        </div>
        <div>
          <dt>{t('list.rounding')}</dt>
          <dd>{money(sumOf(totals.rounding))}</dd>
        </div>
        <div>
          <dt>{t('list.invoices')}</dt>
          <dd>{t('list.countTotal', { count: totals.invoices.count, total: money(totals.invoices.total) })}</dd>
        </div>
        <div>
          <dt>{t('list.creditNotes')}</dt>
          <dd>{t('list.countTotal', { count: totals.creditNotes.count, total: money(totals.creditNotes.total) })}</dd>
        </div>
        <div>
          <dt>{t('list.signed')}</dt>
          <dd>
            {t('list.entry', { seq: closure.seq })} · {formatDateTime(closure.createdAt, lng, timeZone)}
          </dd>
        </div>
        <div>
          <dt>{t('list.hash')}</dt>
          <dd>
            <code className="closure-details__hash">{closure.hash}</code>
          </dd>
        </div>
      </dl>
    </div>
  );
}
