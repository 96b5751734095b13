import type { ReactNode } from 'react';
import { PageLoadError, PageLoading } from '../../../components/PageState';

/**
 * The body of a history page: the table card beside a column of side cards; the loading and error states (a 403
 * reads "not allowed", naming the ability) while there is nothing to show yet.
 */
export function HistoryLayout({
  state,
  ability,
  onRetry,
  main,
  side,
}: {
  state: { error: unknown; hasData: boolean; stale: boolean };
  ability: string;
  onRetry: () => void;
  main: ReactNode;
  side: ReactNode;
}) {
  if (!state.hasData && state.error) return <PageLoadError error={state.error} ability={ability} onRetry={onRetry} />;
  if (!state.hasData) return <PageLoading />;
  return (
    <div className={`history-grid${state.stale ? ' history-grid--stale' : ''}`}>
      <div className="history-main">{main}</div>
      <aside className="history-side">{side}</aside>
    </div>
  );
}
