import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useCurrentUser } from '../../auth/api';
import { useOpenTakeaway } from '../api';
import '../accounts.css';

/** /open-takeaway (document 3 section 2): the numbered open takeaway (and delivery) accounts; one opens its account. */
export function OpenTakeawayPage() {
  const { t, i18n } = useTranslation('accounts');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const timeZone = useCurrentUser().data?.organization.timeZone;
  const accounts = useOpenTakeaway();
  const list = accounts.data ?? [];

  let content: React.ReactNode;
  if (accounts.isError) {
    content = <PageLoadError error={accounts.error} ability="" onRetry={() => void accounts.refetch()} />;
  } else if (!accounts.data) {
    content = <PageLoading />;
  } else if (list.length === 0) {
    content = <p className="card open-empty">{t('openTakeaway.empty')}</p>;
  } else {
    content = (
      <ul
        className="open-grid"
        aria-label={t('openTakeaway.title')}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {list.map((a) => (
          <li key={a.clientAccountId}>
            <button
              type="button"
              className="open-tile"
              onClick={() => void navigate(`/account-summary/${a.clientAccountId}`)}
              data-testid={`open-takeaway-${a.clientAccountId}`}
            >
              <span className="open-tile__title">
                {t(`summary.kind.${a.kind}`, { number: a.takeawayNumber ?? '' })}
              </span>
              {a.customName && <span>{a.customName}</span>}
              <span className="open-tile__meta">{formatDateTime(a.openedTimestamp, lng, timeZone)}</span>
              <span className="open-tile__amount">
                {t('openTakeaway.due', {
                  total: formatAmount(a.totalData.total, lng),
                  due: formatAmount(a.dueAmount, lng),
                })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="page">
      <PageHeader
        title={t('openTakeaway.title')}
        subtitle={accounts.data ? t('openTakeaway.count', { count: list.length }) : undefined}
      />
      {content}
    </div>
  );
}
