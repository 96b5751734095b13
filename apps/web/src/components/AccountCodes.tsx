import { ACCOUNT_SOURCES, ACCOUNT_STATUSES } from '@comptoir/shared';
import { Dropdown } from 'primereact/dropdown';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import './components.css';

/**
 * An account's status in the interface language, as one badge everywhere (history, shift tickets, account summary):
 * OPEN is in progress (blue), CLOSED is the normal end of a ticket (neutral grey, not an error), VOIDED was deleted
 * (red). `data-status` keeps the code the status filter matches.
 */
export function AccountStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('common');
  return (
    <Tag
      className={`account-status account-status--${status.toLowerCase()}`}
      value={t(`accountStatus.${status}`, { defaultValue: status })}
      data-status={status}
    />
  );
}

/** Where an account was opened (POS, KIOSK, WEB, PHONE), in the interface language. */
export function AccountSource({ source }: { source: string }) {
  const { t } = useTranslation('common');
  return (
    <span className="account-source" data-source={source}>
      {t(`accountSource.${source}`, { defaultValue: source })}
    </span>
  );
}

/**
 * A filter on an account status or source: the translated names to choose from, the code in the query (the server
 * matches it as "starts with", so a chosen code matches exactly its accounts). Empty is no filter.
 */
export function AccountCodeFilter({
  kind,
  id,
  value,
  onChange,
  label,
  className,
}: {
  kind: 'status' | 'source';
  id: string;
  value: string;
  onChange: (code: string) => void;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const options =
    kind === 'status'
      ? ACCOUNT_STATUSES.map((code) => ({ value: code, label: t(`accountStatus.${code}`) }))
      : ACCOUNT_SOURCES.map((code) => ({ value: code, label: t(`accountSource.${code}`) }));
  return (
    <Dropdown
      inputId={id}
      className={className}
      value={value || null}
      options={options}
      onChange={(e) => onChange((e.value as string | null) ?? '')}
      placeholder={label}
      showClear
      aria-label={label}
      data-testid={id}
    />
  );
}
