import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { useNavigate } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouteLink, pathFor, selectLocale, useAppSelector } from '@stepwise/shared';
import type { Sprint } from '../sprints-api';
import { inlineControlStyle } from '../../../common/styles/inline-control';
import { useSprintName } from '../sprint-name';

const STATUS_IDS = { past: 'work.sprints.status.past', current: 'work.sprints.status.current', future: 'work.sprints.status.future' } as const;

export interface SprintSwitcherProps {
  workspaceId: number;
  sprints: readonly Sprint[];
  sprint: Sprint;
}

/** Goes to another sprint: the previous and next ones, or any from the list. */
export function SprintSwitcher({ workspaceId, sprints, sprint }: SprintSwitcherProps) {
  const theme = useTheme();
  const selectId = useId();
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useAppSelector(selectLocale);
  const name = useSprintName();
  const index = sprints.findIndex((candidate) => candidate.id === sprint.id);
  const previous = sprints[index - 1];
  const next = sprints[index + 1];
  const link = (target: Sprint, labelId: string) => (
    <RouteLink to="workspace-sprint" params={{ workspace: workspaceId, sprint: target.id }}>
      <FormattedMessage id={labelId} values={{ name: name(target) }} />
    </RouteLink>
  );
  return (
    <nav aria-labelledby={`${selectId}-label`} css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center' }}>
      <label id={`${selectId}-label`} htmlFor={selectId} css={{ fontWeight: 600 }}>
        <FormattedMessage id="work.sprints.switch" />
      </label>
      <select
        id={selectId}
        value={sprint.id}
        onChange={(event) =>
          void navigate(pathFor('workspace-sprint', { params: { workspace: workspaceId, sprint: Number(event.target.value) }, lang: locale }))
        }
        css={inlineControlStyle(theme)}
      >
        {[...sprints].reverse().map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {`${name(candidate)} (${intl.formatMessage({ id: STATUS_IDS[candidate.status] })})`}
          </option>
        ))}
      </select>
      {previous && link(previous, 'work.sprints.previous')}
      {next && link(next, 'work.sprints.next')}
    </nav>
  );
}

export { STATUS_IDS };
