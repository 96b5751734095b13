/**
 * Shift calls (document 3 section 7): the list by dates, a shift with its tickets, statistics by shift and by range,
 * worker shifts, X/Z downloads, the forced close and the ticket delete of the shift detail.
 */
import {
  type ReportKind,
  shiftDetailSchema,
  shiftListSchema,
  shiftSchema,
  shiftStatisticsSchema,
  workerShiftSchema,
} from '@comptoir/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api, downloadFile } from '../../lib/api';
import { currentLanguage, type Language } from '../../lib/i18n';
import { invalidateChanged } from '../../lib/invalidation';
import type { Range } from './model';

/** Under the dashboard's ['shift'] key: opening or closing a shift refreshes every shift view. */
/** The one factory of the shift queries (list, detail, statistics, workers, the open shift). */
export const shiftKeys = {
  all: ['shift'] as const,
  /** The open shift (null when none), as the dashboard and the shift list show it. */
  current: () => [...shiftKeys.all, 'current'] as const,
  list: (r: Range) => [...shiftKeys.all, 'list', r.start, r.end] as const,
  detail: (id: number) => [...shiftKeys.all, 'detail', id] as const,
  stats: (id: number) => [...shiftKeys.all, 'stats', id] as const,
  statsRange: (r: Range) => [...shiftKeys.all, 'stats-range', r.start, r.end] as const,
  workers: (r: Range) => [...shiftKeys.all, 'workers', r.start, r.end] as const,
};

const range = (r: Range, names: [string, string] = ['startDate', 'endDate']) =>
  `${names[0]}=${r.start}&${names[1]}=${r.end}`;

// Pages show load failures themselves (a warning toast and the page state), so no error toast on top.
const meta = { errorToast: false };

/** The open shift (null when none), as the dashboard and the shifts list show it. */
export const currentShiftQueryOptions = () =>
  queryOptions({
    queryKey: shiftKeys.current(),
    queryFn: ({ signal }) => api('/shift/current', { schema: shiftSchema.nullable(), signal }),
  });

/** POST /shift with the opening cash in euros. A 409 (a shift is already open) is shown in the dialog. */
export function useOpenShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentCash: number) => api('/shift', { method: 'POST', body: { currentCash }, schema: shiftSchema }),
    meta: { errorToast: false },
    onSuccess: (shift) => {
      queryClient.setQueryData(shiftKeys.current(), shift);
    },
  });
}

export const shiftListQueryOptions = (r: Range) =>
  queryOptions({
    queryKey: shiftKeys.list(r),
    queryFn: ({ signal }) => api(`/shift?${range(r)}`, { schema: shiftListSchema, signal }),
    meta,
  });

export const useShiftList = (r: Range) => useQuery({ ...shiftListQueryOptions(r), placeholderData: keepPreviousData });

export const useShiftDetail = (id: number) =>
  useQuery({
    queryKey: shiftKeys.detail(id),
    queryFn: ({ signal }) => api(`/shift/${id}`, { schema: shiftDetailSchema, signal }),
    meta,
  });

export const useShiftStats = (id: number | null, r: Range | null) =>
  useQuery({
    queryKey: r ? shiftKeys.statsRange(r) : shiftKeys.stats(id ?? 0),
    queryFn: ({ signal }) =>
      api(r ? `/shift/X?${range(r)}` : `/shift/${id}/X`, { schema: shiftStatisticsSchema, signal }),
    enabled: r !== null || id !== null,
    meta,
  });

export const useWorkerShifts = (r: Range) =>
  useQuery({
    queryKey: shiftKeys.workers(r),
    queryFn: ({ signal }) =>
      api(`/worker-shifts?${range(r, ['start', 'end'])}`, { schema: z.array(workerShiftSchema), signal }),
    meta,
  });

export interface ForceCloseInput {
  currentCash: number;
  comment: string;
  paymentTypeForForcedClose: 'CASH' | 'CARD';
  /** The shift shown: the server refuses when another shift is the open one. */
  shiftId: number;
}

/** POST /shift/stop: the dialog shows a failure as its error line. */
export function useForceCloseShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ForceCloseInput) => api('/shift/stop', { method: 'POST', body, schema: shiftSchema }),
    meta,
    onSuccess: () => invalidateChanged(queryClient, 'shift'),
  });
}

/** A 404 naming no account but the route itself: the server has no such call (the page then hides the action). */
export function isMissingRoute(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.message.startsWith('No route');
}

/** Where an X or Z report of a shift or a range is downloaded from, written in the console's language. */
export function reportPath(kind: ReportKind, scope: { shiftId: number } | Range, lng: Language = currentLanguage()) {
  return 'shiftId' in scope
    ? `/shift/${scope.shiftId}/${kind}/download?lang=${lng}`
    : `/shift/${kind}/download?${range(scope)}&lang=${lng}`;
}

/** Downloads a report PDF with the session's token and saves it under the server's file name. */
export const downloadReport = (path: string): Promise<void> => downloadFile(path, 'report.pdf');
