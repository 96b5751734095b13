import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useReportDownload } from '../hooks/useReportDownload';
import type { Range } from '../model';

/** Header actions Download Z and Download X, for one shift or for a range. */
export function ReportButtons({ scope }: { scope: { shiftId: number } | Range | null }) {
  const { t } = useTranslation('shifts');
  const { pending, download } = useReportDownload(scope);
  return (
    <>
      <Button
        label={t('reports.downloadZ')}
        icon="pi pi-download"
        outlined
        loading={pending === 'Z'}
        disabled={!scope || pending !== null}
        onClick={() => void download('Z')}
        data-testid="download-z"
      />
      <Button
        label={t('reports.downloadX')}
        icon="pi pi-download"
        outlined
        loading={pending === 'X'}
        disabled={!scope || pending !== null}
        onClick={() => void download('X')}
        data-testid="download-x"
      />
    </>
  );
}
