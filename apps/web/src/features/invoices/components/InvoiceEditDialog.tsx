import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { Field } from '../../../components/FormField';
import type { Invoice } from '../api';
import { editDialogAction } from '../model';

/**
 * The edit dialog of a paid invoice (document 3 section 4): a status choice, paid or waiting. Empty does nothing;
 * any chosen value calls set-unpaid, as the spec says.
 */
export function InvoiceEditDialog({
  invoice,
  saving,
  onClose,
  onUnpaid,
}: {
  invoice: Invoice;
  saving: boolean;
  onClose: () => void;
  onUnpaid: () => void;
}) {
  const { t } = useTranslation('invoices');
  const [status, setStatus] = useState<string>('');
  const options = [
    { label: t('state.PAID'), value: 'PAID' },
    { label: t('state.WAITING'), value: 'WAITING' },
  ];
  const submit = () => {
    if (editDialogAction(status) === 'unpaid') onUnpaid();
    else onClose();
  };
  return (
    <FormDialog
      id="invoice-edit-dialog"
      visible
      title={t('edit.title', { number: invoice.invoiceNumber ?? 'N/A' })}
      saving={saving}
      error={null}
      dirty={status !== ''}
      onHide={onClose}
      onSubmit={submit}
    >
      <Field id="invoice-status" label={t('edit.status')} hint={t('edit.hint')}>
        <Dropdown
          inputId="invoice-status"
          value={status}
          options={options}
          placeholder={t('edit.placeholder')}
          onChange={(e) => setStatus((e.value as string | null) ?? '')}
          showClear
        />
      </Field>
    </FormDialog>
  );
}
