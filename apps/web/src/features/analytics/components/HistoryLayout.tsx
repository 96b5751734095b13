import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../components/DateRangePicker';
import { SEARCH_DEBOUNCE_MS, type SearchBoxProps } from '../../../components/ListCard';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { searchedRangeText } from '../../../lib/dateRange';
import { currentLanguage } from '../../../lib/i18n';
import type { HistoryParams } from '../hooks/useHistoryParams';

/** What a history page shows of its server query (a react-query result). */
export interface HistoryResult {
  data: unknown;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** The keyword box of a history list: kept in the address (?q=), sent to the server once typing pauses. */
export function keywordSearch(history: HistoryParams, id: string, placeholder: string, label: string): SearchBoxProps {
  return {
    id,
    value: history.filters.q,
    onChange: (value) => history.setFilter('q', value),
    placeholder,
    label,
    debounceMs: SEARCH_DEBOUNCE_MS,
  };
}

/**
 * A history page (payments, ordered products, accounts): the title with the searched range under it, the date-range
 * picker, then the table beside its side cards. `children` are the page's dialogs.
 */
export function HistoryPage({
  title,
  history,
  result,
  ability,
  main,
  side,
  children,
}: {
  title: string;
  history: HistoryParams;
  result: HistoryResult;
  ability: string;
  main: ReactNode;
  side: ReactNode;
  children?: ReactNode;
}) {
  const { i18n } = useTranslation();
  const lng = currentLanguage(i18n.resolvedLanguage);
  const { query } = history;
  return (
    <div className="page history">
      <PageHeader title={title} subtitle={searchedRangeText(lng, query.startDate, query.endDate, history.timeZone)} />
      <DateRangePicker
        start={query.startDate}
        end={query.endDate}
        timeZone={history.timeZone}
        loading={result.isFetching}
        onSearch={history.setPeriod}
      />
      <HistoryLayout
        state={{ error: result.error, hasData: Boolean(result.data), stale: result.isPlaceholderData }}
        ability={ability}
        onRetry={() => void result.refetch()}
        main={main}
        side={side}
      />
      {children}
    </div>
  );
}

/**
 * The body of a history page: the table card beside a column of side cards; the loading and error states (a 403
 * reads "not allowed", naming the ability) while there is nothing to show yet.
 */
export function HistoryLayout({
  state,
  ability,
  onRetry,
  main,
  side,
}: {
  state: { error: unknown; hasData: boolean; stale: boolean };
  ability: string;
  onRetry: () => void;
  main: ReactNode;
  side: ReactNode;
}) {
  if (!state.hasData && state.error) return <PageLoadError error={state.error} ability={ability} onRetry={onRetry} />;
  if (!state.hasData) return <PageLoading />;
  return (
    <div className={`history-grid${state.stale ? ' history-grid--stale' : ''}`}>
      <div className="history-main">{main}</div>
      <aside className="history-side">{side}</aside>
    </div>
  );
}
