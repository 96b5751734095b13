import { useTranslation } from 'react-i18next';
import { useTables } from '../../tables';
import { OpenAccountsPage } from '../components/OpenAccountsPage';

/** /open-tables (document 3 section 2): the tables with an active account; choosing one opens its account. */
export function OpenTablesPage() {
  const { t } = useTranslation('accounts');
  const tables = useTables();
  const open = (tables.data ?? [])
    .filter((table) => table.status === 'OCCUPIED' && table.openAccountId !== null)
    .sort((a, b) => a.tableNumber - b.tableNumber);

  return (
    <OpenAccountsPage
      title={t('openTables.title')}
      subtitle={tables.data ? t('openTables.count', { count: open.length }) : undefined}
      empty={t('openTables.empty')}
      query={tables}
      ability="ADMIN_TABLES"
      items={open}
      tile={(table) => ({
        key: table.tableId,
        accountId: table.openAccountId,
        testId: `open-table-${table.tableNumber}`,
        color: table.tableZone?.color,
        content: (
          <>
            <span className="open-tile__title">{t('openTables.table', { number: table.tableNumber })}</span>
            <span className="open-tile__meta">{table.tableZone?.name ?? t('openTables.noZone')}</span>
            <span className="open-tile__meta">{t('openTables.account', { id: table.openAccountId })}</span>
          </>
        ),
      })}
    />
  );
}
