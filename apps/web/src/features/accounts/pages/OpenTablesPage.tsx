import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { useTables } from '../../tables/api';
import '../accounts.css';

/** /open-tables (document 3 section 2): the tables with an active account; choosing one opens its account. */
export function OpenTablesPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const tables = useTables();
  const open = (tables.data ?? [])
    .filter((table) => table.status === 'OCCUPIED' && table.openAccountId !== null)
    .sort((a, b) => a.tableNumber - b.tableNumber);

  let content: React.ReactNode;
  if (tables.isError) {
    content = <PageLoadError error={tables.error} ability="ADMIN_TABLES" onRetry={() => void tables.refetch()} />;
  } else if (!tables.data) {
    content = <PageLoading />;
  } else if (open.length === 0) {
    content = <p className="card open-empty">{t('openTables.empty')}</p>;
  } else {
    content = (
      <ul className="open-grid" aria-label={t('openTables.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {open.map((table) => (
          <li key={table.tableId}>
            <button
              type="button"
              className="open-tile"
              style={{ '--tile-color': table.tableZone?.color } as CSSProperties}
              onClick={() => void navigate(`/account-summary/${table.openAccountId}`)}
              data-testid={`open-table-${table.tableNumber}`}
            >
              <span className="open-tile__title">{t('openTables.table', { number: table.tableNumber })}</span>
              <span className="open-tile__meta">{table.tableZone?.name ?? t('openTables.noZone')}</span>
              <span className="open-tile__meta">{t('openTables.account', { id: table.openAccountId })}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="page">
      <PageHeader
        title={t('openTables.title')}
        subtitle={tables.data ? t('openTables.count', { count: open.length }) : undefined}
      />
      {content}
    </div>
  );
}
