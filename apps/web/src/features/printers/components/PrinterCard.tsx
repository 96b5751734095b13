import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { ItemCard } from '../../../components/CardBits';
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
    <ItemCard
      id={`printer-${printer.id}`}
      testId="printer-card"
      icon="pi pi-print"
      title={printer.name}
      address={printer.ipAddress}
      badge={
        printer.doublePrint && (
          <Tag
            className="printer-card__x2"
            value="X2"
            title={t('card.doublePrint')}
            aria-label={t('card.doublePrint')}
          />
        )
      }
      result={
        result
          ? { ok: result.ok, text: result.ok ? t('card.testOk') : t('card.testFailed', { reason: result.reason }) }
          : null
      }
      resultTestId="printer-test-result"
      test={{
        label: t('card.test'),
        ariaLabel: t('card.testNamed', { name: printer.name }),
        icon: 'pi pi-send',
        loading: testing,
        onClick: onTest,
      }}
      editLabel={t('card.edit', { name: printer.name })}
      deleteLabel={t('card.delete', { name: printer.name })}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
