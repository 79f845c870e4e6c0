import { useId, useState } from 'react';
import { useTheme } from '@emotion/react';
import { ConfirmDialog } from '@stepwise/shared';
import { useIntl } from 'react-intl';
import type { Sphere } from '../../../api';

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
  const theme = useTheme();
  const intl = useIntl();
  const selectId = useId();
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
        <div css={{ display: 'grid', gap: theme.space.xs }}>
          <label htmlFor={selectId} css={{ fontWeight: 600 }}>
            {intl.formatMessage({ id: 'work.settings.deleteSphere.moveTo' })}
          </label>
          <select
            id={selectId}
            value={target}
            onChange={(event) => setTarget(Number(event.target.value))}
            css={{ font: 'inherit', minHeight: 44, padding: `0 ${theme.space.sm}`, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.sm, background: theme.colors.background }}
          >
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
          </select>
        </div>
      )}
    </ConfirmDialog>
  );
}
