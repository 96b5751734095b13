import { DEFAULT_TIME_ZONE, hasAbility } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { useCurrentUser } from '../../../app/session';
import { ListCard } from '../../../components/ListCard';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useAccountDelete } from '../../accounts';
import { isMissingRoute, useShiftDetail } from '../api';
import { type AccountRow, AccountsTable } from '../components/AccountsTable';
import { CloseShiftDialog } from '../components/CloseShiftDialog';
import { ReportButtons } from '../components/ReportButtons';
import { ShiftInfoCard } from '../components/ShiftInfoCard';
import { ShiftTotalsCard, ShiftVatCard } from '../components/TotalsCards';
import { useAccountRows } from '../hooks/useAccountRows';
import { useLoadWarning } from '../hooks/useLoadWarning';
import { numericParam } from '../model';
import '../shifts.css';
import { AuditLink } from '../../audit';

/** /shift-details/:shiftId (ShiftDetailPage): the shift's tickets, its side cards, totals, VAT and closing it. */
// Not a DataPage: one shift with its tickets and reports; a bad id reads differently from a load error.
export function ShiftDetailPage() {
  const { t, i18n } = useTranslation(['shifts', 'accounts']);
  const lng = currentLanguage(i18n.language);
  const navigate = useNavigate();
  // The id comes from the route parameter, or else from the last segment of the address.
  const params = useParams();
  const shiftId = numericParam(params.shiftId ?? window.location.pathname.split('/').pop()) ?? 0;
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const user = useCurrentUser().data;
  const timeZone = user?.organization.timeZone ?? DEFAULT_TIME_ZONE;
  const detail = useShiftDetail(shiftId);
  const [deleteMissing, setDeleteMissing] = useState(false);
  const [closing, setClosing] = useState(false);
  const { rows, exportCsv } = useAccountRows(detail.data?.clientAccountHistoryData.clientAccounts, lng, timeZone);
  useLoadWarning(detail.error);

  // An open ticket is voided after a plain confirmation; a closed one is corrected in the open shift, with a reason.
  const deleting = useAccountDelete({
    question: (row: AccountRow) => t('detail.confirmDelete', { id: row.clientAccountId }),
    success: (row) => t('toast.deleteSuccess', { id: row.clientAccountId }),
    onOpenError: (_row, error) => {
      if (isMissingRoute(error)) setDeleteMissing(true);
      toast.error(t('toast.deleteError', { reason: errorMessage(error) }));
    },
  });

  const setSearch = (q: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

  const shift = detail.data;
  let content: React.ReactNode;
  if (detail.isError) {
    content = <PageLoadError error={detail.error} ability="ANALYTICS_SHIFTS" onRetry={() => void detail.refetch()} />;
  } else if (!shift) {
    content = <PageLoading />;
  } else {
    const open = !shift.endTimestamp;
    content = (
      <div className="shift-layout">
        <div className="shift-layout__main">
          <ListCard
            className="shift-table-card"
            id="accounts-table"
            title={t('detail.accounts')}
            subtitle={t('detail.count', { count: rows.length })}
            search={{ value: search, onChange: setSearch }}
            onExport={exportCsv}
          >
            <AccountsTable
              rows={rows}
              lng={lng}
              canDelete={!!user && hasAbility(user, 'APP_CORRECT_PAYMENTS') && !deleteMissing}
              onDelete={deleting.ask}
            />
          </ListCard>
        </div>
        <aside className="shift-layout__side">
          <ShiftInfoCard
            title={t('detail.shiftTitle', { number: shift.shiftNumber })}
            timeZone={timeZone}
            info={{
              start: shift.startTimestamp,
              end: shift.endTimestamp,
              startCash: shift.startCash,
              endCash: shift.endCash,
              openUser: shift.openUser?.username ?? null,
              closeUser: shift.closeUser?.username ?? null,
              live: open,
              zNumber: shift.zNumber,
              drawer: shift.drawer,
            }}
          >
            {open && (
              <Button
                label={t('close.button')}
                icon="pi pi-stop-circle"
                severity="danger"
                outlined
                className="w-full"
                onClick={() => setClosing(true)}
                data-testid="close-shift"
              />
            )}
          </ShiftInfoCard>
          <ShiftTotalsCard totalData={shift.totalData} />
          <ShiftVatCard vatSummaries={shift.vatSummaries} />
        </aside>
      </div>
    );
  }

  return (
    <div className="page shift-page">
      <PageHeader
        title={shift ? t('detail.title', { number: shift.shiftNumber }) : t('detail.titleLoading')}
        subtitle={
          shift
            ? [
                t('detail.period', {
                  start: formatDateTime(shift.startTimestamp, lng, timeZone),
                  end: shift.endTimestamp ? formatDateTime(shift.endTimestamp, lng, timeZone) : t('range.noEnd'),
                }),
                shift.closeComment ? t('detail.comment', { comment: shift.closeComment }) : '',
              ]
                .filter(Boolean)
                .join(' · ')
            : undefined
        }
        actions={
          <>
            <ReportButtons scope={shiftId ? { shiftId } : null} />
            {shiftId > 0 && <AuditLink resource="shift" id={shiftId} />}
            <Button
              label={t('detail.stats')}
              icon="pi pi-chart-bar"
              onClick={() => void navigate(`/shift-stats/${shiftId}`)}
              data-testid="open-stats"
            />
          </>
        }
      />
      {content}
      {deleting.dialog}
      {closing && <CloseShiftDialog shiftId={shiftId} onClose={() => setClosing(false)} />}
    </div>
  );
}
