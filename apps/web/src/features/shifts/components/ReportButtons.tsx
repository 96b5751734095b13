import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useReportDownload } from '../hooks/useReportDownload';
import type { Range } from '../model';

/** Header actions Download Z and Download X, for one shift or for a range. */
export function ReportButtons({ scope }: { scope: { shiftId: number } | Range | null }) {
  const { t } = useTranslation('shifts');
  const { pending, download } = useReportDownload(scope);
  return (['Z', 'X'] as const).map((kind) => (
    <Button
      key={kind}
      label={t(`reports.download${kind}`)}
      icon="pi pi-download"
      outlined
      loading={pending === kind}
      disabled={!scope || pending !== null}
      onClick={() => void download(kind)}
      data-testid={`download-${kind.toLowerCase()}`}
    />
  ));
}
