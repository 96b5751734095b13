import './components.css';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogErrorLine } from './DialogErrorLine';

/**
 * A dialog holding one form: Cancel and Save in the footer (Enter submits), and the failed request's error line under
 * the fields (document 1 section 8).
 */
export function FormDialog({
  id,
  visible,
  title,
  saving,
  error,
  onHide,
  onSubmit,
  children,
  width = '28rem',
}: {
  id: string;
  visible: boolean;
  title: string;
  saving: boolean;
  error: unknown;
  onHide: () => void;
  onSubmit: () => void;
  children: ReactNode;
  width?: string;
}) {
  const { t } = useTranslation('common');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };
  const footer = (
    <div className="form-dialog__footer">
      <Button type="button" label={t('dialog.cancel')} text onClick={onHide} disabled={saving} />
      <Button type="submit" form={id} label={t('dialog.save')} icon="pi pi-check" loading={saving} />
    </div>
  );
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={title}
      footer={footer}
      modal
      draggable={false}
      resizable={false}
      style={{ width, maxWidth: 'calc(100vw - 2rem)' }}
      className="form-dialog"
    >
      <form id={id} className="form-dialog__form" onSubmit={submit} noValidate>
        {children}
        <DialogErrorLine error={error} id={`${id}-error`} />
      </form>
    </Dialog>
  );
}
