import { type ConnectionTest, configOf, stripProtocol } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons, Fact } from '../../../components/CardBits';
import { errorMessage } from '../../../lib/api';
import { type Integration, useTestIntegration } from '../api';

/** What a connection test answered, in words. */
function useResultText() {
  const { t } = useTranslation('integrations');
  return (r: ConnectionTest) =>
    r.reachable
      ? r.httpStatus !== null
        ? t('test.okHttp', { status: r.httpStatus, ms: r.elapsedMs })
        : t('test.ok', { ms: r.elapsedMs })
      : t('test.failed', { reason: t(`test.reasons.${r.reason ?? 'ERROR'}`) });
}

/**
 * One integration (document 3 section 2): its type, address without protocol, and the username and whether a
 * password is set (CASHDRO) or the local print flag (CCV_OPI); edit, delete and "test connection".
 */
export function IntegrationCard({
  integration,
  onEdit,
  onDelete,
}: {
  integration: Integration;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('integrations');
  const test = useTestIntegration();
  const resultText = useResultText();
  const config = configOf(integration);
  const type = t(`types.${integration.type}`);
  const address = stripProtocol(config.ip);
  const id = `integration-${integration.id}`;

  return (
    <article className="card integration-card" aria-labelledby={`${id}-title`} data-testid={id}>
      <header className="integration-card__head">
        <span
          className={`integration-card__icon integration-card__icon--${integration.type.toLowerCase()}`}
          aria-hidden="true"
        >
          <i className={integration.type === 'CASHDRO' ? 'pi pi-wallet' : 'pi pi-credit-card'} />
        </span>
        <div>
          <h2 id={`${id}-title`} className="integration-card__title">
            {type}
          </h2>
          <p className="integration-card__address">{address || t('card.noAddress')}</p>
        </div>
      </header>
      <dl className="integration-card__facts">
        <Fact label={t('fields.user')}>{integration.user?.username}</Fact>
        {integration.type === 'CASHDRO' ? (
          <>
            <Fact label={t('fields.username')}>{config.username || null}</Fact>
            <Fact label={t('fields.password')}>{integration.passwordSet ? t('card.set') : t('card.notSet')}</Fact>
          </>
        ) : (
          <Fact label={t('fields.localPrint')}>{config.localPrint ? t('card.yes') : t('card.no')}</Fact>
        )}
      </dl>
      <div className="integration-card__result" role="status" aria-live="polite" data-testid={`${id}-result`}>
        {test.isPending && <span className="integration-result">{t('test.running')}</span>}
        {test.data && !test.isPending && (
          <span className={`integration-result integration-result--${test.data.reachable ? 'ok' : 'ko'}`}>
            <i className={test.data.reachable ? 'pi pi-check-circle' : 'pi pi-times-circle'} aria-hidden="true" />{' '}
            {resultText(test.data)}
          </span>
        )}
        {test.isError && !test.isPending && (
          <span className="integration-result integration-result--ko">{errorMessage(test.error)}</span>
        )}
      </div>
      <footer className="integration-card__actions">
        <Button
          type="button"
          label={t('test.button')}
          icon="pi pi-bolt"
          size="small"
          outlined
          loading={test.isPending}
          onClick={() => test.mutate(integration.id)}
          aria-label={t('test.buttonOf', { type, address })}
        />
        <span className="integration-card__spacer" />
        <EditDeleteButtons
          editLabel={t('card.edit', { type, address })}
          deleteLabel={t('card.delete', { type, address })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </footer>
    </article>
  );
}
