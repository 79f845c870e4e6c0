import { useMemo } from 'react';
import { useWorkGoalsQuery, useWorkMembersQuery, useWorkProjectsQuery, useWorkSpheresQuery, type Goal, type Member, type Project, type Sphere, type Stage } from '../../api';

export interface WorkLookups {
  members: Member[];
  goals: Goal[];
  projects: Project[];
  spheres: Sphere[];
  memberById: ReadonlyMap<number, Member>;
  goalById: ReadonlyMap<number, Goal>;
  projectById: ReadonlyMap<number, Project>;
  stageById: ReadonlyMap<number, Stage>;
}

const NONE: never[] = [];

function byId<T>(items: readonly T[], key: (item: T) => number): ReadonlyMap<number, T> {
  return new Map(items.map((item) => [key(item), item]));
}

/**
 * The workspace's members, goals, projects and spheres a task row names by id. Each loads on its
 * own: a row shows what has arrived and never waits for all of them.
 */
export function useWorkLookups(workspaceId: number): WorkLookups {
  const members = useWorkMembersQuery(workspaceId).data ?? NONE;
  const goals = useWorkGoalsQuery({ workspaceId }).data ?? NONE;
  const projects = useWorkProjectsQuery({ workspaceId }).data ?? NONE;
  const spheres = useWorkSpheresQuery(workspaceId).data ?? NONE;
  return useMemo(
    () => ({
      members,
      goals,
      projects,
      spheres,
      memberById: byId(members, (member) => member.user_id),
      goalById: byId(goals, (goal) => goal.id),
      projectById: byId(projects, (project) => project.id),
      stageById: byId(
        spheres.flatMap((sphere) => sphere.stages),
        (stage) => stage.id,
      ),
    }),
    [members, goals, projects, spheres],
  );
}
