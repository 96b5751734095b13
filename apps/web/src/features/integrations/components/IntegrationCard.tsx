import { type ConnectionTest, configOf, stripProtocol } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { Fact, ItemCard } from '../../../components/CardBits';
import { errorMessage } from '../../../lib/api';
import { type Integration, useTestIntegration } from '../api';

/** What a connection test answered, in words. */
function useResultText() {
  const { t } = useTranslation(['integrations', 'common']);
  return (r: ConnectionTest) => {
    if (r.reachable)
      return r.httpStatus !== null
        ? t('test.okHttp', { status: r.httpStatus, ms: r.elapsedMs })
        : t('test.ok', { ms: r.elapsedMs });
    if (r.reason === 'BAD_ANSWER' && r.httpStatus !== null) return t('test.badHttp', { status: r.httpStatus });
    const why = r.refusal ? t(`common:outbound.${r.refusal}`) : '';
    return t('test.failed', { reason: t(`test.reasons.${r.reason ?? 'REFUSED'}`, { why }) });
  };
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

  const result = test.isPending
    ? { text: t('test.running') }
    : test.data
      ? { ok: test.data.reachable, text: resultText(test.data) }
      : test.isError
        ? { ok: false, text: errorMessage(test.error) }
        : null;

  return (
    <ItemCard
      id={id}
      testId={id}
      icon={integration.type === 'CASHDRO' ? 'pi pi-wallet' : 'pi pi-credit-card'}
      iconClassName={`integration-card__icon--${integration.type.toLowerCase()}`}
      title={type}
      address={address || t('card.noAddress')}
      result={result}
      resultTestId={`${id}-result`}
      test={{
        label: t('test.button'),
        ariaLabel: t('test.buttonOf', { type, address }),
        icon: 'pi pi-bolt',
        loading: test.isPending,
        onClick: () => test.mutate(integration.id),
      }}
      editLabel={t('card.edit', { type, address })}
      deleteLabel={t('card.delete', { type, address })}
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <dl className="item-card__facts">
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
    </ItemCard>
  );
}
