import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataPage } from '../../../components/DataPage';
import { StateCard } from '../../../components/PageState';
import { useConfirmedDelete } from '../../../components/useConfirmedDelete';
import { type Printer, type PrinterDraft, useDeletePrinter, usePrinters } from '../api';
import { PrinterCard } from '../components/PrinterCard';
import { PrinterDialog } from '../components/PrinterDialog';
import { usePrinterTests } from '../hooks/usePrinterTests';
import '../printers.css';

/** /printers: printer cards with add, edit, delete and a test print (document 1 section 2), for ADMIN_PRINTERS. */
export function PrintersPage() {
  const { t } = useTranslation('printers');
  const printers = usePrinters();
  const tests = usePrinterTests();
  // undefined: no dialog; {}: a new printer.
  const [editing, setEditing] = useState<PrinterDraft | undefined>(undefined);
  const deleting = useConfirmedDelete({
    question: (printer: Printer) => t('confirmDelete', { name: printer.name }),
    mutation: useDeletePrinter(),
    id: (printer) => printer.id,
    success: (printer) => t('toast.deleteSuccess', { name: printer.name }),
  });

  return (
    <DataPage
      title={t('title')}
      subtitle={t('subtitle')}
      add={{ label: t('add'), onClick: () => setEditing({}) }}
      query={printers}
      ability="ADMIN_PRINTERS"
      dialogs={
        <>
          {editing !== undefined && <PrinterDialog printer={editing} onClose={() => setEditing(undefined)} />}
          {deleting.dialog}
        </>
      }
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
                onEdit={() => setEditing(printer)}
                onDelete={() => deleting.ask(printer)}
              />
            ))}
          </div>
        )
      }
    </DataPage>
  );
}
