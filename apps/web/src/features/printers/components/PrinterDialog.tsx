import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { fieldError } from '../../../components/DialogErrorLine';
import { FormDialog } from '../../../components/FormDialog';
import { type PrinterDraft, useSavePrinter } from '../api';

type Field = 'name' | 'ipAddress' | 'doublePrint';

/**
 * Create (empty printer) or edit a printer. Name, IP address and double print are marked as errors when empty and
 * the server returned an error (document 1 section 5); a field the server named shows its message.
 */
export function PrinterDialog({ printer, onClose }: { printer: PrinterDraft; onClose: () => void }) {
  const { t } = useTranslation('printers');
  const save = useSavePrinter();
  const [draft, setDraft] = useState<PrinterDraft>(printer);
  const isNew = printer.id === undefined;

  const empty = (field: Field) => {
    const value = draft[field];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  };
  const errorOf = (field: Field): string | undefined => {
    if (!save.error) return undefined;
    if (empty(field)) return t('dialog.required');
    return fieldError(save.error, field);
  };
  const message = (field: Field) => {
    const text = errorOf(field);
    return text ? (
      <small id={`printer-${field}-error`} className="form-field__error">
        {text}
      </small>
    ) : null;
  };

  const submit = () =>
    save.mutate(
      { ...draft, name: draft.name?.trim(), ipAddress: draft.ipAddress?.trim() },
      {
        onSuccess: (saved) => {
          toast.success(t(isNew ? 'toast.createSuccess' : 'toast.successEdit', { name: saved.name }));
          onClose();
        },
      },
    );

  const yesNo = [
    { label: t('dialog.yes'), value: true },
    { label: t('dialog.no'), value: false },
  ];

  return (
    <FormDialog
      id="printer-dialog"
      visible
      title={isNew ? t('dialog.addTitle') : t('dialog.editTitle', { name: printer.name })}
      saving={save.isPending}
      error={save.error}
      onHide={onClose}
      onSubmit={submit}
    >
      <div className="form-field">
        <label htmlFor="printer-name">{t('dialog.name')}</label>
        <InputText
          id="printer-name"
          autoFocus
          value={draft.name ?? ''}
          maxLength={100}
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
          invalid={Boolean(errorOf('name'))}
          aria-describedby={errorOf('name') ? 'printer-name-error' : undefined}
        />
        {message('name')}
      </div>
      <div className="form-field">
        <label htmlFor="printer-ip">{t('dialog.ipAddress')}</label>
        <InputText
          id="printer-ip"
          value={draft.ipAddress ?? ''}
          maxLength={100}
          placeholder="192.168.1.50"
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => setDraft((d) => ({ ...d, ipAddress: e.target.value }))}
          invalid={Boolean(errorOf('ipAddress'))}
          aria-describedby={errorOf('ipAddress') ? 'printer-ipAddress-error' : 'printer-ip-help'}
        />
        {message('ipAddress') ?? (
          <small id="printer-ip-help" className="printer-dialog__help">
            {t('dialog.ipHelp')}
          </small>
        )}
      </div>
      <div className="form-field">
        <span id="printer-double-label" className="form-field__label">
          {t('dialog.doublePrint')}
        </span>
        <SelectButton
          aria-labelledby="printer-double-label"
          value={draft.doublePrint}
          options={yesNo}
          allowEmpty={false}
          onChange={(e) => setDraft((d) => ({ ...d, doublePrint: e.value as boolean }))}
          invalid={Boolean(errorOf('doublePrint'))}
          className={errorOf('doublePrint') ? 'p-invalid' : undefined}
        />
        {message('doublePrint') ?? <small className="printer-dialog__help">{t('dialog.doublePrintHelp')}</small>}
      </div>
    </FormDialog>
  );
}
