import './components.css';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../lib/api';

/**
 * The request's error line of a dialog (document 1 section 8). A validation error with field messages reads "check the
 * highlighted fields" (the fields carry the details); any other error shows the server's message.
 */
export function DialogErrorLine({ error, id }: { error: unknown; id?: string }) {
  const { t } = useTranslation('common');
  if (!error) return null;
  const text =
    error instanceof ApiError && error.code === 'VALIDATION' && error.fieldErrors
      ? t('dialog.checkFields')
      : errorMessage(error);
  return <Message id={id} className="dialog-error-line" severity="error" text={text} role="alert" />;
}
