/**
 * The server's user errors, in the interface language. Known refusals (duplicate username or PIN, own account, own
 * type or abilities) are read from the stable `reason` (lib/refusals.ts); field errors the server names by code
 * (printer, type, abilities) get a translated text; anything else keeps the server's message.
 */
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { refusalMessage } from '../../lib/refusals';

type FieldKey =
  | 'errors.printerNotFound'
  | 'errors.printerNotForType'
  | 'errors.typeNotAllowed'
  | 'errors.abilitiesNotAllowed';

const FIELD_KEYS: Record<string, Record<string, FieldKey>> = {
  NOT_FOUND: { printer: 'errors.printerNotFound' },
  VALIDATION: { printer: 'errors.printerNotForType' },
  FORBIDDEN: { type: 'errors.typeNotAllowed', abilities: 'errors.abilitiesNotAllowed' },
};

function fieldKey(error: ApiError): FieldKey | null {
  return (
    Object.keys(error.fieldErrors ?? {})
      .map((field) => FIELD_KEYS[error.code]?.[field])
      .find(Boolean) ?? null
  );
}

function message(error: ApiError, t: TFunction<'users'>): string | null {
  const refusal = refusalMessage(error);
  if (refusal) return refusal;
  const key = fieldKey(error);
  if (key) return t(key);
  const named = Object.keys(error.fieldErrors ?? {}).length > 0;
  if (error.code === 'NOT_FOUND' && !named) return t('errors.userGone');
  if (error.code === 'FORBIDDEN' && !named) return t('errors.notAllowed');
  return null;
}

/** The same error with translated message and field messages where they are known. */
export function localizeUserError(error: unknown, t: TFunction<'users'>): unknown {
  if (!(error instanceof ApiError) || (error.code === 'VALIDATION' && !error.fieldErrors?.printer)) return error;
  const text = message(error, t);
  if (!text) return error;
  const fieldErrors = error.fieldErrors
    ? Object.fromEntries(Object.keys(error.fieldErrors).map((field) => [field, text]))
    : undefined;
  return new ApiError(error.status, error.code, text, fieldErrors, { reason: error.reason, params: error.params });
}
