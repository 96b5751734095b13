import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { type TableZone, useDeleteZone } from '../api';
import { NamedItemsCard } from './NamedItemsCard';
import { ZoneDialog } from './ZoneDialog';
import { ZoneSwatch } from './ZoneSwatch';

const zoneDialog = (zone: TableZone | null, onClose: () => void) => <ZoneDialog zone={zone} onClose={onClose} />;

/** Zones: name and colour, with add, edit and delete (refused while tables are in the zone). */
export function ZonesCard({ zones }: { zones: TableZone[] }) {
  const { t } = useTranslation('tables');
  const columns = [
    <Column
      key="name"
      header={t('zones.name')}
      body={(zone: TableZone) => <ZoneSwatch color={zone.color} name={zone.name} />}
    />,
    <Column
      key="color"
      header={t('zones.color')}
      body={(zone: TableZone) => <code className="zone-code">{zone.color}</code>}
    />,
  ];
  return <NamedItemsCard kind="zones" items={zones} columns={columns} remove={useDeleteZone()} dialog={zoneDialog} />;
}
