import type { ProductGroup } from '@comptoir/shared';
import type { SortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { GroupCard, type MenuHandlers } from './MenuCards';
import { SortableArea, SortableItem } from './SortableArea';

/** One row of group cards the organiser reorders: the top-level column or the sub-groups of the selected group. */
export function SortableGroups({
  groups,
  selectedId,
  counts,
  reorganize,
  showPrinters,
  strategy,
  slotClassName,
  nameOf,
  onMove,
  handlers,
}: {
  groups: ProductGroup[];
  selectedId: number | undefined;
  counts: ReadonlyMap<number, number>;
  reorganize: boolean;
  showPrinters: boolean;
  strategy: SortingStrategy;
  slotClassName: string;
  nameOf: (id: number) => string;
  onMove: (order: number[]) => void;
  handlers: MenuHandlers;
}) {
  const { t } = useTranslation('menu');
  return (
    <SortableArea
      ids={groups.map((g) => g.productGroupId)}
      enabled={reorganize}
      strategy={strategy}
      nameOf={nameOf}
      onMove={onMove}
    >
      {groups.map((g) => (
        <SortableItem
          key={g.productGroupId}
          id={g.productGroupId}
          enabled={reorganize}
          className={slotClassName}
          label={t('drag.label', { name: g.name })}
          onOpen={() => handlers.selectGroup(g)}
        >
          <GroupCard
            group={g}
            count={counts.get(g.productGroupId) ?? 0}
            selected={g.productGroupId === selectedId}
            showPrinters={showPrinters}
            reorganize={reorganize}
            handlers={handlers}
          />
        </SortableItem>
      ))}
    </SortableArea>
  );
}
