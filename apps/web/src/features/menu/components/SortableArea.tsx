import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, type SortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type CSSProperties, type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canDropOn,
  type DragKey,
  type DropAction,
  dropAction,
  groupKey,
  type MenuContainer,
  parseKey,
  productKey,
} from '../model';

/** Document 2 section 9: drag-and-drop animation 200 ms. */
export const DRAG_ANIMATION_MS = 200;

type Containers = Readonly<Record<MenuContainer, readonly number[]>>;

/** The container a droppable belongs to (its SortableContext id), if it is one of the organiser's. */
function containerOf(droppable: Pick<DroppableContainer, 'data'> | null | undefined): MenuContainer | undefined {
  const id = droppable?.data.current?.sortable?.containerId;
  return id === 'column' || id === 'children' || id === 'products' ? id : undefined;
}

/**
 * The organiser's one DndContext (issue 22 point 1, docs/decisions.md 121): the group column, the sub-group row and the
 * product grid are three SortableContexts in it, so a product can land on a group card. Mouse, touch and keyboard
 * (Space picks up, arrows move, Space drops, Escape cancels). A drop is turned into one action (model.dropAction):
 * a container's new order, or a product moved into a group.
 */
export function MenuDndContext({
  containers,
  currentGroupId,
  nameOf,
  onDrop,
  overlay,
  children,
}: {
  containers: Containers;
  /** The group whose products the grid shows: dropping there moves nothing. */
  currentGroupId: number | null;
  /** A card's name by drag key, for what screen readers hear. */
  nameOf: (key: string | number) => string;
  onDrop: (action: NonNullable<DropAction>) => void;
  /**
   * What follows the pointer for a dragged card (null: the card itself moves, as groups do). A product needs it: over
   * a group card it is outside its own container, where dnd-kit's sortable would put it back in its slot.
   */
  overlay: (key: string) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('menu');
  // The sensors' keyboard getter is made once; it reads the current group through this ref.
  const current = useRef(currentGroupId);
  current.current = currentGroupId;

  /** The droppables the active card may land on (a group: its own row; a product: the grid and the group cards). */
  const allowedFor = useMemo(
    () => (active: { id: string | number; data: DroppableContainer['data'] }, list: DroppableContainer[]) => {
      const from = { key: active.id, container: containerOf(active) };
      return list.filter((d) => canDropOn(from, { key: d.id, container: containerOf(d) }, current.current));
    },
    [],
  );

  const keyboardCoordinates = useMemo<KeyboardCoordinateGetter>(
    () => (event, args) => {
      const { active, droppableContainers } = args.context;
      if (!active) return sortableKeyboardCoordinates(event, args);
      const allowed = allowedFor(active, droppableContainers.getEnabled());
      // Arrows only go to where the card may land (a group never jumps into the grid, nor into another row).
      const filtered = {
        getEnabled: () => allowed,
        get: (id: string | number) => droppableContainers.get(id),
      } as unknown as typeof droppableContainers;
      return sortableKeyboardCoordinates(event, {
        ...args,
        context: { ...args.context, droppableContainers: filtered },
      });
    },
    [allowedFor],
  );

  const sensors = useSensors(
    // A click (on a group, to open it) is not a drag: the pointer must move 5 px first.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // Space picks up (Enter opens a group, see SortableItem); Space or Enter drops; Escape cancels.
    useSensor(KeyboardSensor, {
      coordinateGetter: keyboardCoordinates,
      keyboardCodes: { start: ['Space'], end: ['Space', 'Enter'], cancel: ['Escape'] },
    }),
  );

  /**
   * A product under the pointer lands on the group card the pointer is in; otherwise the nearest product (today's
   * reorder). Without a pointer (keyboard) the nearest allowed card wins, a group card included.
   */
  const collisionDetection = useMemo<CollisionDetection>(
    () => (args) => {
      const allowed = allowedFor(args.active, args.droppableContainers);
      if (parseKey(args.active.id)?.kind !== 'product' || !args.pointerCoordinates) {
        return closestCenter({ ...args, droppableContainers: allowed });
      }
      const groups = allowed.filter((d) => parseKey(d.id)?.kind === 'group');
      const onGroup = pointerWithin({ ...args, droppableContainers: groups });
      if (onGroup.length > 0) return onGroup;
      return closestCenter({ ...args, droppableContainers: allowed.filter((d) => parseKey(d.id)?.kind === 'product') });
    },
    [allowedFor],
  );

  const announcements = useMemo<Announcements>(() => {
    const where = (key: string | number | undefined) => {
      const parsed = key === undefined ? null : parseKey(key);
      if (!parsed) return { position: 0, count: 0 };
      const names: MenuContainer[] = parsed.kind === 'product' ? ['products'] : ['column', 'children'];
      for (const name of names) {
        const index = containers[name].indexOf(parsed.id);
        if (index !== -1) return { position: index + 1, count: containers[name].length };
      }
      return { position: 0, count: 0 };
    };
    const intoGroup = (active: string | number, over: string | number) =>
      parseKey(active)?.kind === 'product' && parseKey(over)?.kind === 'group';
    return {
      onDragStart: ({ active }) => t('drag.start', { name: nameOf(active.id) }),
      onDragOver: ({ active, over }) => {
        if (!over) return undefined;
        if (intoGroup(active.id, over.id))
          return t('drag.overGroup', { name: nameOf(active.id), group: nameOf(over.id) });
        return t('drag.over', { name: nameOf(active.id), ...where(over.id) });
      },
      onDragEnd: ({ active, over }) => {
        if (!over) return undefined;
        if (intoGroup(active.id, over.id))
          return t('drag.endGroup', { name: nameOf(active.id), group: nameOf(over.id) });
        return t('drag.end', { name: nameOf(active.id), ...where(over.id) });
      },
      onDragCancel: ({ active }) => t('drag.cancel', { name: nameOf(active.id) }),
    };
  }, [containers, nameOf, t]);

  const [dragged, setDragged] = useState<string | null>(null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const action = dropAction(containers, active.id, over ? over.id : null, currentGroupId);
    if (action) onDrop(action);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={({ active }) => setDragged(String(active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.instructions') } }}
    >
      {children}
      <DragOverlay dropAnimation={{ duration: DRAG_ANIMATION_MS }}>{dragged ? overlay(dragged) : null}</DragOverlay>
    </DndContext>
  );
}

/**
 * One container the organiser reorders inside MenuDndContext (the group column, the sub-group row, the product grid).
 * Its items' drag keys carry their kind (`g:` or `p:`), so the containers share one context without colliding.
 */
export function SortableArea({
  container,
  ids,
  enabled,
  strategy,
  children,
}: {
  container: MenuContainer;
  ids: number[];
  enabled: boolean;
  strategy: SortingStrategy;
  children: ReactNode;
}) {
  const keyOf = container === 'products' ? productKey : groupKey;
  const items = useMemo(() => ids.map(keyOf), [ids, keyOf]);
  return (
    <SortableContext id={container} items={items} strategy={strategy} disabled={!enabled}>
      {children}
    </SortableContext>
  );
}

/**
 * A card inside a SortableArea. Only this wrapper follows the drag (its position and style); the card inside is
 * memoised and does not render again while another card moves. A group card lights up while a product is over it.
 */
export function SortableItem({
  dragKey,
  enabled,
  className,
  label,
  onOpen,
  children,
}: {
  dragKey: DragKey;
  enabled: boolean;
  className: string;
  /** Accessible name of the draggable card in reorganize mode. */
  label: string;
  /** A click on the card in reorganize mode (opening a group to reorder inside it). */
  onOpen?: () => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging, isOver, active } = useSortable({
    id: dragKey,
    disabled: !enabled,
    transition: { duration: DRAG_ANIMATION_MS, easing: 'cubic-bezier(0.25, 1, 0.5, 1)' },
  });
  const id = parseKey(dragKey)?.id;
  const target = isOver && active !== null && parseKey(active.id)?.kind === 'product' && dragKey.startsWith('g:');
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
      className={`${className} menu-sortable${isDragging ? ' menu-sortable--dragging' : ''}${target ? ' menu-sortable--target' : ''}`}
      data-sortable-id={id}
      data-drop-target={target || undefined}
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
