import { zonedDateKey } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { calendarLocale } from '../../../lib/calendarLocale';
import { dayOfPickerDate } from '../../../lib/dateRange';
import { currentLanguage } from '../../../lib/i18n';
import { useFileDownload } from '../hooks/useFileDownload';
import { type DayPeriod, dayKey, downloadProblem, filePaths, lastMonth } from '../model';

type FileKey = 'year' | 'periodArchive' | 'fec' | 'winbooks';

/** The files of a chosen period, in the order the card shows them: the signed archive, the FEC, the WinBooks file. */
const PERIOD_FILES = [
  {
    key: 'periodArchive',
    icon: 'pi pi-download',
    path: filePaths.periodArchive,
    fallback: 'journal.json',
    testId: 'download-period-archive',
  },
  { key: 'fec', icon: 'pi pi-file-export', path: filePaths.fec, fallback: 'FEC.txt', testId: 'download-fec' },
  {
    key: 'winbooks',
    icon: 'pi pi-file-export',
    path: filePaths.winbooks,
    fallback: 'ACT.txt',
    testId: 'download-winbooks',
  },
] as const satisfies readonly { key: FileKey; path: (period: DayPeriod) => string; [k: string]: unknown }[];

const pickerDate = (key: string) => {
  const [y = 2000, m = 1, d = 1] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/**
 * The accountant's files: the signed archive of a year or of a period (JSON, verifiable offline), the FEC (France)
 * and the WinBooks file (Belgium) of a period. A refusal is explained: nothing closed in the period, the VAT number to
 * enter first (FEC), or an account number too long for WinBooks.
 */
export function DownloadsCard({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation('closures');
  const common = useTranslation('common').t;
  const lng = currentLanguage(i18n.resolvedLanguage);
  const today = zonedDateKey(Date.now(), timeZone);
  const [year, setYear] = useState<number>(Number(today.slice(0, 4)));
  const initial = useMemo(() => lastMonth(today), [today]);
  const [dates, setDates] = useState<(Date | null)[] | null>([
    pickerDate(initial.startDate),
    pickerDate(initial.endDate),
  ]);
  const locale = useMemo(() => calendarLocale(lng, common), [lng, common]);
  const files = useFileDownload<FileKey>();

  const [first, last] = dates ?? [];
  const period: DayPeriod | null = first
    ? { startDate: dayKey(dayOfPickerDate(first)), endDate: dayKey(dayOfPickerDate(last ?? first)) }
    : null;
  const problem = files.failed && downloadProblem(files.failed.error);

  return (
    <section className="card downloads-card" aria-labelledby="downloads-title" data-testid="downloads-card">
      <h2 id="downloads-title" className="closures-section__title">
        {t('downloads.title')}
      </h2>
      <p className="closures-section__text">{t('downloads.text')}</p>

      <div className="downloads-card__row">
        <div className="downloads-card__field">
          <label htmlFor="downloads-year">{t('downloads.year')}</label>
          <InputNumber
            inputId="downloads-year"
            value={year}
            onValueChange={(e) => setYear(e.value ?? year)}
            useGrouping={false}
            min={2000}
            max={2999}
            showButtons
            inputClassName="downloads-card__year"
          />
        </div>
        <Button
          type="button"
          icon="pi pi-download"
          label={t('downloads.yearArchive')}
          outlined
          loading={files.pending === 'year'}
          onClick={() => void files.download('year', filePaths.yearArchive(year), `journal-${year}.json`)}
          data-testid="download-year-archive"
        />
      </div>

      <div className="downloads-card__row">
        <div className="downloads-card__field">
          <label htmlFor="downloads-period">{t('downloads.period')}</label>
          <Calendar
            inputId="downloads-period"
            value={dates}
            onChange={(e) => setDates((e.value as (Date | null)[] | undefined) ?? null)}
            selectionMode="range"
            dateFormat="dd-mm-yy"
            showIcon
            readOnlyInput
            locale={locale}
            placeholder={t('downloads.periodPlaceholder')}
          />
        </div>
        <div className="downloads-card__buttons">
          {PERIOD_FILES.map((f) => (
            <Button
              key={f.key}
              type="button"
              icon={f.icon}
              label={t(`downloads.${f.key}`)}
              outlined
              disabled={!period}
              loading={files.pending === f.key}
              onClick={() => period && void files.download(f.key, f.path(period), f.fallback)}
              data-testid={f.testId}
            />
          ))}
        </div>
      </div>

      {files.failed && (
        <Message
          className="downloads-card__message"
          severity={problem === 'noClosedDay' ? 'warn' : 'error'}
          data-testid="downloads-message"
          content={
            <span>
              {problem === 'noClosedDay' && t('downloads.noClosedDay')}
              {problem === 'vatNumber' && (
                <Trans
                  t={t}
                  i18nKey="downloads.vatNumber"
                  components={{ settings: <Link to="/settings" data-testid="downloads-settings-link" /> }}
                />
              )}
              {problem === 'accountTooLong' && t('downloads.accountTooLong')}
              {!problem && errorMessage(files.failed.error)}
            </span>
          }
        />
      )}
    </section>
  );
}
