import { useCallback, useId, useMemo, type KeyboardEvent } from 'react';
import { useTheme } from '@emotion/react';
import { Button, EmptyState, ErrorPanel, LoadingStatus, visuallyHidden } from '@stepwise/shared';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { localToday } from '../../common/time/local-today';
import { useWorkGoalsQuery } from '../../common/goals/goals-api';
import { useWorkMembersQuery } from '../../common/members/members-api';
import { useWorkProjectsQuery } from '../../common/projects/projects-api';
import { useWorkSpheresQuery } from '../../common/spheres/spheres-api';
import { useWorkWorkloadQuery } from './workload-api';
import { WorkPage } from '../../common/components/work-page';
import { useCurrentUserId } from '../../common/hooks/use-current-user-id';
import { useOpenTask } from '../../common/hooks/use-open-task';
import { useWorkspaceId } from '../../common/hooks/use-workspace-id';
import { useWorkloadMove } from './use-workload-move';
import type { WorkloadCellRef, WorkloadChipDrag } from './workload-drag';
import { WorkloadDragContext } from './workload-drag-context';
import { WorkloadFilter } from './workload-filter';
import { WorkloadGrid } from './workload-grid';
import { WorkloadMovePanel } from './workload-move-panel';
import { addDays, idParam, isDay, rangeDays, WORKLOAD_DAYS } from './workload-range';

