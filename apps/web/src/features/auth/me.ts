/** Rules of the /me page that are not drawing: refusals placed on the field they concern. */
import { ApiError } from '../../lib/api';
import { refusalMessage } from '../../lib/refusals';

/**
 * The failed request with its known refusal (wrong current password, PIN taken) in the interface language, shown
 * under `field` as well as on the dialog's error line. Other errors are left as they are.
 */
export function localizedRefusal(error: unknown, field: string): unknown {
  if (!(error instanceof ApiError) || !error.reason) return error;
  const text = refusalMessage(error);
  if (!text) return error;
  return new ApiError(
    error.status,
    error.code,
    text,
    { [field]: text },
    { reason: error.reason, params: error.params },
  );
}
