import type { ClosureKindCode } from '@comptoir/shared';
import { CLOSURE_KINDS } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../app/session';
import { PageHeader, pageTexts } from '../../../components/PageHeader';
import { PageNotAllowed, QueryState } from '../../../components/PageState';
import { ApiError } from '../../../lib/api';
import { useUpdateSearchParams } from '../../../lib/searchParams';
import { useClosures, useFiscalAccounts, useJournalVerify } from '../api';
import { AccountsCard } from '../components/AccountsCard';
import { ClosuresCard } from '../components/ClosuresCard';
import { DownloadsCard } from '../components/DownloadsCard';
import { JournalStateCard } from '../components/JournalStateCard';
import { PublicKeyError } from '../components/PublicKeyError';
import { useFileDownload } from '../hooks/useFileDownload';
import { filePaths } from '../model';
import '../closures.css';

// Not a DataPage: four parts (journal state, closures, downloads, accounts) each load on their own (decision 104).

const ABILITY = 'ADMIN_FISCAL';

/**
 * /closures (issue 24): the fiscal journal's state, the daily, monthly and yearly closures with their grand totals,
 * the archives and the FEC of a period, and the accounts the exports book to. Super users and ADMIN_FISCAL. The kind of
 * closure shown is in the address (?kind=MONTH).
 */
export function ClosuresPage() {
  const { t } = useTranslation('closures');
  const [params] = useSearchParams();
  const updateParams = useUpdateSearchParams();
  const asked = params.get('kind') as ClosureKindCode | null;
  const kind: ClosureKindCode = asked && CLOSURE_KINDS.includes(asked) ? asked : 'DAY';
  const me = useCurrentUser().data;
  const timeZone = me?.organization.timeZone ?? 'Europe/Brussels';
  const verify = useJournalVerify();
  const closures = useClosures(kind);
  const accounts = useFiscalAccounts();
  const key = useFileDownload<'key'>();

  // Each part loads on its own: verifying a long journal takes time, the closures and the forms need not wait.
  const forbidden = [verify, closures, accounts].some((q) => q.error instanceof ApiError && q.error.status === 403);

  return (
    <div className="page closures-page">
      <PageHeader {...pageTexts(t)} />
      {forbidden ? (
        <PageNotAllowed ability={ABILITY} />
      ) : (
        <div className="closures-layout">
          <QueryState query={verify} ready={me !== undefined} ability={ABILITY}>
            {(state) => (
              <JournalStateCard
                state={state}
                timeZone={timeZone}
                verifying={verify.isFetching}
                onVerify={() => void verify.refetch()}
                keyDownload={{
                  loading: key.pending === 'key',
                  onClick: () => void key.download('key', filePaths.publicKey, 'journal-public-key.pem'),
                }}
              />
            )}
          </QueryState>
          {key.failed && <PublicKeyError error={key.failed.error} />}
          <QueryState query={closures} ready={me !== undefined} ability={ABILITY}>
            {(list) => (
              <ClosuresCard
                kind={kind}
                onKind={(k) => updateParams({ kind: k === 'DAY' ? '' : k })}
                closures={list}
                loading={closures.isFetching}
                timeZone={timeZone}
              />
            )}
          </QueryState>
          <div className="closures-layout__pair">
            <DownloadsCard timeZone={timeZone} />
            <QueryState query={accounts} ability={ABILITY}>
              {(data) => <AccountsCard key={JSON.stringify(data)} accounts={data} />}
            </QueryState>
          </div>
        </div>
      )}
    </div>
  );
}
