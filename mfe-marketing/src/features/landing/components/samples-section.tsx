import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cardGridStyle } from '../../../common/components/card-grid';
import { useToday } from '../../../common/dates/use-today';
import { addWorkingDays } from '../../../common/dates/working-days';
import { SAMPLE_TASKS } from '../samples/sample-tasks';
import { StatusBadge } from '../samples/status-badge';

/** Example tasks in each status, dated from today as a real workspace would show them. */
export function SamplesSection() {
  const theme = useTheme();
  const intl = useIntl();
  const today = useToday();
  return (
    <section aria-labelledby="landing-samples" data-testid="landing-samples" css={{ padding: `${theme.space.xl} 0` }}>
      <h2 id="landing-samples" css={{ fontSize: theme.fontSizes.xl, marginTop: 0 }}>
        <FormattedMessage id="marketing.landing.samples.title" />
      </h2>
      <p css={{ maxWidth: '44rem', color: theme.colors.textMuted }}>
        <FormattedMessage id="marketing.landing.samples.lead" />
      </p>
      <ul css={cardGridStyle(theme.space.md)}>
        {SAMPLE_TASKS.map((task) => {
          const date = task.when.days === undefined ? undefined : intl.formatDate(addWorkingDays(today, task.when.days), { day: 'numeric', month: 'long' });
          return (
            <li
              key={task.status}
              css={{ padding: theme.space.md, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md, background: theme.colors.background }}
            >
              <StatusBadge status={task.status} />
              <h3 css={{ fontSize: theme.fontSizes.md, margin: `${theme.space.sm} 0 ${theme.space.xs}` }}>
                <FormattedMessage id={task.title} />
              </h3>
              <p css={{ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
                <FormattedMessage id={task.assignee} />
                {' · '}
                {task.hours === undefined ? (
                  <FormattedMessage id="marketing.landing.samples.noEstimate" />
                ) : (
                  <FormattedMessage id="marketing.landing.samples.estimate" values={{ hours: task.hours }} />
                )}
              </p>
              <p css={{ margin: `${theme.space.xs} 0 0`, fontSize: theme.fontSizes.sm }}>
                <FormattedMessage id={task.when.id} values={{ date }} />
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
