import { useTheme } from '@emotion/react';
import type { SprintSummary } from '@stepwise/contracts';
import { FormattedMessage } from 'react-intl';
import type { WorkLookups } from '../../../common/hooks/use-work-lookups';
import { useDuration } from '../use-duration';

export interface SprintSummaryViewProps {
  summary: SprintSummary;
  members: WorkLookups['members'];
  headingId: string;
}

/** How a past sprint closed: the numbers of the summary its admins were emailed, and the done work per member. */
export function SprintSummaryView({ summary, members, headingId }: SprintSummaryViewProps) {
  const theme = useTheme();
  const duration = useDuration();
  const facts = [
    { id: 'work.sprints.summary.estimate', values: { done: duration(summary.done_minutes), committed: duration(summary.committed_minutes) } },
    { id: 'work.sprints.summary.count', values: { done: summary.done_count, committed: summary.committed_count } },
    { id: 'work.sprints.summary.carriedOver', values: { count: summary.carried_over_count } },
    { id: 'work.sprints.summary.scope', values: { added: summary.added_count, removed: summary.removed_count } },
  ];
  return (
    <section
      aria-labelledby={headingId}
      data-sprint-summary=""
      css={{ display: 'grid', gap: theme.space.sm, padding: theme.space.md, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md }}
    >
      <h2 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        <FormattedMessage id="work.sprints.summary.title" />
      </h2>
      <ul css={{ margin: 0, paddingLeft: '1.25rem' }}>
        {facts.map((fact) => (
          <li key={fact.id}>
            <FormattedMessage id={fact.id} values={fact.values} />
          </li>
        ))}
      </ul>
      {summary.members.length > 0 && (
        <>
          <h3 css={{ margin: 0, fontSize: theme.fontSizes.md }}>
            <FormattedMessage id="work.sprints.summary.members" />
          </h3>
          <ul css={{ margin: 0, paddingLeft: '1.25rem' }}>
            {summary.members.map((row) => {
              const member = members.get(row.user_id);
              return (
                <li key={row.user_id}>
                  <FormattedMessage
                    id="work.sprints.summary.member"
                    values={{
                      name: member ? `${member.first_name} ${member.last_name}` : `#${row.user_id}`,
                      count: row.done_count,
                      estimate: duration(row.done_minutes),
                    }}
                  />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
