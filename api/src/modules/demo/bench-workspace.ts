import { generateNKeysBetween } from 'fractional-indexing';
import { scopeOf } from '../../platform/workspace-scope/index.js';
import { createGoal } from '../goals/index.js';
import { createProject } from '../projects/index.js';
import { listSpheres } from '../spheres/index.js';
import { createWorkspace } from '../workspaces/index.js';
import { insertBenchMemberships, insertBenchTasks, insertBenchUsers } from './bench-workspace-repository.js';
import type { DemoSeedDeps } from './seed-demo-workspace.js';

export interface BenchWorkspace {
  workspaceId: number;
  /** Member ids, the admin (the creator) first. */
  memberIds: number[];
  emails: string[];
  password: string;
}

/**
 * A workspace of `members` members and `tasks` tasks for the benchmark, in seconds: the workspace, its
 * sphere, goal and project through the services, the people and tasks in bulk (bench-workspace-repository).
 */
export async function seedBenchWorkspace(app: DemoSeedDeps, options: { members: number; tasks: number; password: string }): Promise<BenchWorkspace> {
  const now = app.clock.now();
  const tag = now.getTime().toString(36);
  const emails = Array.from({ length: options.members }, (_, index) => `bench-${tag}-${index + 1}@stepwise.local`);
  const memberIds = await insertBenchUsers(app.db, emails, await app.passwords.hash(options.password));
  const workspace = await createWorkspace(
    app.db,
    {
      name: 'Нагрузочный тест',
      domain: `bench-${tag}`,
      department: 'software',
      customDepartment: undefined,
      teamSize: '50',
      creatorRole: 'team_lead',
      plan: undefined,
      creatorLang: 'ru',
    },
    memberIds[0]!,
    now,
  );
  await insertBenchMemberships(app.db, workspace.id, memberIds.slice(1), now);
  const admin = scopeOf(workspace.id, memberIds[0]!, 'admin');
  const deps = { db: app.db, live: app.live, now };
  const goalId = (await createGoal(deps, admin, { title: 'Квартальная цель' })).id;
  const projectId = (await createProject(deps, admin, { name: 'Платформа', key: 'PLT' })).id;
  const [sphere] = await listSpheres(app.db, workspace.id);
  const stageOf = (state: string) => sphere!.stages.find((stage) => stage.state === state)!.id;
  await insertBenchTasks(app.db, {
    workspaceId: workspace.id,
    sphereId: sphere!.id,
    stages: { open: stageOf('open'), in_progress: stageOf('in_progress'), paused: stageOf('paused'), finished: stageOf('finished') },
    memberIds,
    count: options.tasks,
    rankKeys: generateNKeysBetween(null, null, options.tasks),
    goalId,
    projectId,
    now,
  });
  return { workspaceId: workspace.id, memberIds, emails, password: options.password };
}
