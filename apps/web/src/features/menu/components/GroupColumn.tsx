import type { ProductGroup } from '@comptoir/shared';
import { verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button } from 'primereact/button';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { AddCard } from './CardParts';
import { SortableGroups } from './SortableGroups';

type GroupsProps = Omit<ComponentProps<typeof SortableGroups>, 'strategy' | 'slotClassName' | 'container'>;

/**
 * The column of top-level groups: their cards (reordered in "reorganise"), or coloured dots when collapsed, and the
 * card that adds a group.
 */
export function GroupColumn({
  collapsed,
  onToggle,
  onSelect,
  onAdd,
  ...groups
}: GroupsProps & {
  collapsed: boolean;
  onToggle: () => void;
  onSelect: (group: ProductGroup) => void;
  /** Undefined while adding is off (reorganise, tablet). */
  onAdd: (() => void) | undefined;
}) {
  const { t } = useTranslation('menu');
  return (
    <aside className="menu-column card" aria-label={t('groupsColumn')} data-testid="menu-groups">
      <div className="menu-column__head">
        {!collapsed && <h2 className="menu-column__title">{t('groupsColumn')}</h2>}
        <Button
          type="button"
          icon={collapsed ? 'pi pi-angle-double-right' : 'pi pi-angle-double-left'}
          rounded
          text
          size="small"
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('expandColumn') : t('collapseColumn')}
          onClick={onToggle}
          data-testid="menu-column-toggle"
        />
      </div>
      {collapsed ? (
        <ul className="menu-column__dots">
          {groups.groups.map((g) => (
            <li key={g.productGroupId}>
              <button
                type="button"
                className={`menu-dot${g.productGroupId === groups.selectedId ? ' menu-dot--selected' : ''}`}
                style={{ background: g.color || undefined }}
                aria-label={t('group.open', { name: g.name })}
                title={g.name}
                onClick={() => onSelect(g)}
              >
                {g.name.slice(0, 2)}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div className="menu-column__list">
          <SortableGroups
            {...groups}
            container="column"
            strategy={verticalListSortingStrategy}
            slotClassName="menu-sortable-slot"
          />
          {onAdd && <AddCard label={t('addGroup')} onClick={onAdd} testId="menu-add-group" />}
        </div>
      )}
    </aside>
  );
}
