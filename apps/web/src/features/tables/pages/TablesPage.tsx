import { useTranslation } from 'react-i18next';
import { PageHeader, pageTexts } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { useTables, useTypes, useZones } from '../api';
import { TablesCard } from '../components/TablesCard';
import { TypesCard } from '../components/TypesCard';
import { ZonesCard } from '../components/ZonesCard';
import '../tables.css';

/** /tables: table types, zones and tables (document 1 section 2), for ADMIN_TABLES. */
// Not a DataPage: three lists (types, zones, tables) load side by side, one retry for the three.
export function TablesPage() {
  const { t } = useTranslation('tables');
  const tables = useTables();
  const zones = useZones();
  const types = useTypes();
  const failed = [tables, zones, types].find((q) => q.isError);

  let content: React.ReactNode;
  if (failed) {
    content = (
      <PageLoadError
        error={failed.error}
        ability="ADMIN_TABLES"
        onRetry={() => {
          void tables.refetch();
          void zones.refetch();
          void types.refetch();
        }}
      />
    );
  } else if (!tables.data || !zones.data || !types.data) {
    content = <PageLoading />;
  } else {
    content = (
      <div className="tables-layout">
        <div className="tables-layout__side">
          <TypesCard types={types.data} />
          <ZonesCard zones={zones.data} />
        </div>
        <TablesCard tables={tables.data} zones={zones.data} types={types.data} />
      </div>
    );
  }

  return (
    <div className="page">
      <PageHeader {...pageTexts(t)} />
      {content}
    </div>
  );
}
