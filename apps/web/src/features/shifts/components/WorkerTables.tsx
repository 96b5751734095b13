import type { WorkerShift, WorkerShiftSummary } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable } from '../../../components/ListTable';
import { formatDateTime } from '../../../lib/format';
import i18n, { type Language } from '../../../lib/i18n';
import { formatDuration, formatTotalTime, WORKER_PAGE_SIZES } from '../model';

/**
 * Worker shifts: shift number, user, user type, start, end or '-', duration hh:mm:ss (until now while open); the
 * worker shift's database id only for super users.
 */
export function WorkerShiftsTable({
  rows,
  lng,
  timeZone,
  now,
  showId,
}: {
  rows: WorkerShift[];
  lng: Language;
  timeZone: string | undefined;
  now: number;
  showId: boolean;
}) {
  const { t } = useTranslation(['shifts', 'nav']);
  return (
    <ListTable
      value={rows}
      dataKey="workerShiftId"
      pageSizes={WORKER_PAGE_SIZES}
      emptyMessage={t('stats.noWorkers')}
      label={t('stats.workerShifts')}
    >
      {showId && <Column field="workerShiftId" header={t('workers.columns.id')} />}
      <Column header={t('workers.columns.shift')} body={(r: WorkerShift) => <ShiftNumberLink shift={r} />} />
      <Column field="user.username" header={t('workers.columns.user')} />
      <Column header={t('workers.columns.type')} body={(r: WorkerShift) => userType(r.user.type)} />
      <Column
        header={t('workers.columns.start')}
        body={(r: WorkerShift) => formatDateTime(r.startTime, lng, timeZone)}
      />
      <Column
        header={t('workers.columns.end')}
        body={(r: WorkerShift) => (r.endTime ? formatDateTime(r.endTime, lng, timeZone) : '-')}
      />
      <Column
        header={t('workers.columns.duration')}
        className="num"
        body={(r: WorkerShift) => formatDuration((r.endTime || now) - r.startTime)}
      />
    </ListTable>
  );
}

/** A worker shift's shift, by the number people know, linked to its statistics. */
export function ShiftNumberLink({ shift }: { shift: WorkerShift }) {
  const { t } = useTranslation('shifts');
  if (shift.parentShiftId === null) return '-';
  return (
    <Link to={`/shift-stats/${shift.parentShiftId}`}>
      {t('workers.shiftNumber', { number: shift.parentShiftNumber ?? '?' })}
    </Link>
  );
}

/** Worker shift summaries: user, number of shifts, user type, total time 'Xh Ym Zs', and DETAILS (that user's). */
export function WorkerSummariesTable({
  rows,
  onDetails,
}: {
  rows: WorkerShiftSummary[];
  onDetails: (username: string) => void;
}) {
  const { t } = useTranslation(['shifts', 'nav']);
  return (
    <ListTable
      value={rows}
      dataKey="user.username"
      emptyMessage={t('stats.noWorkers')}
      label={t('stats.workerSummaries')}
    >
      <Column field="user.username" header={t('workers.columns.user')} />
      <Column field="totalShifts" header={t('workers.columns.shifts')} className="num" />
      <Column header={t('workers.columns.type')} body={(r: WorkerShiftSummary) => userType(r.user.type)} />
      <Column
        header={t('workers.columns.totalTime')}
        className="num"
        body={(r: WorkerShiftSummary) => formatTotalTime(r.totalTimeMs)}
      />
      <Column
        header={<span className="sr-only">{t('table.actions')}</span>}
        style={{ width: '8rem' }}
        body={(r: WorkerShiftSummary) => (
          <Button
            label={t('workers.details')}
            aria-label={t('workers.detailsOf', { user: r.user.username })}
            size="small"
            text
            onClick={() => onDetails(r.user.username)}
            data-testid="worker-details"
          />
        )}
      />
    </ListTable>
  );
}

/** A user type as the navigation's translations name it. */
export function userType(type: string | undefined): string {
  return type ? i18n.t(`nav:userTypes.${type}`, { defaultValue: type }) : '-';
}
