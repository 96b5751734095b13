import { type ClientAccount, hasAbility } from '@comptoir/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { AccountCodeFilter } from '../../../components/AccountCodes';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { ListCard, SEARCH_DEBOUNCE_MS } from '../../../components/ListCard';
import { errorMessage } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { useDeleteAccount } from '../../accounts/api';
import { useCurrentUser } from '../../auth/api';
import { useAccountsHistory } from '../api';
import { AccountsTable } from '../components/AccountsTable';
import { HistoryPage } from '../components/HistoryLayout';
import { PeriodTotalsCards } from '../components/PeriodTotalsCards';
import { useHistoryParams } from '../hooks/useHistoryParams';
import '../analytics.css';

/**
 * /analytics/accounts (document 3 section 2): accounts opened in a period, filtered by keyword, status and source
 * (starts with), with delete and open-the-account; the totals cover the whole period.
 */
export function AccountsHistoryPage() {
  const { t, i18n } = useTranslation('analytics');
  const _lng = currentLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const timeZone = user?.organization.timeZone;
  const history = useHistoryParams();
  const { query, filters } = history;
  const accounts = useAccountsHistory(query);
  const remove = useDeleteAccount();
  const [deleting, setDeleting] = useState<ClientAccount | null>(null);
  const data = accounts.data;

  const confirmDelete = () => {
    if (!deleting) return;
    const account = deleting;
    setDeleting(null);
    remove.mutate(account.clientAccountId, {
      onSuccess: () => toast.success(t('accounts.deleteSuccess', { id: account.clientAccountId })),
      onError: (error) => toast.error(t('accounts.deleteError', { reason: errorMessage(error) })),
    });
  };

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
            search={{
              id: 'accounts-search',
              value: filters.q,
              onChange: (value) => history.setFilter('q', value),
              placeholder: t('accounts.searchPlaceholder'),
              label: t('filters.keyword'),
              debounceMs: SEARCH_DEBOUNCE_MS,
            }}
            tools={
              <>
                <AccountCodeFilter
                  kind="status"
                  id="accounts-status"
                  className="history-filter"
                  value={filters.status}
                  onChange={(value) => history.setFilter('status', value)}
                  label={t('filters.statusLabel')}
                />
                <AccountCodeFilter
                  kind="source"
                  id="accounts-source"
                  className="history-filter"
                  value={filters.source}
                  onChange={(value) => history.setFilter('source', value)}
                  label={t('filters.sourceLabel')}
                />
              </>
            }
          >
            <AccountsTable
              accounts={data.clientAccounts}
              totalRecords={data.totalRecords}
              page={history}
              loading={accounts.isFetching || remove.isPending}
              canDelete={user ? hasAbility(user, 'APP_CORRECT_PAYMENTS') : false}
              timeZone={timeZone}
              onPage={history.setPage}
              onDelete={setDeleting}
              onOpen={(a) => void navigate(`/account-summary/${a.clientAccountId}`)}
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
      <ConfirmDeleteDialog
        message={deleting ? t('accounts.confirmDelete', { id: deleting.clientAccountId }) : null}
        onConfirm={confirmDelete}
        onHide={() => setDeleting(null)}
      />
    </HistoryPage>
  );
}
