import type { ComponentProps, ReactNode } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { MoneyField } from '../../../components/FormField';
import { MAX_SHIFT_CASH_CENTS } from '../shiftCash';

/**
 * A dialog that counts a shift's cash: opening the shift (the dashboard) or closing it (the shift detail). Its intro,
 * the cash in euros (held in cents, focused first; `<id>-cash`), then the dialog's own fields. `dialog` is
 * useDialogForm's.
 */
export function ShiftCashDialog({
  id,
  title,
  intro,
  cashLabel,
  placeholder,
  cash,
  onCash,
  cashError,
  dialog,
  submitLabel,
  submitIcon,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  cashLabel: string;
  placeholder?: string;
  cash: number | null;
  onCash: (cents: number | null) => void;
  cashError?: string;
  dialog: Omit<ComponentProps<typeof FormDialog>, 'id' | 'title' | 'children'>;
  submitLabel?: string;
  submitIcon?: string;
  children?: ReactNode;
}) {
  return (
    <FormDialog id={id} title={title} submitLabel={submitLabel} submitIcon={submitIcon} {...dialog}>
      <p className="form-dialog__intro">{intro}</p>
      <MoneyField
        id={`${id}-cash`}
        label={cashLabel}
        value={cash}
        onChange={onCash}
        max={MAX_SHIFT_CASH_CENTS}
        placeholder={placeholder}
        error={cashError}
        autoFocus
      />
      {children}
    </FormDialog>
  );
}
