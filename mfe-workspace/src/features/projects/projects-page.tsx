import { useCallback, useState } from 'react';
import { useTheme } from '@emotion/react';
import { Button, EmptyState, LoadError, LoadingStatus } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkProjectsQuery } from '../../common/projects/projects-api';
import type { Project } from '../../common/api/work-types';
import { ArchivedToggle } from '../../common/components/archived-toggle';
import { PlanLimitNotice } from '../../common/components/plan-limit-notice';
import { UndoBar } from '../../common/components/undo-bar';
import { WorkPage } from '../../common/components/work-page';
import { useForecastIndex } from '../../common/hooks/use-forecast-index';
import { useWorkspaceId } from '../../common/hooks/use-workspace-id';
import { ProjectFormDialog } from './components/project-form-dialog';
import { ProjectRow } from './components/project-row';
import { useProjectArchiving } from './hooks/use-project-archiving';

type Editing = { project: Project | null } | null;

/** workspace-projects: the workspace's projects with their keys, progress and predicted finish; create, edit, archive and restore. */
export default function ProjectsPage() {
  const theme = useTheme();
  const intl = useIntl();
  const workspaceId = useWorkspaceId();
  const [showArchived, setShowArchived] = useState(false);
  const projects = useWorkProjectsQuery({ workspaceId, archived: showArchived || undefined });
  const forecast = useForecastIndex(workspaceId);
  const [editing, setEditing] = useState<Editing>(null);
  const { archive, restore, lastArchived, dismiss, planLimit } = useProjectArchiving();

  const startEdit = useCallback((project: Project) => setEditing({ project }), []);
  const onArchive = useCallback((project: Project) => void archive(project), [archive]);
  const onRestore = useCallback((project: Project) => void restore(project), [restore]);
  const newProject = (
    <Button onClick={() => setEditing({ project: null })}>
      <FormattedMessage id="work.projects.new" />
    </Button>
  );

  let content;
  if (projects.isLoading) content = <LoadingStatus />;
  else if (projects.error || !projects.data) content = <LoadError error={projects.error} onRetry={() => void projects.refetch()} />;
  else if (projects.data.length === 0) content = <EmptyState titleId="work.projects.empty.title" textId="work.projects.empty.text" action={newProject} />;
  else {
    content = (
      <ul
        aria-label={intl.formatMessage({ id: 'work.projects.title' })}
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.md }}
      >
        {projects.data.map((project) => (
          <ProjectRow key={project.id} project={project} forecast={forecast} onEdit={startEdit} onArchive={onArchive} onRestore={onRestore} />
        ))}
      </ul>
    );
  }

  return (
    <WorkPage titleId="work.projects.title" actions={newProject}>
      <ArchivedToggle label={intl.formatMessage({ id: 'work.projects.showArchived' })} checked={showArchived} onChange={setShowArchived} />
      {planLimit && <PlanLimitNotice error={planLimit} workspaceId={workspaceId} />}
      {lastArchived && (
        <UndoBar
          text={intl.formatMessage({ id: 'work.projects.archived' }, { name: lastArchived.name })}
          onUndo={() => void restore(lastArchived)}
          onDismiss={dismiss}
        />
      )}
      {content}
      <ProjectFormDialog
        key={editing ? (editing.project?.id ?? 'new') : 'closed'}
        workspaceId={workspaceId}
        project={editing?.project ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </WorkPage>
  );
}
