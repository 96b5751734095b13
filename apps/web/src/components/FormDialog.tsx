import './components.css';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogErrorLine } from './DialogErrorLine';
import { useUploadInProgress } from './image/upload';

/**
 * PrimeReact's floating panels (dropdown, multi-select, calendar, colour panel...) carry these classes while open. They
 * are appended to the body, so the dialog cannot see them through its own DOM.
 */
const OPEN_OVERLAY = '.p-connected-overlay-enter, .p-connected-overlay-enter-active, .p-connected-overlay-enter-done';

/** True when a floating panel is open on the page: Esc then belongs to it, not to the dialog. */
export function overlayOpen(doc: Document = document): boolean {
  return doc.querySelector(OPEN_OVERLAY) !== null;
}

/**
 * A dialog holding one form: Cancel and Save in the footer (Enter submits), and the failed request's error line under
 * the fields (document 1 section 8). Esc closes only the innermost overlay: an open dropdown, calendar or colour panel
 * first, the dialog only when none is open. Closing (Esc, the close button, Cancel) a changed form (`dirty`) asks for
 * confirmation first; saving closes through the caller's own `onHide` call, without asking. While an image upload
 * runs (components/image/upload, the one upload path), Save waits and the dialog says so.
 */
export function FormDialog({
  id,
  visible,
  title,
  saving,
  error,
  dirty = false,
  onHide,
  onSubmit,
  children,
  width = '28rem',
  submitLabel,
  submitIcon = 'pi pi-check',
}: {
  id: string;
  visible: boolean;
  title: string;
  saving: boolean;
  error: unknown;
  /** The form differs from what it was opened with. */
  dirty?: boolean;
  onHide: () => void;
  onSubmit: () => void;
  children: ReactNode;
  width?: string;
  /** The submit button's text when "Save" does not say what happens ("Open shift"). */
  submitLabel?: string;
  submitIcon?: string;
}) {
  const { t } = useTranslation('common');
  const [confirming, setConfirming] = useState(false);
  const uploading = useUploadInProgress();
  const busy = saving || uploading;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through the dialog's portal: a dialog opened from a page's own form (settings) must not
    // submit that form too.
    event.stopPropagation();
    if (!busy) onSubmit();
  };
  const requestClose = useCallback(() => {
    if (saving) return;
    if (dirty) setConfirming(true);
    else onHide();
  }, [dirty, saving, onHide]);

  // Esc, looked at in the capture phase: before the open panel handles (and removes) itself.
  const latest = useRef({ requestClose, confirming });
  latest.current = { requestClose, confirming };
  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || latest.current.confirming || overlayOpen()) return;
      latest.current.requestClose();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [visible]);

  const footer = (
    <div className="form-dialog__footer">
      <Button type="button" label={t('dialog.cancel')} text onClick={requestClose} disabled={saving} />
      <Button type="submit" form={id} label={submitLabel ?? t('dialog.save')} icon={submitIcon} loading={busy} />
    </div>
  );
  return (
    <Dialog
      visible={visible}
      onHide={requestClose}
      header={title}
      footer={footer}
      modal
      closeOnEscape={false}
      draggable={false}
      resizable={false}
      style={{ width, maxWidth: 'calc(100vw - 2rem)' }}
      className="form-dialog"
    >
      <form id={id} className="form-dialog__form" onSubmit={submit} noValidate>
        {children}
        {uploading && (
          <Message
            id={`${id}-uploading`}
            className="dialog-error-line"
            severity="info"
            text={t('dialog.uploadInProgress')}
            role="status"
          />
        )}
        <DialogErrorLine error={error} id={`${id}-error`} />
      </form>
      <Dialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        header={t('dialog.discardTitle')}
        modal
        draggable={false}
        resizable={false}
        style={{ width: '24rem', maxWidth: 'calc(100vw - 2rem)' }}
        className="discard-dialog"
        data-testid={`${id}-discard`}
        footer={
          <div className="form-dialog__footer">
            <Button type="button" label={t('dialog.keepEditing')} text autoFocus onClick={() => setConfirming(false)} />
            <Button
              type="button"
              label={t('dialog.discard')}
              severity="danger"
              onClick={() => {
                setConfirming(false);
                onHide();
              }}
            />
          </div>
        }
      >
        <p className="discard-dialog__text">{t('dialog.discardMessage')}</p>
      </Dialog>
    </Dialog>
  );
}
