import type { ShiftWithTotals } from '@comptoir/shared';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RowActions } from '../../../components/ListCard';
import { ListTable } from '../../../components/ListTable';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

type Row = ShiftWithTotals & { startText: string; endText: string; openText: string; closeText: string };

/** The shifts of the range, newest first, with row actions to the detail and the statistics. */
export function ShiftsTable({ shifts, timeZone }: { shifts: ShiftWithTotals[]; timeZone: string | undefined }) {
  const { t, i18n } = useTranslation('shifts');
  const lng = currentLanguage(i18n.language);
  const navigate = useNavigate();
  const rows = useMemo<Row[]>(
    () =>
      shifts.map((s) => ({
        ...s,
        startText: formatDateTime(s.startTimestamp, lng, timeZone),
        endText: s.endTimestamp ? formatDateTime(s.endTimestamp, lng, timeZone) : t('live'),
        openText: s.openUser?.username ?? '',
        closeText: s.closeUser?.username ?? '',
      })),
    [shifts, lng, timeZone, t],
  );
  const money = (amount: number | null) => (amount === null ? '-' : formatAmount(amount, lng));

  return (
    <ListTable
      value={rows}
      dataKey="shiftId"
      searchFields={['shiftNumber', 'startText', 'endText', 'openText', 'closeText', 'closeComment']}
      emptyMessage={t('list.empty')}
      label={t('list.title')}
      sortField="startTimestamp"
      sortOrder={-1}
      rowClassName={(row: Row) => (row.endTimestamp ? '' : 'shift-row--live')}
      scrollable
    >
      <Column field="shiftNumber" header={t('list.columns.number')} style={{ width: '3.5rem' }} />
      <Column field="startTimestamp" header={t('list.columns.start')} sortable body={(r: Row) => r.startText} />
      <Column
        field="endTimestamp"
        header={t('list.columns.end')}
        body={(r: Row) => (r.endTimestamp ? r.endText : <Tag severity="success" value={t('live')} />)}
      />
      <Column field="openText" header={t('list.columns.openUser')} body={(r: Row) => r.openText || '-'} />
      <Column field="closeText" header={t('list.columns.closeUser')} body={(r: Row) => r.closeText || '-'} />
      <Column header={t('list.columns.startCash')} className="num" body={(r: Row) => money(r.startCash)} />
      <Column header={t('list.columns.endCash')} className="num" body={(r: Row) => money(r.endCash)} />
      <Column field="accountCount" header={t('list.columns.tickets')} className="num" />
      <Column
        field="totalData.total"
        header={t('list.columns.total')}
        sortable
        className="num"
        body={(r: Row) => <strong>{formatAmount(r.totalData.total, lng)}</strong>}
      />
      <Column
        header={<span className="sr-only">{t('table.actions')}</span>}
        className="shift-actions-col"
        body={(r: Row) => (
          <RowActions
            actions={[
              {
                icon: 'pi pi-eye',
                label: t('list.openDetail', { number: r.shiftNumber }),
                tooltip: t('list.detail'),
                primary: true,
                onClick: () => void navigate(`/shift-details/${r.shiftId}`),
              },
              {
                icon: 'pi pi-chart-bar',
                label: t('list.openStats', { number: r.shiftNumber }),
                tooltip: t('list.stats'),
                onClick: () => void navigate(`/shift-stats/${r.shiftId}`),
              },
            ]}
          />
        )}
      />
    </ListTable>
  );
}
