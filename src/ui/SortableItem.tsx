import type { ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DragHandle } from './DragHandle';

/**
 * One sortable thing of a list (a task, a card): it follows the drag, fades where it was, and
 * hands its drag handle (none when it may not be dragged) to what it shows.
 */
export function SortableItem({
  id,
  draggable,
  dragLabel,
  children,
}: {
  id: string;
  draggable: boolean;
  dragLabel: string;
  children(handle: ReactNode): ReactNode;
}) {
  const { attributes, listeners, setActivatorNodeRef, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !draggable,
  });
  const grip = { attributes, listeners, setActivatorNodeRef };
  return (
    <div ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.4 : 1 }}>
      {children(draggable ? <DragHandle label={dragLabel} {...grip} /> : undefined)}
    </div>
  );
}
