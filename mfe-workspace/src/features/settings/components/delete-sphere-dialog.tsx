import { useState } from 'react';
import { ConfirmDialog } from '@stepwise/shared/app-kit';
import { useIntl } from 'react-intl';
import type { Sphere } from '../../../common/api/work-types';
import { MoveTasksSelect } from './move-tasks-select';

export interface DeleteSphereDialogProps {
  sphere: Sphere;
  /** The workspace's other spheres: their stages may take this sphere's tasks. */
  others: Sphere[];
  busy: boolean;
  onConfirm: (moveToStageId: number | undefined) => void;
  onCancel: () => void;
}

/** Deleting a sphere; one that holds tasks asks for a stage of another sphere to move them to. */
export function DeleteSphereDialog({ sphere, others, busy, onConfirm, onCancel }: DeleteSphereDialogProps) {
  const intl = useIntl();
  const hasTasks = sphere.task_count > 0;
  const [target, setTarget] = useState<number | undefined>(others[0]?.stages[0]?.id);
  return (
    <ConfirmDialog
      open
      tone="danger"
      busy={busy}
      title={intl.formatMessage({ id: 'work.settings.deleteSphere.title' }, { name: sphere.name })}
      confirmLabel={intl.formatMessage({ id: 'work.settings.deleteSphere.confirm' })}
      cancelLabel={intl.formatMessage({ id: 'work.common.cancel' })}
      onConfirm={() => onConfirm(hasTasks ? target : undefined)}
      onCancel={onCancel}
    >
      <p>
        {hasTasks
          ? intl.formatMessage({ id: 'work.settings.deleteSphere.withTasks' }, { count: sphere.task_count })
          : intl.formatMessage({ id: 'work.settings.deleteSphere.empty' })}
      </p>
      {hasTasks && (
        <MoveTasksSelect label={intl.formatMessage({ id: 'work.settings.deleteSphere.moveTo' })} value={target} onChange={setTarget}>
          {others.map((other) => (
            <optgroup key={other.id} label={other.name}>
              {[...other.stages]
                .sort((a, b) => a.position - b.position)
                .map((stage) => (
                  <option key={stage.id} value={stage.id}>
                    {`${other.name}: ${stage.name}`}
                  </option>
                ))}
            </optgroup>
          ))}
        </MoveTasksSelect>
      )}
    </ConfirmDialog>
  );
}