function WorkloadScreen() {
  const theme = useTheme();
  const intl = useIntl();
  const workspaceId = useWorkspaceId();
  const me = useCurrentUserId();
  const openTask = useOpenTask();
  const hintId = useId();
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const asked = params.get('from');
  // The whole range is supported dates, as the API requires; else the board starts today.
  const from = isDay(asked) && isDay(addDays(asked, WORKLOAD_DAYS - 1)) ? asked : today;
  const days = useMemo(() => rangeDays(from), [from]);
  const filters = { sphereId: idParam(params.get('sphere')), goalId: idParam(params.get('goal')), projectId: idParam(params.get('project')) };
  const membersQuery = useWorkMembersQuery(workspaceId);
  const workloadQuery = useWorkWorkloadQuery({ workspaceId, from, to: days[days.length - 1]!, ...filters });
  const spheres = useWorkSpheresQuery(workspaceId).data ?? [];
  const goals = useWorkGoalsQuery({ workspaceId }).data ?? [];
  const projects = useWorkProjectsQuery({ workspaceId }).data ?? [];
  const move = useWorkloadMove(workspaceId);
  const { draft, propose, commit, cancel } = move;

  const setParam = (name: string, value: string | undefined) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value === undefined) updated.delete(name);
      else updated.set(name, value);
      return updated;
    });

  const active = useMemo(() => (membersQuery.data ?? []).filter((member) => member.status === 'active'), [membersQuery.data]);
  const rows = useMemo(() => {
    const byUser = new Map((workloadQuery.data ?? []).map((entry) => [entry.user_id, entry]));
    return [...active]
      .sort((a, b) => Number(b.user_id === me) - Number(a.user_id === me) || `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`))
      .flatMap((member) => {
        const workload = byUser.get(member.user_id);
        return workload ? [{ member, workload }] : [];
      });
  }, [active, workloadQuery.data, me]);

  const { plan } = move;
  // As on the timeline: a member moves their own tasks, an admin anyone's (the API has the last word).
  const isAdmin = active.some((member) => member.user_id === me && member.role === 'admin');
  const canMove = useCallback((userId: number) => isAdmin || userId === me, [isAdmin, me]);
  const onChipKeyDown = useCallback(
    (userId: number, taskId: number, title: string, event: KeyboardEvent<HTMLButtonElement>) => {
      const current = draft?.taskId === taskId ? draft : null;
      if (!canMove(userId)) return;
      if (event.altKey && ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(event.key)) {
        event.preventDefault();
        const base = current ?? { taskId, title, fromUser: userId, toUser: userId };
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          // Another member: the end of their queue (or the task's own place back in its own).
          const index = rows.findIndex((row) => row.member.user_id === base.toUser);
          const next = rows[index + (event.key === 'ArrowUp' ? -1 : 1)];
          if (next) propose({ taskId, title, fromUser: base.fromUser, toUser: next.member.user_id });
          return;
        }
        const step = event.key === 'ArrowLeft' ? -1 : 1;
        if (current && plan) {
          const position = Math.max(0, Math.min(plan.count - 1, plan.position + step));
          if (position !== plan.position) propose({ ...current, beforeTaskId: undefined, shift: undefined, position });
        } else propose({ ...base, beforeTaskId: undefined, shift: (current?.shift ?? 0) + step });
      } else if (event.key === 'Enter' && current) {
        event.preventDefault();
        void commit();
      } else if (event.key === 'Escape' && current) {
        event.preventDefault();
        cancel();
      }
    },
    [draft, plan, rows, propose, commit, cancel, canMove],
  );

  const onDrop = useCallback(
    (chip: WorkloadChipDrag, target: WorkloadCellRef) => {
      // Before the first task of that member placed on that day or later; at the end when none is.
      const row = rows.find((candidate) => candidate.member.user_id === target.userId);
      const before = row?.workload.days
        .filter((day) => day.date >= target.date)
        .flatMap((day) => (day.tasks ?? []).map((piece) => piece.task_id))
        .find((id) => id !== chip.taskId);
      propose({ taskId: chip.taskId, title: chip.title, fromUser: chip.userId, toUser: target.userId, beforeTaskId: before ?? null });
    },
    [rows, propose],
  );
  const rowMembers = useMemo(() => rows.map((row) => row.member), [rows]);

  if (membersQuery.isLoading || workloadQuery.isLoading) return <LoadingStatus panels={3} />;
  if (membersQuery.error || !membersQuery.data || workloadQuery.error || !workloadQuery.data) {
    const retry = () => {
      if (membersQuery.error) void membersQuery.refetch();
      if (workloadQuery.error) void workloadQuery.refetch();
    };
    return <ErrorPanel error={membersQuery.error ?? workloadQuery.error} onRetry={retry} titleId="work.workload.loadFailed" />;
  }
  if (active.length === 0) return <EmptyState titleId="work.workload.noMembers.title" textId="work.workload.noMembers.text" />;

  return (
    <div css={{ display: 'grid', gap: theme.space.md, minWidth: 0 }}>
      <p id={hintId} css={visuallyHidden}>
        <FormattedMessage id="work.workload.hint" />
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center', justifyContent: 'space-between' }}>
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'work.workload.range' })}
          css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, alignItems: 'center' }}
        >
          <Button variant="secondary" onClick={() => setParam('from', addDays(from, -WORKLOAD_DAYS))}>
            <FormattedMessage id="work.workload.range.previous" />
          </Button>
          <Button variant="secondary" onClick={() => setParam('from', undefined)} disabled={from === today}>
            <FormattedMessage id="work.workload.range.today" />
          </Button>
          <Button variant="secondary" onClick={() => setParam('from', addDays(from, WORKLOAD_DAYS))}>
            <FormattedMessage id="work.workload.range.next" />
          </Button>
          <span css={{ fontSize: theme.fontSizes.sm }}>
            <FormattedDate value={`${from}T12:00:00Z`} timeZone="UTC" day="numeric" month="long" /> —{' '}
            <FormattedDate value={`${days[days.length - 1]}T12:00:00Z`} timeZone="UTC" day="numeric" month="long" year="numeric" />
          </span>
        </div>
        <div role="group" aria-label={intl.formatMessage({ id: 'work.workload.filters' })} css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }}>
          <WorkloadFilter
            labelId="work.workload.filter.sphere"
            options={spheres}
            value={filters.sphereId}
            onChange={(value) => setParam('sphere', value?.toString())}
          />
          <WorkloadFilter
            labelId="work.workload.filter.goal"
            options={goals.map((goal) => ({ id: goal.id, name: goal.title }))}
            value={filters.goalId}
            onChange={(value) => setParam('goal', value?.toString())}
          />
          <WorkloadFilter
            labelId="work.workload.filter.project"
            options={projects}
            value={filters.projectId}
            onChange={(value) => setParam('project', value?.toString())}
          />
        </div>
      </div>
      <WorkloadDragContext members={rowMembers} days={days} onDrop={onDrop}>
        <WorkloadGrid
          rows={rows}
          days={days}
          today={today}
          hintId={hintId}
          movingTaskId={draft?.taskId ?? null}
          canMove={canMove}
          onChipKeyDown={onChipKeyDown}
          onOpen={openTask}
        />
      </WorkloadDragContext>
      <WorkloadMovePanel move={move} members={active} />
    </div>
  );
}

/** workspace-workload: members × days, each day's working time against the work the forecast places there; moving a task with a preview. */
export default function WorkloadPage() {
  return (
    <WorkPage titleId="work.workload.title">
      <WorkloadScreen />
    </WorkPage>
  );
}
