import { hasAbility } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { useCurrentUser } from '../../../app/session';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoading } from '../../../components/PageState';
import { errorMessage } from '../../../lib/api';
import { useAccountSummary } from '../api';
import { AccountFacts } from '../components/AccountFacts';
import { CorrectionBanner, CorrectionsCard } from '../components/CorrectionsCard';
import { OrderedLinesCard } from '../components/OrderedLinesCard';
import { SummarySide } from '../components/SummarySide';
import { useCorrections } from '../hooks/useCorrections';
import { useGoBack } from '../hooks/useGoBack';
import '../../../components/history.css';
import '../accounts.css';
import { AuditLink } from '../../audit';

/**
 * /account-summary/:accountId (AccountSummary, document 3 section 2): an account's facts, ordered products, totals,
 * payments and VAT, with its corrections. When the server answers with a message (not found, not allowed...), the
 * page says it and goes back (document 3 section 8).
 */
// Not a DataPage: a load error goes back with a toast (document 3 section 8), not a load state.
export function AccountSummaryPage() {
  const { t } = useTranslation(['accounts', 'analytics']);
  const { accountId: param } = useParams();
  const accountId = /^\d{1,9}$/.test(param ?? '') ? Number(param) : 0;
  const user = useCurrentUser().data;
  const timeZone = user?.organization.timeZone;
  const summary = useAccountSummary(accountId);
  const goBack = useGoBack();
  const detail = summary.data;
  const corrections = useCorrections(detail, goBack);
  const failed = accountId === 0 || (summary.isError && !detail);

  useEffect(() => {
    if (!failed) return;
    toast.error(accountId === 0 ? t('summary.invalidId') : errorMessage(summary.error), { toastId: 'account-summary' });
    goBack();
  }, [failed, accountId, summary.error, goBack, t]);

  if (!detail) {
    return (
      <div className="page">
        <PageHeader title={t('summary.title', { id: param })} />
        <PageLoading />
      </div>
    );
  }

  const account = detail.clientAccount;
  const canCorrect = user ? hasAbility(user, 'APP_CORRECT_PAYMENTS') : false;
  const voided = account.status === 'VOIDED';
  // A correction ticket is never corrected itself (the server refuses: CORRECTION_OF_CORRECTION).
  const isCorrection = account.correctsAccountId !== null;
  const refusal = !canCorrect
    ? t('analytics:orders.noCorrectAbility')
    : isCorrection
      ? t('summary.lines.correctionTicket')
      : voided
        ? t('summary.subtitle.voided')
        : null;
  const corrected = new Set(
    detail.corrections.flatMap((c) => c.orderedProducts.map((l) => l.correctsOrderedProductId ?? 0)),
  );
  return (
    <div className="page history account-summary" data-testid="account-summary">
      <PageHeader
        title={t('summary.title', { id: account.clientAccountId })}
        subtitle={t(`summary.subtitle.${account.status === 'CLOSED' ? 'closed' : voided ? 'voided' : 'open'}`)}
        actions={
          <>
            <Button label={t('summary.back')} icon="pi pi-arrow-left" text onClick={goBack} />
            <AuditLink resource="client_account" id={account.clientAccountId} />
            <Button
              label={t('summary.deleteAccount')}
              icon="pi pi-trash"
              severity="danger"
              outlined
              disabled={refusal !== null}
              tooltip={refusal ?? undefined}
              tooltipOptions={{ showOnDisabled: true, position: 'bottom' }}
              loading={corrections.busy}
              onClick={corrections.askDeleteAccount}
            />
          </>
        }
      />
      {account.correctsAccountId !== null && account.correctionReason && (
        <CorrectionBanner
          originalId={account.correctsAccountId}
          reason={account.correctionReason}
          note={account.correctionNote}
        />
      )}
      <AccountFacts account={account} timeZone={timeZone} />
      <div className="history-grid">
        <div className="history-main">
          <OrderedLinesCard
            lines={detail.orderedProducts}
            rules={{ refusal, closed: account.status === 'CLOSED', corrected }}
            onDelete={corrections.askDeleteLine}
            onChangePayType={corrections.askPayType}
          />
          {detail.corrections.length > 0 && <CorrectionsCard corrections={detail.corrections} timeZone={timeZone} />}
        </div>
        <aside className="history-side">
          <SummarySide
            detail={detail}
            refusal={refusal}
            timeZone={timeZone}
            onEditPayment={corrections.askEditPayment}
            onDeletePayment={corrections.askDeletePayment}
          />
        </aside>
      </div>
      {corrections.dialogs}
    </div>
  );
}
