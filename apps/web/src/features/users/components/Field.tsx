import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One labelled control of the user dialog, with its error (or help) line under it. */
export function Field({
  id,
  label,
  error,
  help,
  superOnly,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  help?: string;
  /** Marks the fields only super users see. */
  superOnly?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('users');
  return (
    <div className="form-field">
      <label htmlFor={id} className="user-field__label">
        {label}
        {superOnly && (
          <span className="user-field__badge">
            <i className="pi pi-shield" aria-hidden="true" /> {t('dialog.superOnly')}
          </span>
        )}
      </label>
      {children}
      {error ? (
        <small id={`${id}-error`} className="form-field__error">
          {error}
        </small>
      ) : (
        help && (
          <small id={`${id}-help`} className="user-field__help">
            {help}
          </small>
        )
      )}
    </div>
  );
}

/** aria-describedby of a control inside a Field. */
export const describedBy = (id: string, error?: string, help?: string) =>
  error ? `${id}-error` : help ? `${id}-help` : undefined;
