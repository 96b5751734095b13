import { createPrinterSchema, parsePrinterAddress } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { ChoiceField, TextField } from '../../../components/FormField';
import { addEditTexts } from '../../../components/form/addEditTexts';
import { labelledFields } from '../../../components/form/labelledFields';
import { useDialogForm } from '../../../components/form/useDialogForm';
import { ApiError, fieldError } from '../../../lib/api';
import { REQUIRED } from '../../../lib/forms';
import { refusalMessage } from '../../../lib/refusals';
import { type PrinterDraft, useSavePrinter } from '../api';

/** The dialog's values: the shared printer's double print; name and address required, the address readable. */
export const printerFormSchema = createPrinterSchema.pick({ doublePrint: true }).extend({
  name: z.string().trim().min(1, REQUIRED).max(100),
  ipAddress: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .max(100)
    .refine((v) => parsePrinterAddress(v) !== null, 'printers:dialog.ipInvalid'),
});

/**
 * Create (empty printer) or edit a printer (document 1 section 5). Name and IP address are required; double print
 * starts at No for a new printer, so a first save does not fail on it.
 */
export function PrinterDialog({ printer, onClose }: { printer: PrinterDraft; onClose: () => void }) {
  const { t } = useTranslation('printers');
  const save = useSavePrinter();
  const texts = addEditTexts(t, printer.id === undefined ? null : printer, (p: PrinterDraft) => ({ name: p.name }));
  const { field, errorOf, dialog } = useDialogForm(
    printerFormSchema,
    { name: printer.name ?? '', ipAddress: printer.ipAddress ?? '', doublePrint: printer.doublePrint ?? false },
    {
      mutation: save,
      body: (body) => ({ id: printer.id, ...body }),
      success: texts.success,
      onClose,
    },
  );
  // A port the server does not print to (PRINTER_PORT_NOT_ALLOWED) is explained in the interface language under the
  // field; the server's other field messages are shown as they come.
  const ipError = errorOf('ipAddress');
  const portRefusal =
    save.error instanceof ApiError &&
    save.error.reason === 'PRINTER_PORT_NOT_ALLOWED' &&
    ipError === fieldError(save.error, 'ipAddress')
      ? refusalMessage(save.error)
      : null;
  const e = { name: errorOf('name'), ipAddress: portRefusal ?? ipError, doublePrint: errorOf('doublePrint') };

  const input = labelledFields(field, 'printer', (name) => t(`dialog.${name}`));
  const yesNo = [
    { label: t('dialog.yes'), value: true },
    { label: t('dialog.no'), value: false },
  ];

  return (
    <FormDialog id="printer-dialog" title={texts.title} {...dialog}>
      <TextField {...input('name')} error={e.name} autoFocus maxLength={100} />
      <TextField
        {...input('ipAddress')}
        error={e.ipAddress}
        hint={t('dialog.ipHelp')}
        maxLength={100}
        placeholder="192.168.1.50"
        spellCheck={false}
        autoComplete="off"
      />
      <ChoiceField {...input('doublePrint')} error={e.doublePrint} hint={t('dialog.doublePrintHelp')} options={yesNo} />
    </FormDialog>
  );
}
