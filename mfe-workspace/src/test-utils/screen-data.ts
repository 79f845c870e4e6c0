import type { TaskResponse } from '@stepwise/contracts';
import { jsonResponse, userFixture, type ApiCall, type ApiHandler } from '@stepwise/shared/testing';
import { goalFixture, memberFixture, projectFixture, sphereFixture, taskFixture } from './work-fixtures';
import type { WorkServerData } from './work-server';

/** Anna Petrova (user 5, admin of workspace 7), signed in. */
export const anna = userFixture({ id: 5, first_name: 'Anna', last_name: 'Petrova' });
/** Boris Orlov (user 6, a member of workspace 7), signed in. */
export const boris = userFixture({ id: 6, first_name: 'Boris', last_name: 'Orlov', email: 'boris@example.com' });

export const NOW = '2026-11-25T10:00:00.000Z';

/**
 * Workspace 7 as the screens' tests find it: Anna works on "Fix the login bug" and has three more
 * in her queue (one waits for Boris's unfinished task) and one finished; Boris has two.
 */
export function screenData(tasks?: TaskResponse[]): WorkServerData {
  return {
    members: [memberFixture(), memberFixture({ user_id: 6, first_name: 'Boris', last_name: 'Orlov', email: 'boris@example.com', role: 'member' })],
    invitations: [],
    spheres: [sphereFixture()],
    goals: [goalFixture()],
    projects: [projectFixture()],
    tasks: tasks ?? [
      taskFixture({
        id: 30,
        title: 'Fix the login bug',
        status: 'in_progress',
        state: 'in_progress',
        stage_id: 12,
        flow_rank: 'a0',
        started_at: NOW,
        spent_minutes: 25,
        estimate_minutes: 60,
      }),
      taskFixture({ id: 31, title: 'Write the release notes', goal_id: 21, project_id: 41, due_on: '2026-12-01', flow_rank: 'a1' }),
      taskFixture({
        id: 32,
        title: 'Review the design',
        flow_rank: 'a2',
        blocked_by: [35],
        waiting_for: [35],
        estimate_minutes: null,
        status: 'not_scored',
        complexity: null,
      }),
      taskFixture({ id: 33, title: 'Plan the sprint', status: 'paused', state: 'paused', stage_id: 13, flow_rank: 'a3' }),
      taskFixture({ id: 35, title: 'Migrate the database', assignee_id: 6, flow_rank: 'a1' }),
      taskFixture({
        id: 36,
        title: 'Update the docs',
        assignee_id: 6,
        status: 'in_progress',
        state: 'in_progress',
        stage_id: 12,
        flow_rank: 'a0',
        started_at: NOW,
      }),
      taskFixture({
        id: 40,
        title: 'Ship the beta',
        status: 'finished',
        state: 'finished',
        stage_id: 14,
        flow_rank: null,
        finished_at: NOW,
        spent_minutes: 90,
      }),
    ],
  };
}

const STATES = { start: 'in_progress', pause: 'paused', finish: 'finished', reopen: 'open' } as const;
const STAGES = { in_progress: 12, paused: 13, finished: 14, open: 11 } as const;

/**
 * The transitions of the played API for every task of `data`: the task changes state (the
 * assignee's other task in progress pauses, as the API does) and the answer is the task.
 */
export function transitionRoutes(data: WorkServerData): Record<string, ApiHandler> {
  const routes: Record<string, ApiHandler> = {};
  for (const task of data.tasks) {
    for (const transition of ['start', 'pause', 'finish', 'reopen'] as const) {
      routes[`POST tasks/${task.id}/${transition}`] = (call: ApiCall) => {
        const current = data.tasks.find((candidate) => candidate.id === task.id)!;
        const state = STATES[transition];
        if (state === 'in_progress') {
          for (const other of data.tasks)
            if (other.assignee_id === current.assignee_id && other.state === 'in_progress')
              Object.assign(other, { state: 'paused', status: 'paused', stage_id: STAGES.paused, started_at: null });
        }
        const spent = (call.body as { spent_minutes?: number } | undefined)?.spent_minutes;
        Object.assign(current, {
          state,
          status: state,
          stage_id: STAGES[state],
          started_at: state === 'in_progress' ? NOW : null,
          finished_at: state === 'finished' ? NOW : null,
          flow_rank: state === 'finished' ? null : (current.flow_rank ?? 'a9'),
          spent_minutes: spent ?? current.spent_minutes,
          updated_at: new Date().toISOString(),
        });
        return jsonResponse(200, { data: current });
      };
    }
  }
  return routes;
}
