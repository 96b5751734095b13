/**
 * The server's user errors, in the interface language. Field errors the server names (duplicate username or PIN,
 * printer, type, abilities) and the known refusals get a translated text; anything else keeps the server's message.
 */
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';

const FIELD_KEYS: Record<string, Record<string, string>> = {
  CONFLICT: { username: 'errors.usernameTaken', pincode: 'errors.pincodeTaken' },
  NOT_FOUND: { printer: 'errors.printerNotFound' },
  VALIDATION: { printer: 'errors.printerNotForType' },
  FORBIDDEN: { type: 'errors.typeNotAllowed', abilities: 'errors.abilitiesNotAllowed' },
};

function messageKey(error: ApiError): string | null {
  const fields = Object.keys(error.fieldErrors ?? {});
  const byField = fields.map((f) => FIELD_KEYS[error.code]?.[f]).find(Boolean);
  if (byField) return byField;
  if (/own (type|abilities)/i.test(error.message)) return 'errors.ownTypeOrAbilities';
  if (error.code === 'CONFLICT' && /own account/i.test(error.message)) return 'errors.cannotDeleteSelf';
  if (error.code === 'NOT_FOUND' && fields.length === 0) return 'errors.userGone';
  if (error.code === 'FORBIDDEN' && fields.length === 0) return 'errors.notAllowed';
  return null;
}

/** The same error with translated message and field messages where they are known. */
export function localizeUserError(error: unknown, t: TFunction<'users'>): unknown {
  if (!(error instanceof ApiError) || (error.code === 'VALIDATION' && !error.fieldErrors?.printer)) return error;
  const key = messageKey(error);
  if (!key) return error;
  const text = t(key as 'errors.usernameTaken');
  const fieldErrors = error.fieldErrors
    ? Object.fromEntries(Object.keys(error.fieldErrors).map((field) => [field, text]))
    : undefined;
  return new ApiError(error.status, error.code, text, fieldErrors);
}
