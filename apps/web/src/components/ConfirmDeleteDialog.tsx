import { ConfirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';

/** A controlled delete confirmation: `message` names what goes; null hides the dialog. */
export function ConfirmDeleteDialog({
  message,
  onConfirm,
  onHide,
}: {
  message: string | null;
  onConfirm: () => void;
  onHide: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      visible={message !== null}
      onHide={onHide}
      header={t('dialog.confirmDeleteTitle')}
      message={message}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t('dialog.delete')}
      rejectLabel={t('dialog.cancel')}
      acceptClassName="p-button-danger"
      acceptIcon="pi pi-trash"
      rejectClassName="p-button-text"
      defaultFocus="reject"
      accept={onConfirm}
      reject={onHide}
    />
  );
}
