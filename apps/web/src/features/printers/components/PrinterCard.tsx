import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../components/CardBits';
import type { Printer } from '../api';

export type TestResult = { ok: true } | { ok: false; reason: string };

/** One printer: name, IP address, X2 when it prints twice, the last test result, and its actions. */
export function PrinterCard({
  printer,
  testing,
  result,
  onTest,
  onEdit,
  onDelete,
}: {
  printer: Printer;
  testing: boolean;
  result: TestResult | undefined;
  onTest: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('printers');
  return (
    <article className="card printer-card" aria-labelledby={`printer-${printer.id}-name`} data-testid="printer-card">
      <div className="printer-card__head">
        <div className="printer-card__icon" aria-hidden="true">
          <i className="pi pi-print" />
        </div>
        <div className="printer-card__text">
          <h2 id={`printer-${printer.id}-name`} className="printer-card__name">
            {printer.name}
          </h2>
          <span className="printer-card__ip">{printer.ipAddress}</span>
        </div>
        {printer.doublePrint && (
          <Tag
            className="printer-card__x2"
            value="X2"
            title={t('card.doublePrint')}
            aria-label={t('card.doublePrint')}
          />
        )}
      </div>
      <p
        className={`printer-card__result${result ? (result.ok ? ' printer-card__result--ok' : ' printer-card__result--error') : ''}`}
        aria-live="polite"
        data-testid="printer-test-result"
      >
        {result && <i className={result.ok ? 'pi pi-check-circle' : 'pi pi-times-circle'} aria-hidden="true" />}
        {result ? (result.ok ? t('card.testOk') : t('card.testFailed', { reason: result.reason })) : ' '}
      </p>
      <div className="printer-card__actions">
        <Button
          label={t('card.test')}
          icon="pi pi-send"
          size="small"
          outlined
          loading={testing}
          onClick={onTest}
          aria-label={t('card.testNamed', { name: printer.name })}
        />
        <span className="printer-card__spacer" />
        <EditDeleteButtons
          editLabel={t('card.edit', { name: printer.name })}
          deleteLabel={t('card.delete', { name: printer.name })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
    </article>
  );
}
