import { memo, useCallback, useId, useMemo, useState } from 'react';
import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Button, fullName } from '@stepwise/shared';
import { taskStatuses } from '@stepwise/contracts/rules';
import { TASK_STATUS_MESSAGE } from '../../common/components/task-status-badge';
import type { WorkLookups } from '../../common/hooks/use-work-lookups';
import { FilterSelect, type FilterOption } from './filter-select';
import type { TaskListQuery } from './task-list-query';
import { TaskSearchField } from './task-search-field';

export interface TaskFilterBarProps {
  query: TaskListQuery;
  lookups: WorkLookups;
  onChange: (key: keyof TaskListQuery, value: string) => void;
}

/** The task list's filters: search, sphere, stage, goal, project, assignee (or unassigned) and status. */
export const TaskFilterBar = memo(function TaskFilterBar({ query, lookups, onChange }: TaskFilterBarProps) {
  const theme = useTheme();
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const any = text('work.taskList.filters.any');

  const sphereOptions = useMemo(() => lookups.spheres.map((sphere) => ({ value: String(sphere.id), label: sphere.name })), [lookups.spheres]);
  const stageOptions = useMemo(() => {
    const spheres = query.sphere ? lookups.spheres.filter((sphere) => String(sphere.id) === query.sphere) : lookups.spheres;
    const named = spheres.length > 1;
    return spheres.flatMap((sphere) =>
      sphere.stages.map((stage) => ({ value: String(stage.id), label: named ? `${sphere.name}: ${stage.name}` : stage.name })),
    );
  }, [lookups.spheres, query.sphere]);
  const goalOptions = useMemo(
    () =>
      [...lookups.goals.values()]
        .filter((goal) => !goal.archived || String(goal.id) === query.goal)
        .map((goal) => ({ value: String(goal.id), label: goal.title })),
    [lookups.goals, query.goal],
  );
  const projectOptions = useMemo(
    () =>
      [...lookups.projects.values()]
        .filter((project) => !project.archived || String(project.id) === query.project)
        .map((project) => ({ value: String(project.id), label: `${project.key} · ${project.name}` })),
    [lookups.projects, query.project],
  );
  const assigneeOptions = useMemo<FilterOption[]>(
    () => [
      { value: 'none', label: intl.formatMessage({ id: 'work.taskList.filters.unassigned' }) },
      ...[...lookups.members.values()].map((member) => ({ value: String(member.user_id), label: fullName(member) })),
    ],
    [lookups.members, intl],
  );
  const statusOptions = useMemo(
    () => taskStatuses.map((status) => ({ value: status, label: intl.formatMessage({ id: TASK_STATUS_MESSAGE[status] }) })),
    [intl],
  );

  const search = useCallback((value: string) => onChange('q', value), [onChange]);
  // On a phone the selects fold away behind one button, so the list stays in view.
  const [open, setOpen] = useState(false);
  const selectsId = useId();
  const active = (['sphere', 'stage', 'status', 'assignee', 'goal', 'project'] as const).filter((key) => query[key] !== '').length;

  return (
    <div
      role="search"
      aria-label={text('work.taskList.filters.label')}
      css={{ display: 'grid', gap: theme.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', alignItems: 'end' }}
    >
      <div css={{ gridColumn: 'span 2', [theme.breakpoints.mobile]: { gridColumn: '1 / -1' } }}>
        <TaskSearchField value={query.q} onSearch={search} />
      </div>
      <div css={{ display: 'none', [theme.breakpoints.mobile]: { display: 'block', gridColumn: '1 / -1' } }}>
        <Button variant="secondary" aria-expanded={open} aria-controls={selectsId} onClick={() => setOpen((value) => !value)}>
          {intl.formatMessage({ id: 'work.taskList.filters.toggle' }, { count: active })}
        </Button>
      </div>
      <div
        id={selectsId}
        css={{
          display: 'contents',
          [theme.breakpoints.mobile]: { display: open ? 'grid' : 'none', gridColumn: '1 / -1', gridTemplateColumns: '1fr 1fr', gap: theme.space.sm },
        }}
      >
        <FilterSelect
          label={text('work.taskList.filters.sphere')}
          anyLabel={any}
          value={query.sphere}
          options={sphereOptions}
          onChange={(value) => onChange('sphere', value)}
        />
        <FilterSelect
          label={text('work.taskList.filters.stage')}
          anyLabel={any}
          value={query.stage}
          options={stageOptions}
          onChange={(value) => onChange('stage', value)}
        />
        <FilterSelect
          label={text('work.taskList.filters.status')}
          anyLabel={any}
          value={query.status}
          options={statusOptions}
          onChange={(value) => onChange('status', value)}
        />
        <FilterSelect
          label={text('work.taskList.filters.assignee')}
          anyLabel={any}
          value={query.assignee}
          options={assigneeOptions}
          onChange={(value) => onChange('assignee', value)}
        />
        <FilterSelect
          label={text('work.taskList.filters.goal')}
          anyLabel={any}
          value={query.goal}
          options={goalOptions}
          onChange={(value) => onChange('goal', value)}
        />
        <FilterSelect
          label={text('work.taskList.filters.project')}
          anyLabel={any}
          value={query.project}
          options={projectOptions}
          onChange={(value) => onChange('project', value)}
        />
      </div>
    </div>
  );
});
