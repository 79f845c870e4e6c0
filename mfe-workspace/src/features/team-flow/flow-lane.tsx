import { memo } from 'react';
import { useTheme } from '@emotion/react';
import { ErrorPanel, SkeletonLines, fullName } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkFlowQuery } from '../../common/tasks/task-queries';
import type { Member } from '../../common/api/work-types';
import { MemberAvatar } from '../../common/components/member-avatar';
import { SortableFlowList } from '../../common/components/sortable-flow-list';
import { FlowTaskRow } from '../../common/components/flow-task-row';
import { UnscoredNotice } from '../../common/components/forecast/unscored-notice';
import { useFlowMove } from '../../common/hooks/use-flow-move';
import { useForecastIndex } from '../../common/hooks/use-forecast-index';
import type { WorkLookups } from '../../common/hooks/use-work-lookups';

export interface FlowLaneProps {
  member: Member;
  workspaceId: number;
  lookups: WorkLookups;
  /** The viewer is this member or an admin. */
  canReorder: boolean;
}

/** One member's flow: the task in progress first (it stays there), then the queue. */
export const FlowLane = memo(function FlowLane({ member, workspaceId, lookups, canReorder }: FlowLaneProps) {
  const theme = useTheme();
  const intl = useIntl();
  const { data: flow, error, isLoading, refetch } = useWorkFlowQuery({ workspaceId, userId: member.user_id });
  const move = useFlowMove(workspaceId, member.user_id);
  const forecast = useForecastIndex(workspaceId);
  const name = fullName(member);
  const headingId = `lane-${member.user_id}`;
  const active = flow?.find((task) => task.state === 'in_progress');
  const queue = flow?.filter((task) => task !== active) ?? [];

  let body;
  if (isLoading) body = <SkeletonLines lines={3} />;
  else if (error || !flow) body = <ErrorPanel error={error} onRetry={() => void refetch()} titleId="work.teamFlow.laneFailed" />;
  else if (flow.length === 0)
    body = (
      <p css={{ margin: 0, color: theme.colors.textMuted }}>
        <FormattedMessage id="work.teamFlow.laneEmpty" />
      </p>
    );
  else
    body = (
      <>
        <UnscoredNotice tasks={flow.filter((task) => forecast.unscored.has(task.id))} workspaceId={workspaceId} />
        {active ? (
          <div
            css={{ padding: theme.space.sm, border: `2px solid ${theme.colors.primary}`, borderRadius: theme.radii.md, background: theme.colors.background }}
          >
            <p css={{ margin: `0 0 ${theme.space.xs}`, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
              <FormattedMessage id="work.teamFlow.now" />
            </p>
            <FlowTaskRow
              task={active}
              workspaceId={workspaceId}
              goal={active.goal_id === null ? undefined : lookups.goals.get(active.goal_id)}
              project={active.project_id === null ? undefined : lookups.projects.get(active.project_id)}
              forecast={forecast}
            />
          </div>
        ) : (
          <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
            <FormattedMessage id="work.teamFlow.idle" />
          </p>
        )}
        {queue.length > 0 && (
          <SortableFlowList
            tasks={queue}
            workspaceId={workspaceId}
            lookups={lookups}
            forecast={forecast}
            canReorder={canReorder}
            onMove={move}
            label={intl.formatMessage({ id: 'work.teamFlow.queueOf' }, { name })}
          />
        )}
      </>
    );

  return (
    <section
      aria-labelledby={headingId}
      css={{
        display: 'grid',
        gap: theme.space.sm,
        alignContent: 'start',
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        minWidth: 0,
        [theme.breakpoints.desktop]: { width: '22rem', flex: 'none' },
      }}
    >
      <h2 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.md, display: 'flex', alignItems: 'center', gap: theme.space.sm }}>
        <MemberAvatar member={member} withName />
        {flow && (
          <span css={{ marginLeft: 'auto', fontWeight: 400, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
            <FormattedMessage id="work.teamFlow.count" values={{ count: flow.length }} />
          </span>
        )}
      </h2>
      {body}
    </section>
  );
});
