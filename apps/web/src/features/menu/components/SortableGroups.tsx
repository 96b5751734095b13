import type { ProductGroup } from '@comptoir/shared';
import type { SortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { groupKey } from '../model';
import { GroupCard, type MenuHandlers } from './MenuCards';
import { SortableArea, SortableItem } from './SortableArea';

/**
 * One row of group cards the organiser reorders: the top-level column or the sub-groups of the selected group. In
 * reorganize mode they are also where a dragged product lands to change group (MenuDndContext).
 */
export function SortableGroups({
  container,
  groups,
  selectedId,
  counts,
  reorganize,
  showPrinters,
  strategy,
  slotClassName,
  handlers,
}: {
  container: 'column' | 'children';
  groups: ProductGroup[];
  selectedId: number | undefined;
  counts: ReadonlyMap<number, number>;
  reorganize: boolean;
  showPrinters: boolean;
  strategy: SortingStrategy;
  slotClassName: string;
  handlers: MenuHandlers;
}) {
  const { t } = useTranslation('menu');
  return (
    <SortableArea
      container={container}
      ids={groups.map((g) => g.productGroupId)}
      enabled={reorganize}
      strategy={strategy}
    >
      {groups.map((g) => (
        <SortableItem
          key={g.productGroupId}
          dragKey={groupKey(g.productGroupId)}
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
