import type { Shift } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { isShiftOpen } from '../model';

const DASH = '-';

/**
 * The current-shift card: Live while the shift is open, otherwise the last shift (document 1 sections 2 and 4).
 * When no shift is open it offers to open one.
 */
export function ShiftCard({
  shift,
  users,
  timeZone,
  onOpenShift,
}: {
  shift: Shift | null;
  users: string[];
  timeZone: string | undefined;
  onOpenShift: () => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = currentLanguage(i18n.language);
  const live = isShiftOpen(shift);
  const when = (epochMs: number | null) => (epochMs ? formatDateTime(epochMs, lng, timeZone) : DASH);
  const money = (euros: number | null) => (euros === null ? DASH : formatAmount(euros, lng));

  const openButton = !live && (
    <Button
      label={t('shift.open')}
      icon="pi pi-play"
      size="small"
      onClick={onOpenShift}
      className="dash-shift__open"
      data-testid="open-shift"
    />
  );

  return (
    <section
      className={`dash-card dash-shift${live ? ' dash-shift--live' : ''}`}
      aria-labelledby="shift-card-title"
      data-testid="shift-card"
    >
      <header className="dash-card__header">
        <div className="dash-shift__heading">
          <h2 id="shift-card-title" className="dash-card__title">
            {live ? t('shift.currentTitle') : t('shift.title')}
          </h2>
          {shift && <span className="dash-card__subtitle">{t('shift.number', { number: shift.shiftNumber })}</span>}
        </div>
        {shift &&
          (live ? (
            <Tag severity="success" className="dash-shift__badge" data-testid="shift-badge">
              <span className="dash-shift__pulse" aria-hidden="true" />
              {t('shift.live')}
            </Tag>
          ) : (
            <Tag
              value={t('shift.last')}
              className="dash-shift__badge dash-shift__badge--last"
              data-testid="shift-badge"
            />
          ))}
      </header>

      {shift ? (
        <dl className="dash-shift__details">
          <Row label={t('shift.start')} value={when(shift.startTimestamp)} />
          <Row label={t('shift.end')} value={when(shift.endTimestamp)} />
          <Row label={t('shift.startCash')} value={money(shift.startCash)} />
          <Row label={t('shift.endCash')} value={money(shift.endCash)} />
          <Row label={t('shift.openUser')} value={shift.openUser?.username ?? DASH} />
          <Row label={t('shift.closeUser')} value={shift.closeUser?.username ?? DASH} />
          <div className="dash-shift__row dash-shift__row--users">
            <dt>{t('shift.users')}</dt>
            <dd className="dash-shift__users" data-testid="shift-users">
              {users.length === 0
                ? DASH
                : users.map((name) => (
                    <span key={name} className="dash-shift__user">
                      <i className="pi pi-user" aria-hidden="true" />
                      {name}
                    </span>
                  ))}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="dash-shift__none">{t('shift.none')}</p>
      )}

      {openButton && (
        <footer className="dash-shift__footer">
          <span className="dash-shift__closed-note">{t('shift.closedNote')}</span>
          {openButton}
        </footer>
      )}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="dash-shift__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
