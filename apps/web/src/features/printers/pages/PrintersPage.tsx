import { useTranslation } from 'react-i18next';
import { DataPage } from '../../../components/DataPage';
import { pageTexts } from '../../../components/PageHeader';
import { StateCard } from '../../../components/PageState';
import { deleteTexts, useListDialogs } from '../../../components/useListDialogs';
import { type Printer, useDeletePrinter, usePrinters } from '../api';
import { PrinterCard } from '../components/PrinterCard';
import { PrinterDialog } from '../components/PrinterDialog';
import { usePrinterTests } from '../hooks/usePrinterTests';
import '../printers.css';

/** /printers: printer cards with add, edit, delete and a test print (document 1 section 2), for ADMIN_PRINTERS. */
export function PrintersPage() {
  const { t } = useTranslation('printers');
  const printers = usePrinters();
  const tests = usePrinterTests();
  const dialogs = useListDialogs({
    // A new printer is an empty draft.
    editor: (printer: Printer | null, close) => <PrinterDialog printer={printer ?? {}} onClose={close} />,
    remove: {
      mutation: useDeletePrinter(),
      id: (printer: Printer) => printer.id,
      ...deleteTexts(t, (printer: Printer) => ({ name: printer.name }), true),
    },
  });

  return (
    <DataPage
      {...pageTexts(t)}
      add={{ label: t('add'), onClick: dialogs.openAdd }}
      query={printers}
      ability="ADMIN_PRINTERS"
      dialogs={dialogs.dialogs}
    >
      {(list) =>
        list.length === 0 ? (
          <StateCard icon="pi pi-print" tone="muted" title={t('empty.title')} text={t('empty.text')} />
        ) : (
          <div className="item-grid">
            {list.map((printer) => (
              <PrinterCard
                key={printer.id}
                printer={printer}
                testing={tests.testing.has(printer.id)}
                result={tests.results[printer.id]}
                onTest={() => tests.run(printer)}
                onEdit={() => dialogs.openEdit(printer)}
                onDelete={() => dialogs.askDelete(printer)}
              />
            ))}
          </div>
        )
      }
    </DataPage>
  );
}
