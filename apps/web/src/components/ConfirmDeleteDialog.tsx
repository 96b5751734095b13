import { ConfirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';

/** A controlled confirmation of an action: `message` says what happens; null hides the dialog. */
export function ConfirmActionDialog({
  message,
  title,
  acceptLabel,
  acceptIcon,
  danger,
  onConfirm,
  onHide,
}: {
  message: string | null;
  title: string;
  acceptLabel: string;
  acceptIcon?: string;
  danger?: boolean;
  onConfirm: () => void;
  onHide: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      visible={message !== null}
      onHide={onHide}
      header={title}
      message={message}
      icon={danger ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle'}
      acceptLabel={acceptLabel}
      rejectLabel={t('dialog.cancel')}
      acceptClassName={danger ? 'p-button-danger' : undefined}
      acceptIcon={acceptIcon}
      rejectClassName="p-button-text"
      defaultFocus="reject"
      accept={onConfirm}
      reject={onHide}
    />
  );
}

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
    <ConfirmActionDialog
      message={message}
      title={t('dialog.confirmDeleteTitle')}
      acceptLabel={t('dialog.delete')}
      acceptIcon="pi pi-trash"
      danger
      onConfirm={onConfirm}
      onHide={onHide}
    />
  );
}
