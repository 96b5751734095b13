import { DEFAULT_TIME_ZONE, type WorkerShift } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../../app/session';
import { ListCard, useSearchParam } from '../../../components/ListCard';
import { ListTable } from '../../../components/ListTable';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { exportCsv as saveCsv } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useWorkerShifts } from '../api';
import { ShiftNumberLink, userType } from '../components/WorkerTables';
import { useLoadWarning } from '../hooks/useLoadWarning';
import { formatDuration, numericParam } from '../model';
import '../shifts.css';

type Row = WorkerShift & {
  userText: string;
  typeText: string;
  startText: string;
  endText: string;
  durationText: string;
  autoText: string;
};

/** /worker-shift-detail/:startdate/:enddate (WorkerShiftDetailPage): worker shifts overlapping the range. */
// Not a DataPage: the range picker stays above the worker shifts while each range loads.
export function WorkerShiftDetailPage() {
  const { t, i18n } = useTranslation(['shifts', 'nav']);
  const lng = currentLanguage(i18n.language);
  const params = useParams();
  const range = { start: numericParam(params.startdate) ?? 0, end: numericParam(params.enddate) ?? 0 };
  const [search, setSearch] = useSearchParam();
  // "Details" on one user's row of the statistics: only that user's shifts. Both parameters are updated from the
  // address as it is when they change (useSearchParam), so typing right after "everyone" cannot bring the user back.
  const [onlyUser, setOnlyUser] = useSearchParam('user');
  const timeZone = useCurrentUser().data?.organization.timeZone ?? DEFAULT_TIME_ZONE;
  const workers = useWorkerShifts(range);
  const now = useMemo(() => Date.now(), []);
  useLoadWarning(workers.error);

  const rows = useMemo<Row[]>(
    () =>
      (workers.data ?? [])
        .filter((w) => !onlyUser || w.user.username === onlyUser)
        .map((w) => ({
          ...w,
          userText: w.user.username,
          typeText: userType(w.user.type),
          startText: formatDateTime(w.startTime, lng, timeZone),
          endText: w.endTime ? formatDateTime(w.endTime, lng, timeZone) : '-',
          durationText: formatDuration((w.endTime || now) - w.startTime),
          autoText: w.autoClosed ? t('workers.yes') : t('workers.no'),
        })),
    [workers.data, onlyUser, lng, timeZone, t, now],
  );

  const exportCsv = () =>
    saveCsv(
      'worker_shifts',
      (['shift', 'user', 'type', 'start', 'end', 'duration', 'autoClose'] as const).map((c) =>
        t(`workers.columns.${c}`),
      ),
      rows.map((r) => [
        r.parentShiftNumber,
        r.userText,
        r.typeText,
        r.startText,
        r.endText,
        r.durationText,
        r.autoText,
      ]),
      lng,
    );

  const bound = (ms: number, none: string) => (ms > 0 ? formatDateTime(ms, lng, timeZone) : none);
  let content: React.ReactNode;
  if (workers.isError) {
    content = <PageLoadError error={workers.error} ability="ANALYTICS_SHIFTS" onRetry={() => void workers.refetch()} />;
  } else if (!workers.data) {
    content = <PageLoading />;
  } else {
    content = (
      <ListCard
        className="shift-table-card"
        id="worker-shifts-table"
        title={onlyUser ? t('workers.titleOf', { user: onlyUser }) : t('workers.title')}
        subtitle={t('workers.count', { count: rows.length })}
        search={{
          value: search,
          onChange: setSearch,
        }}
        onExport={exportCsv}
      >
        <ListTable
          value={rows}
          dataKey="workerShiftId"
          className="shift-nowrap"
          searchFields={['parentShiftNumber', 'userText', 'typeText', 'startText', 'endText', 'autoText']}
          emptyMessage={t('stats.noWorkers')}
          label={t('workers.title')}
          sortField="startTime"
          sortOrder={-1}
          tall
        >
          <Column
            field="parentShiftNumber"
            header={t('workers.columns.shift')}
            sortable
            body={(r: Row) => <ShiftNumberLink shift={r} />}
          />
          <Column field="userText" header={t('workers.columns.user')} sortable />
          <Column field="typeText" header={t('workers.columns.type')} sortable />
          <Column field="startTime" header={t('workers.columns.start')} sortable body={(r: Row) => r.startText} />
          <Column field="endTime" header={t('workers.columns.end')} sortable body={(r: Row) => r.endText} />
          <Column field="durationText" header={t('workers.columns.duration')} className="num" />
          <Column
            field="autoText"
            header={t('workers.columns.autoClose')}
            body={(r: Row) => (r.autoClosed ? <Tag value={r.autoText} severity="warning" /> : r.autoText)}
          />
        </ListTable>
      </ListCard>
    );
  }

  return (
    <div className="page shift-page">
      <PageHeader
        title={t('workers.pageTitle')}
        subtitle={
          range.start === 0 && range.end === 0
            ? t('range.all')
            : t('range.applied', {
                start: bound(range.start, t('range.noStart')),
                end: bound(range.end, t('range.noEnd')),
              })
        }
        actions={
          onlyUser ? (
            <Button
              label={t('workers.everyone')}
              icon="pi pi-users"
              outlined
              onClick={() => setOnlyUser('')}
              data-testid="workers-everyone"
            />
          ) : undefined
        }
      />
      {content}
    </div>
  );
}
