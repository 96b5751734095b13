import type { JournalVerify } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/CardBits';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/**
 * The journal's state (GET /journal/verify): intact, or the first broken entry and why; its size, last entry, the
 * public key's fingerprint (for the owner to compare with the key kept aside) and when it was checked.
 */
export function JournalStateCard({
  state,
  timeZone,
  verifying,
  onVerify,
  keyDownload,
}: {
  state: JournalVerify;
  timeZone: string;
  verifying: boolean;
  onVerify: () => void;
  keyDownload: { loading: boolean; onClick: () => void };
}) {
  const { t, i18n } = useTranslation('closures');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const broken = state.break;
  return (
    <section className="card journal-card" aria-labelledby="journal-title" data-testid="journal-card">
      <header className="journal-card__head">
        <span className={`item-card__icon journal-card__icon--${broken ? 'broken' : 'intact'}`} aria-hidden="true">
          <i className={broken ? 'pi pi-exclamation-triangle' : 'pi pi-shield'} />
        </span>
        <div className="journal-card__heading">
          <h2 id="journal-title" className="journal-card__title">
            {t('journal.title')}
          </h2>
          <Tag
            severity={broken ? 'danger' : 'success'}
            value={
              broken
                ? t('journal.broken', { seq: broken.seq, reason: t(`journal.reasons.${broken.reason}`) })
                : t('journal.intact')
            }
            data-testid="journal-state"
          />
        </div>
        <div className="journal-card__actions">
          <Button
            type="button"
            icon="pi pi-refresh"
            label={t('journal.verify')}
            outlined
            size="small"
            loading={verifying}
            onClick={onVerify}
            data-testid="journal-verify"
          />
          <Button
            type="button"
            icon="pi pi-key"
            label={t('journal.publicKey')}
            outlined
            size="small"
            loading={keyDownload.loading}
            disabled={!state.fingerprint}
            tooltip={state.fingerprint ? undefined : t('journal.noKey')}
            tooltipOptions={{ showOnDisabled: true, position: 'top' }}
            onClick={keyDownload.onClick}
            data-testid="journal-public-key"
          />
        </div>
      </header>
      {broken ? (
        <Message
          severity="error"
          className="journal-card__message"
          text={`${t(`journal.reasonTexts.${broken.reason}`)} ${broken.detail}`}
          data-testid="journal-break"
        />
      ) : (
        <p className="journal-card__text">{state.entries > 0 ? t('journal.intactText') : t('journal.emptyText')}</p>
      )}
      <dl className="journal-card__facts">
        <Fact label={t('journal.entries')}>{formatNumber(state.entries, lng)}</Fact>
        <Fact label={t('journal.closures')}>{formatNumber(state.closures, lng)}</Fact>
        <Fact label={t('journal.lastEntry')}>
          {state.entries > 0 ? (
            <>
              {t('journal.lastEntryValue', { seq: state.lastSeq })}{' '}
              <code className="journal-card__hash" title={state.lastHash}>
                {state.lastHash.slice(0, 12)}…
              </code>
            </>
          ) : (
            t('journal.none')
          )}
        </Fact>
        <Fact label={t('journal.checkedAt')}>{formatDateTime(state.checkedAt, lng, timeZone)}</Fact>
        <Fact label={t('journal.fingerprint')} className="journal-card__fingerprint">
          {state.fingerprint ? (
            <>
              <code data-testid="journal-fingerprint">{state.fingerprint}</code>
              <span className="journal-card__hint">{t('journal.fingerprintHint')}</span>
            </>
          ) : (
            t('journal.noKey')
          )}
        </Fact>
      </dl>
    </section>
  );
}
