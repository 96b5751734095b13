import type { ClientAccount } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { AccountCodeFilter } from '../../../components/AccountCodes';
import { ListCard } from '../../../components/ListCard';
import { errorMessage } from '../../../lib/api';
import { useAccountDelete } from '../../accounts';
import { useAccountsHistory } from '../api';
import { AccountsTable } from '../components/AccountsTable';
import { HistoryPage, keywordSearch } from '../components/HistoryLayout';
import { PeriodTotalsCards } from '../components/PeriodTotalsCards';
import { useHistoryParams } from '../hooks/useHistoryParams';
import '../../../components/history.css';

/**
 * /analytics/accounts (document 3 section 2): accounts opened in a period, filtered by keyword, status and source
 * (starts with), with delete and open-the-account; the totals cover the whole period.
 */
// Not a DataPage: a date-range history (HistoryLayout) keeping its figures while the next range loads.
export function AccountsHistoryPage() {
  const { t } = useTranslation(['analytics', 'accounts']);
  const history = useHistoryParams();
  const { query, filters } = history;
  const accounts = useAccountsHistory(query);
  const data = accounts.data;
  const deleting = useAccountDelete({
    question: (account: ClientAccount) => t('accounts.confirmDelete', { id: account.clientAccountId }),
    success: (account) => t('accounts.deleteSuccess', { id: account.clientAccountId }),
    onOpenError: (_account, error) => toast.error(t('accounts.deleteError', { reason: errorMessage(error) })),
  });

  return (
    <HistoryPage
      title={t('accounts.title')}
      history={history}
      result={accounts}
      ability="ANALYTICS_ACCOUNTS"
      main={
        data && (
          <ListCard
            id="accounts-card"
            title={t('accounts.count', { count: data.totalRecords })}
            search={keywordSearch(history, 'accounts-search', t('accounts.searchPlaceholder'), t('filters.keyword'))}
            tools={(['status', 'source'] as const).map((kind) => (
              <AccountCodeFilter
                key={kind}
                kind={kind}
                id={`accounts-${kind}`}
                className="history-filter"
                value={filters[kind]}
                onChange={(value) => history.setFilter(kind, value)}
                label={t(`filters.${kind}Label`)}
              />
            ))}
          >
            <AccountsTable
              accounts={data.clientAccounts}
              paging={history.paging(data.totalRecords)}
              loading={accounts.isFetching || deleting.pending}
              onDelete={deleting.ask}
            />
          </ListCard>
        )
      }
      side={
        data && (
          <PeriodTotalsCards testId="accounts-totals" totalData={data.totalData} vatSummaries={data.vatSummaries} />
        )
      }
    >
      {deleting.dialog}
    </HistoryPage>
  );
}
