import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/session';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useOpenTakeaway } from '../api';
import { OpenAccountsPage } from '../components/OpenAccountsPage';

/** /open-takeaway (document 3 section 2): the numbered open takeaway (and delivery) accounts; one opens its account. */
export function OpenTakeawayPage() {
  const { t, i18n } = useTranslation('accounts');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const timeZone = useCurrentUser().data?.organization.timeZone;
  const accounts = useOpenTakeaway();
  const list = accounts.data ?? [];

  return (
    <OpenAccountsPage
      title={t('openTakeaway.title')}
      subtitle={accounts.data ? t('openTakeaway.count', { count: list.length }) : undefined}
      empty={t('openTakeaway.empty')}
      query={accounts}
      ability=""
      items={list}
      tile={(a) => ({
        key: a.clientAccountId,
        accountId: a.clientAccountId,
        testId: `open-takeaway-${a.clientAccountId}`,
        content: (
          <>
            <span className="open-tile__title">{t(`summary.kind.${a.kind}`, { number: a.takeawayNumber ?? '' })}</span>
            {a.customName && <span>{a.customName}</span>}
            <span className="open-tile__meta">{formatDateTime(a.openedTimestamp, lng, timeZone)}</span>
            <span className="open-tile__amount">
              {t('openTakeaway.due', {
                total: formatAmount(a.totalData.total, lng),
                due: formatAmount(a.dueAmount, lng),
              })}
            </span>
          </>
        ),
      })}
    />
  );
}
