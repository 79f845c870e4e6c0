import { memo } from 'react';
import { useTheme } from '@emotion/react';
import { Button, RouteLink } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Project } from '../../../common/api/work-types';
import { CompletionBar } from '../../../common/components/completion-bar';
import { FinishForecast } from '../../../common/components/forecast/finish-forecast';
import type { ForecastIndex } from '../../../common/hooks/use-forecast-index';

export interface ProjectRowProps {
  project: Project;
  /** The workspace's forecast: the project's predicted finish. */
  forecast: ForecastIndex;
  onEdit: (project: Project) => void;
  onArchive: (project: Project) => void;
  onRestore: (project: Project) => void;
}

/** One project: its key and name, predicted finish, progress, its tasks, and edit/archive (or restore). */
export const ProjectRow = memo(function ProjectRow({ project, forecast, onEdit, onArchive, onRestore }: ProjectRowProps) {
  const theme = useTheme();
  const intl = useIntl();
  return (
    <li
      aria-label={project.name}
      css={{
        display: 'grid',
        gap: theme.space.sm,
        padding: theme.space.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        background: project.archived ? theme.colors.surface : theme.colors.background,
      }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'baseline' }}>
        <span
          css={{
            fontFamily: theme.fonts.mono,
            fontSize: theme.fontSizes.sm,
            padding: `0 ${theme.space.xs}`,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.sm,
          }}
        >
          {project.key}
        </span>
        <h2 css={{ margin: 0, fontSize: theme.fontSizes.md, overflowWrap: 'anywhere', flex: '1 1 auto' }}>{project.name}</h2>
        {project.archived && (
          <span css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
            <FormattedMessage id="work.projects.archivedBadge" />
          </span>
        )}
      </div>
      {project.finished_count < project.task_count && (
        <FinishForecast finish={forecast.projects.get(project.id)} ready={forecast.ready} failed={forecast.failed} />
      )}
      <CompletionBar finished={project.finished_count} total={project.task_count} of={project.name} />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' }}>
        <RouteLink
          to="workspace-tasks"
          params={{ workspace: project.workspace_id }}
          query={{ project_id: project.id }}
          aria-label={intl.formatMessage({ id: 'work.projects.tasksOf' }, { name: project.name })}
          css={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, marginRight: 'auto' }}
        >
          <FormattedMessage id="work.projects.tasks" />
        </RouteLink>
        {project.archived ? (
          <Button
            variant="secondary"
            onClick={() => onRestore(project)}
            aria-label={intl.formatMessage({ id: 'work.projects.restoreOf' }, { name: project.name })}
          >
            <FormattedMessage id="work.projects.restore" />
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onEdit(project)} aria-label={intl.formatMessage({ id: 'work.projects.editOf' }, { name: project.name })}>
              <FormattedMessage id="work.projects.edit" />
            </Button>
            <Button
              variant="secondary"
              onClick={() => onArchive(project)}
              aria-label={intl.formatMessage({ id: 'work.projects.archiveOf' }, { name: project.name })}
            >
              <FormattedMessage id="work.projects.archive" />
            </Button>
          </>
        )}
      </div>
    </li>
  );
});
