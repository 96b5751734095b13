import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, type SortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { moveId } from '../model';

/** Document 2 section 9: drag-and-drop animation 200 ms. */
export const DRAG_ANIMATION_MS = 200;

/**
 * One container the menu organiser reorders (the group column, the sub-group row, the product grid): mouse, touch and
 * keyboard (Space picks up, arrows move, Space drops, Escape cancels). A drop hands the container's new order to
 * `onMove`, which saves it in one request.
 */
export function SortableArea({
  ids,
  enabled,
  strategy,
  nameOf,
  onMove,
  children,
}: {
  ids: number[];
  enabled: boolean;
  strategy: SortingStrategy;
  /** The card's name, for what screen readers hear. */
  nameOf: (id: number) => string;
  onMove: (order: number[]) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('menu');
  const sensors = useSensors(
    // A click (on a group, to open it) is not a drag: the pointer must move 5 px first.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // Space picks up (Enter opens a group, see SortableItem); Space or Enter drops; Escape cancels.
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], end: ['Space', 'Enter'], cancel: ['Escape'] },
    }),
  );
  const announcements = useMemo<Announcements>(() => {
    const name = (id: string | number) => nameOf(Number(id));
    const position = (id: string | number | undefined) => (id === undefined ? 0 : ids.indexOf(Number(id)) + 1);
    return {
      onDragStart: ({ active }) => t('drag.start', { name: name(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t('drag.over', { name: name(active.id), position: position(over.id), count: ids.length }) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? t('drag.end', { name: name(active.id), position: position(over.id), count: ids.length }) : undefined,
      onDragCancel: ({ active }) => t('drag.cancel', { name: name(active.id) }),
    };
  }, [ids, nameOf, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = moveId(ids, Number(active.id), over ? Number(over.id) : null);
    if (next) onMove(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.instructions') } }}
    >
      <SortableContext items={ids} strategy={strategy} disabled={!enabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * A card inside a SortableArea. Only this wrapper follows the drag (its position and style); the card inside is
 * memoised and does not render again while another card moves.
 */
export function SortableItem({
  id,
  enabled,
  className,
  label,
  onOpen,
  children,
}: {
  id: number;
  enabled: boolean;
  className: string;
  /** Accessible name of the draggable card in reorganize mode. */
  label: string;
  /** A click on the card in reorganize mode (opening a group to reorder inside it). */
  onOpen?: () => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !enabled,
    transition: { duration: DRAG_ANIMATION_MS, easing: 'cubic-bezier(0.25, 1, 0.5, 1)' },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    zIndex: isDragging ? 2 : undefined,
  };
  if (!enabled) {
    return (
      <div ref={setNodeRef} className={className} data-sortable-id={id}>
        {children}
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: dnd-kit's sortable is a block holding a whole card, a button by role
    <div
      ref={setNodeRef}
      style={style}
      className={`${className} menu-sortable${isDragging ? ' menu-sortable--dragging' : ''}`}
      data-sortable-id={id}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={0}
      aria-label={label}
      onClick={onOpen}
      onKeyDown={(e) => {
        listeners?.onKeyDown?.(e);
        if (e.key === 'Enter' && onOpen) onOpen();
      }}
    >
      {children}
    </div>
  );
}
