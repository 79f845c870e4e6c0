import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { taskTrackedFields, type TaskTrackedField } from '@stepwise/contracts/rules';
import { ErrorPanel, SkeletonLines, fullName } from '@stepwise/shared';
import { FormattedMessage, FormattedRelativeTime } from 'react-intl';
import { useWorkTaskActivityQuery } from '../../../common/tasks/task-queries';
import type { TaskActivity } from '../../../common/api/work-types';
import type { WorkLookups } from '../../../common/hooks/use-work-lookups';
import { ACTIVITY_FIELD_MESSAGES, ACTIVITY_KIND_MESSAGES } from './activity-labels';
import { ActivityValue } from './activity-value';
import { relativeTime } from './relative-time';

function isTracked(field: string): field is TaskTrackedField {
  return (taskTrackedFields as readonly string[]).includes(field);
}

function ActivityEntry({ entry, lookups }: { entry: TaskActivity; lookups: WorkLookups }) {
  const theme = useTheme();
  const actor = entry.actor_id === null ? undefined : lookups.members.get(entry.actor_id);
  const when = relativeTime(entry.at);
  const changes = Object.entries(entry.changes).filter(([field]) => isTracked(field)) as Array<[TaskTrackedField, { from: unknown; to: unknown }]>;
  return (
    <li css={{ display: 'grid', gap: theme.space.xs, paddingBottom: theme.space.sm, borderBottom: `1px solid ${theme.colors.border}` }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, justifyContent: 'space-between' }}>
        <span>
          <FormattedMessage
            id={ACTIVITY_KIND_MESSAGES[entry.kind]}
            values={{ actor: actor ? fullName(actor) : <FormattedMessage id="work.activity.someone" /> }}
          />
        </span>
        <time dateTime={entry.at} title={new Date(entry.at).toLocaleString()} css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
          <FormattedRelativeTime value={when.value} unit={when.unit} numeric="auto" />
        </time>
      </div>
      {changes.length > 0 && (
        <ul css={{ margin: 0, paddingLeft: theme.space.lg, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
          {changes.map(([field, change]) => (
            <li key={field}>
              <FormattedMessage
                // A creation gives each field's first value: there is nothing it changed from.
                id={entry.kind === 'created' ? 'work.activity.set' : 'work.activity.change'}
                values={{
                  field: <FormattedMessage id={ACTIVITY_FIELD_MESSAGES[field]} />,
                  from: <ActivityValue field={field} value={change.from} lookups={lookups} />,
                  to: <ActivityValue field={field} value={change.to} lookups={lookups} />,
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Who changed what in the task, and when: newest first. */
export function TaskActivityLog({ taskId, lookups }: { taskId: number; lookups: WorkLookups }) {
  const theme = useTheme();
  const headingId = useId();
  const { data, error, isLoading, refetch } = useWorkTaskActivityQuery(taskId);
  let body;
  if (isLoading) body = <SkeletonLines lines={3} />;
  else if (error) body = <ErrorPanel error={error} onRetry={() => void refetch()} titleId="work.activity.loadFailed" />;
  else if (!data || data.length === 0)
    body = (
      <p css={{ margin: 0, color: theme.colors.textMuted }}>
        <FormattedMessage id="work.activity.empty" />
      </p>
    );
  else {
    const entries = [...data].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id - a.id));
    body = (
      <ol css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space.sm }}>
        {entries.map((entry) => (
          <ActivityEntry key={entry.id} entry={entry} lookups={lookups} />
        ))}
      </ol>
    );
  }
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: theme.space.sm }}>
      <h3 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.md }}>
        <FormattedMessage id="work.activity.title" />
      </h3>
      {body}
    </section>
  );
}
