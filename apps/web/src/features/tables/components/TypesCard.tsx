import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { type TableType, useDeleteType } from '../api';
import { NamedItemsCard } from './NamedItemsCard';
import { TypeDialog } from './TypeDialog';

const typeDialog = (type: TableType | null, onClose: () => void) => <TypeDialog type={type} onClose={onClose} />;

/** Table types: id and name, with add, edit and delete. */
export function TypesCard({ types }: { types: TableType[] }) {
  const { t } = useTranslation('tables');
  const columns = [
    <Column key="id" field="id" header={t('types.id')} style={{ width: '4.5rem' }} />,
    <Column key="name" field="name" header={t('types.name')} />,
  ];
  return <NamedItemsCard kind="types" items={types} columns={columns} remove={useDeleteType()} dialog={typeDialog} />;
}
