import { useState } from 'react';
import { ConfirmDialog } from '@stepwise/shared/app-kit';
import { useIntl } from 'react-intl';
import { BASE_STATE_MESSAGES } from '../base-state-messages';
import type { DraftStage } from '../stage-draft';
import { MoveTasksSelect } from './move-tasks-select';

export interface DeleteStageDialogProps {
  stage: DraftStage;
  targets: DraftStage[];
  defaultTarget: number | undefined;
  onConfirm: (moveTo: number | undefined) => void;
  onCancel: () => void;
}

/** Deleting a saved stage: where its tasks go (a kept stage of the same sphere), taking effect on save. */
export function DeleteStageDialog({ stage, targets, defaultTarget, onConfirm, onCancel }: DeleteStageDialogProps) {
  const intl = useIntl();
  const [target, setTarget] = useState(defaultTarget);
  return (
    <ConfirmDialog
      open
      tone="danger"
      title={intl.formatMessage({ id: 'work.settings.deleteStage.title' }, { name: stage.name })}
      confirmLabel={intl.formatMessage({ id: 'work.settings.deleteStage.confirm' })}
      cancelLabel={intl.formatMessage({ id: 'work.common.cancel' })}
      onConfirm={() => onConfirm(target)}
      onCancel={onCancel}
    >
      <p>{intl.formatMessage({ id: 'work.settings.deleteStage.text' })}</p>
      {targets.length > 0 && (
        <MoveTasksSelect label={intl.formatMessage({ id: 'work.settings.deleteStage.moveTo' })} value={target} onChange={setTarget}>
          {targets.map((candidate) => (
            <option key={candidate.key} value={candidate.id}>
              {`${candidate.name} (${intl.formatMessage({ id: BASE_STATE_MESSAGES[candidate.state] })})`}
            </option>
          ))}
        </MoveTasksSelect>
      )}
    </ConfirmDialog>
  );
}
