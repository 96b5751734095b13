import type { ShiftAccount } from '@comptoir/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { csvAmount, exportCsv as saveCsv } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/format';
import type { Language } from '../../../lib/i18n';
import type { AccountRow } from '../components/AccountsTable';

/** The shift's tickets with the texts shown, searched and exported (dates in the organisation's time zone). */
export function useAccountRows(accounts: ShiftAccount[] | undefined, lng: Language, timeZone: string | undefined) {
  const { t } = useTranslation('shifts');
  const rows = useMemo<AccountRow[]>(
    () =>
      (accounts ?? []).map((a) => ({
        ...a,
        openedText: formatDateTime(a.openedTimestamp, lng, timeZone),
        tableText: a.table
          ? String(a.table.tableNumber)
          : a.takeawayNumber
            ? t('detail.takeawayNumber', { number: a.takeawayNumber })
            : t('detail.takeaway'),
        statusText: t(`common:accountStatus.${a.status}`, { defaultValue: a.status }),
        payTypesText: a.payTypes.map((p) => t(`payTypes.${p}`, { defaultValue: p })).join(', '),
        userText: a.user?.username ?? '',
      })),
    [accounts, lng, timeZone, t],
  );

  const exportCsv = () => {
    const header = (['opened', 'id', 'name', 'table', 'status', 'payTypes', 'total', 'user'] as const).map((c) =>
      t(`detail.columns.${c}`),
    );
    saveCsv(
      'shift_summary',
      header,
      rows.map((r) => [
        r.openedText,
        r.clientAccountId,
        r.customName,
        r.tableText,
        r.statusText,
        r.payTypesText,
        csvAmount(Math.round(r.totalData.total * 100), lng),
        r.userText,
      ]),
      lng,
    );
  };
  return { rows, exportCsv };
}
