import { useContext, useMemo, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { RowDragContext } from './drag-context';

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number };

/** A table row that can be dragged by the handle in its buttons cell. */
export function SortableRow(props: RowProps) {
  const id = String(props['data-row-key'] ?? '');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9, opacity: 0.85 } : {}),
  };
  const drag = useMemo(() => ({ handleRef: setActivatorNodeRef, handleProps: { ...attributes, ...listeners } }), [setActivatorNodeRef, attributes, listeners]);
  return (
    <RowDragContext.Provider value={drag}>
      <tr {...props} ref={setNodeRef} style={style} />
    </RowDragContext.Provider>
  );
}

/** The weigh-sort handle (keyboard: focus, Space to lift, arrows to move, Space to drop). */
export function DragHandle({ label }: { label: string }) {
  const { handleRef, handleProps } = useContext(RowDragContext);
  return (
    <Button
      type="text"
      size="small"
      className="data-table-drag-handle"
      icon={<HolderOutlined />}
      ref={handleRef as never}
      {...(handleProps as object)}
      aria-label={label}
      title={label}
      onClick={(e) => e.stopPropagation()}
    />
  );
}

/** Drag sorting around a table body: `ids` are the rendered rows in order. */
export function DragSortProvider({ ids, onMove, children }: { ids: string[]; onMove: (activeId: string, overId: string) => void; children: ReactNode }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={[restrictToVerticalAxis]} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
