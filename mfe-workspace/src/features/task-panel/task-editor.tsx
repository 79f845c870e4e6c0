import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { TASK_DESCRIPTION_MAX_LENGTH, TASK_TITLE_MAX_LENGTH } from '@stepwise/contracts/rules';
import { Button, useToast } from '@stepwise/shared';
import { ConfirmDialog } from '@stepwise/shared/app-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkDeleteTaskMutation } from '../../common/tasks/task-mutations';
import type { Task } from '../../common/api/work-types';
import { EstimateDisplay } from '../../common/components/estimate-display';
import { TaskStatusBadge } from '../../common/components/task-status-badge';
import { TaskTransitionButtons } from '../../common/components/task-transition-buttons';
import { useRecordedMinutes } from '../../common/hooks/use-recorded-minutes';
import { useRefusalToast } from '../../common/hooks/use-refusal-toast';
import { useWorkLookups } from '../../common/hooks/use-work-lookups';
import { complexityOptions, goalOptions, idOrNull, memberOptions, projectOptions, sphereOptions, stageOptions } from '../../common/tasks/task-options';
import { TaskTimeEntries } from '../time-tracking';
import { TaskActivityLog } from './activity/task-activity-log';
import { BlockedByEditor } from './fields/blocked-by-editor';
import { DueDateEditor } from './fields/due-date-editor';
import { EstimateEditor } from './fields/estimate-editor';
import { InlineSelect } from './fields/inline-select';
import { InlineText } from './fields/inline-text';
import { useSaveTaskField } from './fields/use-save-task-field';
import { TaskForecastBlock } from './task-forecast-block';

const TITLE_MESSAGES = ['work.quickCreate.titleRequired'] as const;
const text = (value: number | null) => (value === null ? '' : String(value));

/** Every field of a task, each saved on its own as it is edited; its forecast, transitions, deletion and history. */
export function TaskEditor({ task, onDeleted }: { task: Task; onDeleted: () => void }) {
  const theme = useTheme();
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const lookups = useWorkLookups(task.workspace_id);
  const save = useSaveTaskField(task);
  const recorded = useRecordedMinutes(task);
  const showToast = useToast();
  const tellRefusal = useRefusalToast();
  const [deleteTask, deletion] = useWorkDeleteTaskMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const none = label('work.field.none');

  async function remove() {
    const result = await deleteTask({ workspaceId: task.workspace_id, taskId: task.id });
    setConfirmingDelete(false);
    if ('error' in result && result.error !== undefined) {
      tellRefusal(result.error);
      return;
    }
    showToast('success', 'work.taskPanel.deleted', { title: task.title });
    onDeleted();
  }

  return (
    <div css={{ display: 'grid', gap: theme.space.md, minWidth: 0 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }}>
        <TaskStatusBadge status={task.status} />
        <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
          <FormattedMessage id="work.taskPanel.spent" values={{ duration: <EstimateDisplay minutes={recorded} /> }} />
        </span>
      </div>
      <TaskTransitionButtons task={task} workspaceId={task.workspace_id} />
      <InlineText
        label={label('work.field.title')}
        value={task.title}
        maxLength={TASK_TITLE_MAX_LENGTH}
        validate={(value) => (value.trim() === '' ? TITLE_MESSAGES[0] : undefined)}
        messageIds={TITLE_MESSAGES}
        onCommit={(value) => save({ title: value.trim() })}
      />
      <InlineText
        label={label('work.field.description')}
        value={task.description}
        multiline
        maxLength={TASK_DESCRIPTION_MAX_LENGTH}
        onCommit={(value) => save({ description: value })}
      />
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: `${theme.space.xs} ${theme.space.md}` }}>
        <InlineSelect
          label={label('work.field.sphere')}
          value={String(task.sphere_id)}
          options={sphereOptions(lookups)}
          onCommit={(value) => void save({ sphere_id: Number(value) })}
        />
        <InlineSelect
          label={label('work.field.stage')}
          value={String(task.stage_id)}
          options={stageOptions(lookups, task.sphere_id)}
          onCommit={(value) => void save({ stage_id: Number(value) })}
        />
        <InlineSelect
          label={label('work.field.assignee')}
          value={text(task.assignee_id)}
          options={memberOptions(lookups)}
          noneLabel={label('work.field.unassigned')}
          onCommit={(value) => void save({ assignee_id: idOrNull(value) })}
        />
        <InlineSelect
          label={label('work.field.goal')}
          value={text(task.goal_id)}
          options={goalOptions(lookups, task.goal_id)}
          noneLabel={none}
          onCommit={(value) => void save({ goal_id: idOrNull(value) })}
        />
        <InlineSelect
          label={label('work.field.project')}
          value={text(task.project_id)}
          options={projectOptions(lookups, task.project_id)}
          noneLabel={none}
          onCommit={(value) => void save({ project_id: idOrNull(value) })}
        />
        <InlineSelect
          label={label('work.field.complexity')}
          value={text(task.complexity)}
          options={complexityOptions()}
          noneLabel={none}
          onCommit={(value) => void save({ complexity: idOrNull(value) })}
        />
        <EstimateEditor value={task.estimate_minutes} onCommit={(minutes) => void save({ estimate_minutes: minutes })} />
        <DueDateEditor label={label('work.field.due')} value={task.due_on} onCommit={(date) => void save({ due_on: date })} />
      </div>
      <TaskForecastBlock task={task} lookups={lookups} />
      <BlockedByEditor task={task} onCommit={(blockedBy) => void save({ blocked_by: blockedBy })} />
      <TaskTimeEntries task={task} />
      <TaskActivityLog taskId={task.id} lookups={lookups} />
      <div>
        <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
          <FormattedMessage id="work.taskPanel.delete" />
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        tone="danger"
        busy={deletion.isLoading}
        title={label('work.taskPanel.deleteTitle')}
        confirmLabel={label('work.taskPanel.deleteConfirm')}
        cancelLabel={label('work.action.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p css={{ margin: 0 }}>
          <FormattedMessage id="work.taskPanel.deleteText" values={{ title: task.title }} />
        </p>
      </ConfirmDialog>
    </div>
  );
}
