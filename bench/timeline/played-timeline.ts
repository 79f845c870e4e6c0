/**
 * The timeline's API for a team of 20 with 1,000 open estimated tasks, played at the browser's edge
 * on top of the played workspace (members, spheres, session): the forecast is the scheduling core's
 * own `computeForecast` over the flows, schedules, days off and the RU calendar; a preview computes
 * it again for the proposed order and answers the tasks whose dates change, as the API does; a move
 * changes the played flow.
 */
import type { BrowserContext } from '@playwright/test';
import type { ForecastPreviewResponse, ForecastResponse, TaskResponse } from '@stepwise/contracts';
import {
  addDays,
  computeForecast,
  createHolidayCalendar,
  daysBetween,
  defaultWeeklySchedule,
  learnPaces,
  localDayOf,
  memberDay,
  seededRandom,
  type DayOff,
  type ForecastMember,
  type ForecastTask,
} from '../../scheduling/src/index.js';
import { generateHistory, generateMembers, generateTask } from '../forecast/team-generator.js';
import { playedWorkspace, playWorkspace, WORKSPACE_ID, type PlayedWorkspace } from '../workspace-list/played-workspace.js';

export const TIME_ZONE = 'Europe/Moscow';
const AT = '2026-11-01T09:00:00.000Z';

export interface PlayedTimeline {
  workspace: PlayedWorkspace;
  flows: Map<number, number[]>;
  forecastTasks: Map<number, ForecastTask>;
  members: ForecastMember[];
  paces: ReturnType<typeof learnPaces>;
}

/** `perMember` open estimated tasks in each member's flow (the first in progress), some with due dates; a few members with days off. */
export function playedTimeline(perMember: number, now: number): PlayedTimeline {
  const workspace = playedWorkspace(0);
  const random = seededRandom(11);
  const today = localDayOf(TIME_ZONE, now);
  const team = generateMembers(random, workspace.members.length);
  const paces = learnPaces(
    generateHistory(random, team, 30).map((task) => ({ ...task, memberId: workspace.members[(task.memberId - 1) % workspace.members.length].user_id })),
  );
  const flows = new Map<number, number[]>();
  const forecastTasks = new Map<number, ForecastTask>();
  const [sphere] = workspace.spheres;
  for (const [memberIndex, member] of workspace.members.entries()) {
    const flow: number[] = [];
    for (let position = 0; position < perMember; position++) {
      const id = memberIndex * perMember + position + 1;
      const generated = generateTask(random, team[memberIndex]);
      const dueOn = random() < 0.4 ? addDays(today, 2 + Math.floor(random() * 60)) : null;
      const state = position === 0 ? 'in_progress' : 'open';
      const stage = sphere.stages.find((candidate) => candidate.state === state)!;
      const task: TaskResponse = {
        id,
        workspace_id: WORKSPACE_ID,
        title: `Задача ${id}: ${['отчёт', 'релиз', 'дизайн', 'договор', 'тесты'][id % 5]}`,
        description: '',
        status: state === 'in_progress' ? 'in_progress' : 'open',
        state,
        sphere_id: sphere.id,
        stage_id: stage.id,
        goal_id: null,
        project_id: null,
        assignee_id: member.user_id,
        creator_id: member.user_id,
        estimate_minutes: generated.estimateMinutes,
        complexity: generated.complexity,
        due_on: dueOn,
        blocked_by: [],
        waiting_for: [],
        spent_minutes: 0,
        started_at: state === 'in_progress' ? AT : null,
        finished_at: null,
        flow_rank: `a${String(position).padStart(4, '0')}`,
        stage_rank: `a${String(id).padStart(5, '0')}`,
        created_at: AT,
        updated_at: AT,
      };
      workspace.tasks.push(task);
      forecastTasks.set(id, {
        id,
        assigneeId: member.user_id,
        estimateMinutes: task.estimate_minutes,
        complexity: task.complexity,
        spentMinutes: 0,
        dueOn,
        blockedBy: [],
        goalId: null,
        finished: false,
      });
      flow.push(id);
    }
    flows.set(member.user_id, flow);
  }
  const members: ForecastMember[] = workspace.members.map((member, index) => {
    const daysOff: DayOff[] = index % 4 === 1 ? [{ from: addDays(today, 3 + index), to: addDays(today, 7 + index), kind: 'vacation' }] : [];
    return { userId: member.user_id, schedule: defaultWeeklySchedule(TIME_ZONE), daysOff };
  });
  return { workspace, flows, forecastTasks, members, paces };
}

