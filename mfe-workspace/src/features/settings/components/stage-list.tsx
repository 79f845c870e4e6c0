import { useMemo } from 'react';
import { useTheme } from '@emotion/react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { BaseState } from '@stepwise/contracts/rules';
import { useIntl } from 'react-intl';
import type { DraftStage } from '../stage-draft';
import { StageRow } from './stage-row';

export interface StageListProps {
  sphereName: string;
  stages: DraftStage[];
  onRename: (key: string, name: string) => void;
  onStateChange: (key: string, state: BaseState) => void;
  onMove: (from: number, to: number) => void;
  onDelete: (stage: DraftStage) => void;
}

/** A sphere's stages in order: dragged by pointer or keyboard (Space, arrows, Space), or moved with the arrow buttons. */
export function StageList({ sphereName, stages, onRename, onStateChange, onMove, onDelete }: StageListProps) {
  const theme = useTheme();
  const intl = useIntl();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = useMemo(() => stages.map((stage) => stage.key), [stages]);
  const accessibility = useMemo(() => {
    const nameOf = (key: string | number) => stages.find((stage) => stage.key === key)?.name ?? '';
    const positionOf = (key: string | number | undefined) => stages.findIndex((stage) => stage.key === key) + 1;
    const announcements: Announcements = {
      onDragStart: ({ active }) => intl.formatMessage({ id: 'work.settings.drag.start' }, { name: nameOf(active.id), position: positionOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? intl.formatMessage({ id: 'work.settings.drag.over' }, { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? intl.formatMessage({ id: 'work.settings.drag.end' }, { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
      onDragCancel: ({ active }) => intl.formatMessage({ id: 'work.settings.drag.cancel' }, { name: nameOf(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: intl.formatMessage({ id: 'work.settings.drag.instructions' }) } };
  }, [intl, stages]);

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd} accessibility={accessibility}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol
          aria-label={intl.formatMessage({ id: 'work.settings.stagesOf' }, { name: sphereName })}
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}
        >
          {stages.map((stage, index) => (
            <StageRow
              key={stage.key}
              stage={stage}
              index={index}
              count={stages.length}
              onRename={onRename}
              onStateChange={onStateChange}
              onMove={onMove}
              onDelete={onDelete}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
