import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ApiError, errorMessage } from '../../../lib/api';

/** Shift and worker shift load failures: a warning toast (document 3 section 8); the page shows the state too. */
export function useLoadWarning(error: unknown): void {
  const { t } = useTranslation('shifts');
  useEffect(() => {
    if (!error || (error instanceof ApiError && error.status === 401)) return;
    toast.warn(t('loadWarning', { reason: errorMessage(error) }), { toastId: 'shift-load' });
  }, [error, t]);
}
