import { useMemo } from 'react';
import { useWorkGoalsQuery } from '../goals/goals-api';
import { useWorkMembersQuery } from '../members/members-api';
import { useWorkProjectsQuery } from '../projects/projects-api';
import { useWorkSpheresQuery } from '../spheres/spheres-api';
import type { Goal, Member, Project, Sphere, Stage } from '../api/work-types';

/** What a task's ids point at, for showing names: members, stages (with their sphere), goals, projects. */
export interface WorkLookups {
  spheres: Sphere[];
  members: ReadonlyMap<number, Member>;
  stages: ReadonlyMap<number, { stage: Stage; sphere: Sphere }>;
  /** Archived ones too: a task may still point at one. */
  goals: ReadonlyMap<number, Goal>;
  projects: ReadonlyMap<number, Project>;
  /** The spheres are loaded (the rest only adds names). */
  ready: boolean;
}

function byKey<T>(items: readonly T[] | undefined, key: (item: T) => number): Map<number, T> {
  return new Map((items ?? []).map((item) => [key(item), item]));
}

/** The workspace's members, spheres, goals and projects as look-up tables, each stable while its data is. */
export function useWorkLookups(workspaceId: number): WorkLookups {
  const members = useWorkMembersQuery(workspaceId).data;
  const spheres = useWorkSpheresQuery(workspaceId).data;
  const goals = useWorkGoalsQuery({ workspaceId, archived: true }).data;
  const projects = useWorkProjectsQuery({ workspaceId, archived: true }).data;
  const memberMap = useMemo(() => byKey(members, (member) => member.user_id), [members]);
  const stageMap = useMemo(() => new Map((spheres ?? []).flatMap((sphere) => sphere.stages.map((stage) => [stage.id, { stage, sphere }] as const))), [spheres]);
  const goalMap = useMemo(() => byKey(goals, (goal) => goal.id), [goals]);
  const projectMap = useMemo(() => byKey(projects, (project) => project.id), [projects]);
  return useMemo(
    () => ({ spheres: spheres ?? [], members: memberMap, stages: stageMap, goals: goalMap, projects: projectMap, ready: spheres !== undefined }),
    [spheres, memberMap, stageMap, goalMap, projectMap],
  );
}
