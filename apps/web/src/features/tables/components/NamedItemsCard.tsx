import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAction, editAction } from '../../../components/ListCard';
import { actionsColumn, ListTable } from '../../../components/ListTable';
import { useListDialogs } from '../../../components/useListDialogs';
import { AreaCard } from './AreaCard';

/** The named items of the tables page with a card of their own: their texts (under `kind`, `toast.<one>`) and key. */
const KINDS = { types: { one: 'type', key: 'id' }, zones: { one: 'zone', key: 'zoneId' } } as const;
type Kind = keyof typeof KINDS;
type KeyOf<K extends Kind> = (typeof KINDS)[K]['key'];

/**
 * Zones or table types: the kind's columns, then edit and delete on each row. Add and edit open the kind's dialog
 * (a new item is null); delete asks first, then says it went.
 */
export function NamedItemsCard<K extends Kind, T extends { name: string } & Record<KeyOf<K>, number>>({
  kind,
  items,
  columns,
  remove,
  dialog,
}: {
  kind: K;
  items: T[];
  /** The kind's own columns (a list, as the table reads its columns from its direct children). */
  columns: ReactElement[];
  remove: { mutate: (id: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void };
  dialog: (item: T | null, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation('tables');
  // The texts' keys read the kind as either kind (a key built from the type parameter is not one i18n knows).
  const texts: Kind = kind;
  const { one } = KINDS[texts];
  const key = KINDS[kind].key as KeyOf<K>;
  const dialogs = useListDialogs({
    editor: dialog,
    remove: {
      question: (item: T) => t(`${texts}.confirmDelete`, { name: item.name }),
      mutation: remove,
      id: (item) => item[key],
      success: (item) => t(`toast.${one}.deleteSuccess`, { name: item.name }),
    },
  });
  const actions = (item: T) => [
    editAction(t(`${texts}.edit`, { name: item.name }), () => dialogs.openEdit(item)),
    deleteAction(t(`${texts}.delete`, { name: item.name }), () => dialogs.askDelete(item)),
  ];

  return (
    <AreaCard
      id={`${kind}-card`}
      title={t(`${texts}.title`)}
      count={items.length}
      addLabel={t(`${texts}.add`)}
      onAdd={dialogs.openAdd}
    >
      <ListTable value={items} dataKey={key} emptyMessage={t('empty')} label={t(`${texts}.title`)}>
        {columns}
        {actionsColumn(t('actions'), actions, '6.5rem')}
      </ListTable>
      {dialogs.dialogs}
    </AreaCard>
  );
}
