import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DragHandle, type Grip } from './DragHandle';

const GripContext = createContext<Grip | null>(null);

/**
 * One sortable thing of a list (a task, a card): it follows the drag and fades where it was.
 * dnd-kit re-renders every sortable whenever the drag passes over something new, so what it shows
 * comes in as `children` made by the caller: an element React can leave alone, not re-create on
 * each of those renders (a board of thousands of cards would re-render them all). Its drag handle
 * is a `SortableHandle` inside, which reads the grip from here. A sortable can hold sortables of its
 * own (a phase and its tasks): each handle reads the grip of the nearest one. `style` sizes the
 * wrapper (a column's width).
 */
export function SortableItem({
  id,
  draggable,
  style,
  children,
}: {
  id: string;
  draggable: boolean;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { attributes, listeners, setActivatorNodeRef, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !draggable,
  });
  const grip = useMemo(() => ({ attributes, listeners, setActivatorNodeRef }), [attributes, listeners, setActivatorNodeRef]);
  return (
    // Moved, never scaled: neighbours of different heights would otherwise be stretched to each other's size.
    <div ref={setNodeRef} style={{ ...style, transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : 1 }}>
      <GripContext.Provider value={grip}>{children}</GripContext.Provider>
    </div>
  );
}

/** The drag handle of the `SortableItem` it sits in. */
export function SortableHandle({ label }: { label: string }) {
  const grip = useContext(GripContext);
  if (!grip) throw new Error('SortableHandle must be inside a <SortableItem>');
  return <DragHandle label={label} {...grip} />;
}
