import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { Button, ErrorPanel, LoadingStatus } from '@stepwise/shared';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useWorkSprintProposalQuery, type SprintProposal } from '../sprints-api';
import type { Task } from '../../../common/api/work-types';
import type { WorkLookups } from '../../../common/hooks/use-work-lookups';
import { useDuration } from '../use-duration';

export interface SprintProposalProps {
  workspaceId: number;
  sprintId: number;
  tasks: ReadonlyMap<number, Task>;
  members: WorkLookups['members'];
  onAccept: (taskIds: number[]) => Promise<boolean>;
  busy: boolean;
}

function ProposalList({ proposal, tasks, members, onAccept, busy }: Omit<SprintProposalProps, 'workspaceId' | 'sprintId'> & { proposal: SprintProposal }) {
  const theme = useTheme();
  const intl = useIntl();
  const duration = useDuration();
  const [left, setLeft] = useState<ReadonlySet<number>>(() => new Set());
  if (proposal.tasks.length === 0) {
    return (
      <p css={{ margin: 0, color: theme.colors.textMuted }}>
        <FormattedMessage id="work.sprints.proposal.empty" />
      </p>
    );
  }
  const chosen = proposal.tasks.filter((row) => !left.has(row.task_id));
  const toggle = (taskId: number) => {
    const next = new Set(left);
    if (next.has(taskId)) next.delete(taskId);
    else next.add(taskId);
    setLeft(next);
  };
  return (
    <div css={{ display: 'grid', gap: theme.space.sm }}>
      <p css={{ margin: 0 }}>
        <FormattedMessage id="work.sprints.proposal.total" values={{ count: proposal.tasks.length, estimate: duration(proposal.estimate_minutes) }} />
      </p>
      <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: theme.space.xs }}>
        <legend css={{ padding: 0, color: theme.colors.textMuted }}>
          <FormattedMessage id="work.sprints.proposal.legend" />
        </legend>
        {proposal.tasks.map((row) => {
          const member = members.get(row.assignee_id);
          return (
            <label
              key={row.task_id}
              data-proposal-task={row.task_id}
              css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center', minHeight: 32 }}
            >
              <input type="checkbox" checked={!left.has(row.task_id)} onChange={() => toggle(row.task_id)} />
              <span>{tasks.get(row.task_id)?.title ?? `#${row.task_id}`}</span>
              <span css={{ color: theme.colors.textMuted }}>
                <FormattedMessage
                  id="work.sprints.proposal.row"
                  values={{
                    who: member ? `${member.first_name} ${member.last_name}` : `#${row.assignee_id}`,
                    date: <FormattedDate value={row.finish_p50} day="numeric" month="short" />,
                    estimate: row.estimate_minutes === null ? intl.formatMessage({ id: 'work.sprints.proposal.noEstimate' }) : duration(row.estimate_minutes),
                  }}
                />
              </span>
            </label>
          );
        })}
      </fieldset>
      <div>
        <Button disabled={chosen.length === 0} busy={busy} onClick={() => void onAccept(chosen.map((row) => row.task_id))}>
          {intl.formatMessage(
            { id: chosen.length === proposal.tasks.length ? 'work.sprints.proposal.acceptAll' : 'work.sprints.proposal.acceptSome' },
            { count: chosen.length },
          )}
        </Button>
      </div>
    </div>
  );
}

/** A future sprint's proposal from the forecast (the unfinished tasks whose P50 falls in it), shown on request, accepted whole or in part. */
export function SprintProposalPanel({ workspaceId, sprintId, ...rest }: SprintProposalProps) {
  const theme = useTheme();
  const [asked, setAsked] = useState(false);
  const proposal = useWorkSprintProposalQuery({ workspaceId, sprintId }, { skip: !asked });
  let body = null;
  if (asked) {
    if (proposal.isLoading) body = <LoadingStatus panels={1} />;
    else if (proposal.error || !proposal.data)
      body = <ErrorPanel error={proposal.error} titleId="work.sprints.proposal.failed" onRetry={() => void proposal.refetch()} />;
    else body = <ProposalList key={proposal.data.forecast_version} proposal={proposal.data} {...rest} />;
  }
  return (
    <div css={{ display: 'grid', gap: theme.space.sm }}>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>
        <FormattedMessage id="work.sprints.proposal.intro" />
      </p>
      {!asked && (
        <div>
          <Button variant="secondary" onClick={() => setAsked(true)}>
            <FormattedMessage id="work.sprints.proposal.ask" />
          </Button>
        </div>
      )}
      {body}
    </div>
  );
}
