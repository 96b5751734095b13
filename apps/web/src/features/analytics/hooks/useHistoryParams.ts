import { DEFAULT_TIME_ZONE, HISTORY_PAGE_SIZES, startOfZonedDay } from '@comptoir/shared';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../app/session';
import type { ServerPaging } from '../../../components/ListTable';
import type { HistoryQuery } from '../api';

/** Text filters a history page may keep in its address. */
export type HistoryFilter = 'q' | 'status' | 'source';

export interface HistoryParams {
  query: HistoryQuery;
  /** The first row of the page shown. */
  first: number;
  rows: number;
  filters: Record<HistoryFilter, string>;
  /** The organisation's time zone: the period's days are its days. */
  timeZone: string;
  setPeriod: (startDate: number, endDate: number) => void;
  setPage: (first: number, rows: number) => void;
  setFilter: (name: HistoryFilter, value: string) => void;
  /** The table's server paging (ListTable `server`): this page of the `totalRecords` rows, paged through the address. */
  paging: (totalRecords: number) => ServerPaging;
}

const wholeNumber = (text: string | null): number | null => (text && /^\d{1,15}$/.test(text) ? Number(text) : null);

/**
 * The period, page and filters of a history page, kept in the address (ARCHITECTURE.md section 3.6) so a search can be
 * bookmarked or shared: ?from=&to= (epoch ms), &first=&rows=, &q=&status=&source=. Without a period the page shows
 * today in the organisation's time zone, and writes it into the address.
 */
export function useHistoryParams(): HistoryParams {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const timeZone = useCurrentUser().data?.organization.timeZone ?? DEFAULT_TIME_ZONE;

  const from = wholeNumber(params.get('from'));
  const to = wholeNumber(params.get('to'));
  const valid = from !== null && to !== null && to > from;
  const today = useMemo(() => {
    const now = Date.now();
    return { startDate: startOfZonedDay(now, timeZone), endDate: startOfZonedDay(now, timeZone, 1) };
  }, [timeZone]);
  const startDate = valid ? from : today.startDate;
  const endDate = valid ? to : today.endDate;

  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
      // A late change (a search typed just before leaving) must not follow the user to the next page.
      if (window.location.pathname !== pathname) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || value === 0) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [pathname, setParams],
  );

  useEffect(() => {
    if (!valid) update({ from: today.startDate, to: today.endDate });
  }, [valid, today, update]);

  const rowsParam = wholeNumber(params.get('rows'));
  const rows = (HISTORY_PAGE_SIZES as readonly number[]).includes(rowsParam ?? 0) ? rowsParam! : HISTORY_PAGE_SIZES[0];
  const firstParam = wholeNumber(params.get('first')) ?? 0;
  const first = firstParam - (firstParam % rows);
  const filters = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    source: params.get('source') ?? '',
  };

  const setPage = (nextFirst: number, nextRows: number) =>
    update({ first: nextFirst, rows: nextRows === HISTORY_PAGE_SIZES[0] ? null : nextRows });
  return {
    query: {
      startDate,
      endDate,
      offset: first,
      limit: rows,
      search: filters.q.trim() || undefined,
      status: filters.status.trim() || undefined,
      source: filters.source.trim() || undefined,
    },
    first,
    rows,
    filters,
    timeZone,
    setPeriod: (start, end) => update({ from: start, to: end, first: null }),
    setPage,
    setFilter: (name, value) => update({ [name]: value, first: null }),
    paging: (totalRecords) => ({ first, rows, totalRecords, onPage: setPage }),
  };
}
