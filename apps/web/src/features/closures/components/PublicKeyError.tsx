import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api';

/** Why the public key did not download: none yet (404, nothing registered), or the failed call's message. */
export function PublicKeyError({ error }: { error: unknown }) {
  const { t } = useTranslation('closures');
  const none = error instanceof ApiError && error.status === 404;
  return (
    <Message
      severity={none ? 'warn' : 'error'}
      text={none ? t('journal.noKey') : errorMessage(error)}
      data-testid="journal-key-message"
    />
  );
}
