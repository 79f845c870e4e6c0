import { useCallback, useState } from 'react';
import { toApiError, useAppDispatch, useToast, type ApiError } from '@stepwise/shared';
import { upsertProject, useWorkUpdateProjectMutation } from '../../../common/projects/projects-api';
import { undoAll } from '../../../common/api/work-thunk';
import type { Project } from '../../../common/api/work-types';
import { refusalMessageId } from '../../../common/errors/refusal-message';

/**
 * Archiving and restoring projects, shown at once and rolled back when refused. Restoring counts
 * against the plan like creating: a `plan_limit` refusal is kept for the page to explain.
 */
export function useProjectArchiving() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [updateProject] = useWorkUpdateProjectMutation();
  const [lastArchived, setLastArchived] = useState<Project | null>(null);
  const [planLimit, setPlanLimit] = useState<ApiError | null>(null);

  const setArchived = useCallback(
    async (project: Project, archived: boolean): Promise<boolean> => {
      const patches = dispatch(upsertProject({ ...project, archived }));
      const result = await updateProject({ projectId: project.id, body: { archived } });
      if (!('error' in result)) return true;
      undoAll(patches);
      const error = toApiError(result.error);
      if (error.code === 'plan_limit') setPlanLimit(error);
      else toast('error', refusalMessageId(error));
      return false;
    },
    [dispatch, toast, updateProject],
  );

  const archive = useCallback(
    async (project: Project) => {
      if (await setArchived(project, true)) {
        setLastArchived(project);
        setPlanLimit(null);
      }
    },
    [setArchived],
  );
  const restore = useCallback(
    async (project: Project) => {
      setLastArchived((last) => (last?.id === project.id ? null : last));
      if (await setArchived(project, false)) toast('success', 'work.projects.restored', { name: project.name });
    },
    [setArchived, toast],
  );
  const dismiss = useCallback(() => setLastArchived(null), []);
  return { archive, restore, lastArchived, dismiss, planLimit };
}
