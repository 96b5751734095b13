import type { ReportKind } from '@comptoir/shared';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/api';
import { downloadReport, reportPath } from '../api';
import type { Range } from '../model';

/** Downloads an X or Z report; a refusal (e.g. the Z of an open shift) is shown as a toast with the server's reason. */
export function useReportDownload(scope: { shiftId: number } | Range | null) {
  const [pending, setPending] = useState<ReportKind | null>(null);
  const download = async (kind: ReportKind) => {
    if (!scope || pending) return;
    setPending(kind);
    try {
      await downloadReport(reportPath(kind, scope));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(null);
    }
  };
  return { pending, download };
}
