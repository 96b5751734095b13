import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { type Printer, type PrinterDraft, useDeletePrinter, usePrinters } from '../api';
import { PrinterCard } from '../components/PrinterCard';
import { PrinterDialog } from '../components/PrinterDialog';
import { usePrinterTests } from '../hooks/usePrinterTests';
import '../printers.css';

/** /printers: printer cards with add, edit, delete and a test print (document 1 section 2), for ADMIN_PRINTERS. */
export function PrintersPage() {
  const { t } = useTranslation('printers');
  const printers = usePrinters();
  const remove = useDeletePrinter();
  const tests = usePrinterTests();
  // undefined: no dialog; {}: a new printer.
  const [editing, setEditing] = useState<PrinterDraft | undefined>(undefined);
  const [deleting, setDeleting] = useState<Printer | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const printer = deleting;
    setDeleting(null);
    remove.mutate(printer.id, { onSuccess: () => toast.success(t('toast.deleteSuccess', { name: printer.name })) });
  };

  const addButton = printers.data && <Button label={t('add')} icon="pi pi-plus" onClick={() => setEditing({})} />;

  let content: React.ReactNode;
  if (printers.isError) {
    content = <PageLoadError error={printers.error} ability="ADMIN_PRINTERS" onRetry={() => void printers.refetch()} />;
  } else if (!printers.data) {
    content = <PageLoading />;
  } else if (printers.data.length === 0) {
    content = (
      <section className="card printers-empty">
        <i className="pi pi-print printers-empty__icon" aria-hidden="true" />
        <h2 className="printers-empty__title">{t('empty.title')}</h2>
        <p className="printers-empty__text">{t('empty.text')}</p>
      </section>
    );
  } else {
    content = (
      <div className="printers-grid">
        {printers.data.map((printer) => (
          <PrinterCard
            key={printer.id}
            printer={printer}
            testing={tests.testing.has(printer.id)}
            result={tests.results[printer.id]}
            onTest={() => tests.run(printer)}
            onEdit={() => setEditing(printer)}
            onDelete={() => setDeleting(printer)}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={addButton} />
      {content}
      {editing !== undefined && <PrinterDialog printer={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDeleteDialog
        message={deleting ? t('confirmDelete', { name: deleting.name }) : null}
        onConfirm={confirmDelete}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
