import type { ClientAccount } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type accounts from '../../../locales/en/accounts.json';
import { StatusTag } from '../../analytics/components/StatusTag';

/** The account's header facts: id, status (green unless CLOSED), opened at, user, table and custom name. */
export function AccountFacts({ account, timeZone }: { account: ClientAccount; timeZone?: string }) {
  const { t, i18n } = useTranslation('accounts');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const place = account.table
    ? String(account.table.tableNumber)
    : t(`summary.kind.${account.kind}`, { number: account.takeawayNumber ?? '' });
  const facts: [keyof typeof accounts.summary.facts, React.ReactNode][] = [
    ['accountId', <code key="id">{account.clientAccountId}</code>],
    ['status', <StatusTag key="status" status={account.status} />],
    ['openedAt', formatDateTime(account.openedTimestamp, lng, timeZone)],
    ['username', account.user?.username ?? '–'],
    ['table', place],
    ['customName', account.customName || '–'],
  ];
  return (
    <section className="card account-facts" aria-label={t('summary.factsLabel')} data-testid="account-facts">
      <dl className="account-facts__list">
        {facts.map(([key, value]) => (
          <div key={key} className="account-facts__item" data-testid={`fact-${key}`}>
            <dt>{t(`summary.facts.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
