import { useId, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { SkeletonLines } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Task } from '../../common/api/work-types';
import { DueDate } from '../../common/components/due-date';
import { AssumesUnscoredNote } from '../../common/components/forecast/assumes-unscored-note';
import { formatForecastInstant } from '../../common/components/forecast/forecast-instant';
import { riskStyle, type ForecastRisk } from '../../common/components/forecast/forecast-risk-style';
import { PaceLine } from '../../common/components/forecast/pace-line';
import { useForecastIndex } from '../../common/hooks/use-forecast-index';
import type { WorkLookups } from '../../common/hooks/use-work-lookups';

/** How each risk reads against the task's due date. */
const VS_DUE_MESSAGE: Record<ForecastRisk, string> = {
  on_track: 'work.forecast.vsDue.on_track',
  at_risk: 'work.forecast.vsDue.at_risk',
  late: 'work.forecast.vsDue.late',
  overdue: 'work.forecast.vsDue.overdue',
};

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  const theme = useTheme();
  return (
    <div css={{ display: 'contents' }}>
      <dt css={{ color: theme.colors.textMuted }}>{label}</dt>
      <dd css={{ margin: 0 }}>{children}</dd>
    </div>
  );
}

/**
 * The task's forecast in its panel: when it starts, its likely (P50) and almost-certain (P85)
 * finish, how that stands against the due date, and the assignee's pace the dates rest on.
 * A finished task has none.
 */
export function TaskForecastBlock({ task, lookups }: { task: Task; lookups: WorkLookups }) {
  const theme = useTheme();
  const intl = useIntl();
  const headingId = useId();
  const forecast = useForecastIndex(task.workspace_id);
  if (task.state === 'finished') return null;
  const assignee = task.assignee_id === null ? undefined : lookups.members.get(task.assignee_id);
  const pace = task.assignee_id === null ? undefined : forecast.members.get(task.assignee_id);
  const dates = forecast.tasks.get(task.id);
  const muted = (id: string) => (
    <p css={{ margin: 0, color: theme.colors.textMuted }}>
      <FormattedMessage id={id} />
    </p>
  );

  let body;
  if (task.assignee_id === null) body = muted('work.forecast.panel.unassigned');
  else if (forecast.failed) body = muted('work.forecast.panel.failed');
  else if (!forecast.ready) body = <SkeletonLines lines={3} />;
  else if (forecast.unscored.has(task.id)) body = muted('work.forecast.panel.noEstimate');
  else if (!dates) body = muted('work.forecast.panel.none');
  else {
    const now = Date.now();
    const style = riskStyle(theme, dates.risk);
    body = (
      <>
        <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${theme.space.xs} ${theme.space.md}` }}>
          <Fact label={<FormattedMessage id="work.forecast.panel.start" />}>{formatForecastInstant(intl, dates.start_at, now, true)}</Fact>
          <Fact label={<FormattedMessage id="work.forecast.panel.p50" />}>{formatForecastInstant(intl, dates.finish_p50, now, true)}</Fact>
          <Fact label={<FormattedMessage id="work.forecast.panel.p85" />}>{formatForecastInstant(intl, dates.finish_p85, now, true)}</Fact>
          {dates.risk !== null && task.due_on !== null && (
            <Fact label={<FormattedMessage id="work.forecast.panel.due" />}>
              <span data-forecast={dates.risk} css={style.css}>
                {style.icon && <span aria-hidden="true">{style.icon} </span>}
                <FormattedMessage id={VS_DUE_MESSAGE[dates.risk]} values={{ due: <DueDate value={task.due_on} /> }} />
              </span>
            </Fact>
          )}
        </dl>
        {dates.assumes_unscored && (
          <p css={{ margin: 0, fontSize: theme.fontSizes.sm }}>
            <AssumesUnscoredNote />
          </p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: theme.space.sm }}>
      <h3 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.md }}>
        <FormattedMessage id="work.forecast.panel.title" />
      </h3>
      {body}
      {pace && assignee && <PaceLine member={pace} name={assignee.first_name} complexity={task.complexity} />}
    </section>
  );
}