const calendar = createHolidayCalendar({ country: 'RU', holidays: [], workingDays: [] });

function forecastOf(played: PlayedTimeline, flows: Map<number, number[]>, at: number) {
  return computeForecast({ at, calendar, members: played.members, flows, tasks: played.forecastTasks, paces: played.paces });
}

/** Answers the played workspace plus the timeline's routes: forecast, flows, calendar days, preview, move. */
export async function playTimeline(context: BrowserContext, played: PlayedTimeline, now: number): Promise<void> {
  const base = `workspaces/${WORKSPACE_ID}`;
  let version = 1;
  let current = forecastOf(played, played.flows, now);
  const tasksById = new Map(played.workspace.tasks.map((task) => [task.id, task]));
  const flowOf = (userId: number) => (played.flows.get(userId) ?? []).map((id) => tasksById.get(id)!);
  const extra: Record<string, (query: URLSearchParams, body: unknown) => unknown> = {
    [`GET ${base}/forecast`]: (): { data: ForecastResponse } => ({
      data: { ...current, version, members: current.members.map((member) => ({ ...member, complexity_paces: [] })), projects: [] },
    }),
    [`GET ${base}/calendar/days`]: (query) => {
      const member = played.members.find((candidate) => candidate.userId === Number(query.get('user_id')));
      const schedule = member?.schedule ?? defaultWeeklySchedule(TIME_ZONE);
      return {
        data: [...daysBetween(query.get('from')!, query.get('to')!)].map((date) => {
          const day = memberDay(schedule, calendar, member?.daysOff ?? [], date);
          const name = calendar.dayOf(date).name;
          return { date, working: day.working, minutes: day.minutes, reason: day.reason, ...(name ? { name } : {}) };
        }),
      };
    },
    [`POST ${base}/forecast/preview`]: (_query, body): { data: ForecastPreviewResponse } => {
      const { user_id: userId, task_ids: taskIds } = body as { user_id: number; task_ids: number[] };
      const proposed = forecastOf(played, new Map([...played.flows, [userId, taskIds]]), now);
      const before = new Map(current.members.flatMap((member) => member.tasks.map((task) => [task.task_id, task])));
      const tasks = proposed.members.flatMap((member) =>
        member.tasks
          .filter((task) => {
            const old = before.get(task.task_id);
            return !old || old.start_at !== task.start_at || old.finish_p50 !== task.finish_p50 || old.finish_p85 !== task.finish_p85 || old.risk !== task.risk;
          })
          .map((task) => ({ ...task, user_id: member.user_id })),
      );
      return { data: { at: proposed.at, version, tasks, goals: [], projects: [] } };
    },
  };
  for (const member of played.workspace.members) {
    extra[`GET ${base}/flow/${member.user_id}`] = () => ({ data: flowOf(member.user_id) });
    extra[`POST ${base}/flow/${member.user_id}/move`] = (_query, body) => {
      const { task_id: taskId, after_task_id: afterId } = body as { task_id: number; after_task_id: number | null };
      const flow = played.flows.get(member.user_id)!.filter((id) => id !== taskId);
      flow.splice(afterId === null ? 1 : flow.indexOf(afterId) + 1, 0, taskId);
      played.flows.set(member.user_id, flow);
      current = forecastOf(played, played.flows, now);
      version += 1;
      return { data: flowOf(member.user_id) };
    };
  }
  await playWorkspace(context, played.workspace, extra);
}
