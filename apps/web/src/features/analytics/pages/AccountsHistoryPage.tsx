import { type ClientAccount, hasAbility } from '@comptoir/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { ListCard, SEARCH_DEBOUNCE_MS, SearchBox } from '../../../components/ListCard';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { useDeleteAccount } from '../../accounts/api';
import { useCurrentUser } from '../../auth/api';
import { useAccountsHistory } from '../api';
import { AccountsTable } from '../components/AccountsTable';
import { HistoryLayout } from '../components/HistoryLayout';
import { PeriodBar } from '../components/PeriodBar';
import { periodSubtitle } from '../components/PeriodSubtitle';
import { TotalsCard } from '../components/TotalsCard';
import { VatSummaryCard } from '../components/VatSummaryCard';
import { useHistoryParams } from '../hooks/useHistoryParams';
import { totalItems } from '../totalItems';
import '../analytics.css';

/**
 * /analytics/accounts (document 3 section 2): accounts opened in a period, filtered by keyword, status and source
 * (starts with), with delete and open-the-account; the totals cover the whole period.
 */
export function AccountsHistoryPage() {
  const { t, i18n } = useTranslation('analytics');
  const lng = currentLanguage(i18n.resolvedLanguage);
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
    <div className="page history">
      <PageHeader
        title={t('accounts.title')}
        subtitle={periodSubtitle(t, lng, query.startDate, query.endDate, timeZone)}
      />
      <PeriodBar
        startDate={query.startDate}
        endDate={query.endDate}
        loading={accounts.isFetching}
        onSearch={history.setPeriod}
      />
      <HistoryLayout
        state={{ error: accounts.error, hasData: !!data, stale: accounts.isPlaceholderData }}
        ability="ANALYTICS_ACCOUNTS"
        onRetry={() => void accounts.refetch()}
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
                  <SearchBox
                    id="accounts-status"
                    className="history-filter"
                    icon="pi pi-filter"
                    value={filters.status}
                    onChange={(value) => history.setFilter('status', value)}
                    placeholder={t('filters.status')}
                    label={t('filters.statusLabel')}
                    debounceMs={SEARCH_DEBOUNCE_MS}
                  />
                  <SearchBox
                    id="accounts-source"
                    className="history-filter"
                    icon="pi pi-filter"
                    value={filters.source}
                    onChange={(value) => history.setFilter('source', value)}
                    placeholder={t('filters.source')}
                    label={t('filters.sourceLabel')}
                    debounceMs={SEARCH_DEBOUNCE_MS}
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
            <>
              <TotalsCard
                title={t('totals.title')}
                subtitle={t('totals.periodHint')}
                testId="accounts-totals"
                items={totalItems(data.totalData)}
              />
              <VatSummaryCard vatSummaries={data.vatSummaries} />
            </>
          )
        }
      />
      <ConfirmDeleteDialog
        message={deleting ? t('accounts.confirmDelete', { id: deleting.clientAccountId }) : null}
        onConfirm={confirmDelete}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
