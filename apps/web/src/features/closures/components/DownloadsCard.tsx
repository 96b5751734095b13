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
          <Button
            type="button"
            icon="pi pi-download"
            label={t('downloads.periodArchive')}
            outlined
            disabled={!period}
            loading={files.pending === 'periodArchive'}
            onClick={() =>
              period && void files.download('periodArchive', filePaths.periodArchive(period), 'journal.json')
            }
            data-testid="download-period-archive"
          />
          <Button
            type="button"
            icon="pi pi-file-export"
            label={t('downloads.fec')}
            outlined
            disabled={!period}
            loading={files.pending === 'fec'}
            onClick={() => period && void files.download('fec', filePaths.fec(period), 'FEC.txt')}
            data-testid="download-fec"
          />
          <Button
            type="button"
            icon="pi pi-file-export"
            label={t('downloads.winbooks')}
            outlined
            disabled={!period}
            loading={files.pending === 'winbooks'}
            onClick={() => period && void files.download('winbooks', filePaths.winbooks(period), 'ACT.txt')}
            data-testid="download-winbooks"
          />
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
